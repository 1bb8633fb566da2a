import { Image, Page, Text, View } from '@react-pdf/renderer';
import { brand } from '../../src/shared/brand/brand';
import { choiceName } from '../../src/shared/format/choices';
import { headlineFigures } from '../../src/shared/listings/exposeFacts';
import { marketingBadge } from '../../src/shared/listings/marketingBadge';
import { placeName, streetLine } from '../../src/shared/listings/places';
import { headlinePrice } from '../../src/shared/listings/price';
import { propertyStatuses } from '../../src/shared/resources/choices/property';
import { coverStyles } from './coverStyles';
import { ContactPhoto } from './ExposePictures';
import type { ExposeInput } from './exposeInput';
import { Footer } from './pdfParts';
import { styles } from './pdfStyles';
import { richTextBlocks } from './richTextBlocks';
import { shortened } from './shortened';

/** The first page: title picture, title, address, price and headline figures, teaser and the contact person. */
export function CoverPage({ input, company }: { input: ExposeInput; company: string }) {
  const { listing, draft } = input;
  const price = headlinePrice(listing);
  const figures = headlineFigures(listing);
  const title = input.pictures[0];
  const street = streetLine(listing);
  const marketing = marketingBadge(listing, 'page');
  const teaser = shortened(
    richTextBlocks(listing.description)[0]
      ?.runs.map((run) => run.text)
      .join('') ?? '',
    360,
  );
  return (
    <Page size="A4" style={styles.coverPage}>
      <Footer objectNumber={listing.objectNumber} company={company} />
      <View style={styles.body}>
        <View style={coverStyles.header}>
          <View>
            <Text style={coverStyles.company}>{company}</Text>
            <Text style={coverStyles.tagline}>{brand.tagline}</Text>
          </View>
          <Text style={coverStyles.exposeMark}>EXPOSÉ</Text>
        </View>
        {draft && (
          <Text style={[styles.draftBand, coverStyles.draftBand]}>ENTWURF – nicht veröffentlicht, nur zur internen Verwendung</Text>
        )}
        {title ? (
          <Image src={{ data: title.data, format: 'jpg' }} style={coverStyles.titlePicture} />
        ) : (
          <View style={coverStyles.noPicture}>
            <Text style={styles.muted}>Bilder zeigen wir Ihnen gern bei einer Besichtigung.</Text>
          </View>
        )}
        <View style={coverStyles.badges}>
          {marketing && <Text style={styles.badge}>{marketing}</Text>}
          {listing.isNewBuild && <Text style={[styles.badge, coverStyles.newBuildBadge]}>Neubau</Text>}
          <Text style={styles.badge}>{choiceName(propertyStatuses, listing.status)}</Text>
        </View>
        <Text style={[coverStyles.title, { fontSize: listing.title.length > 70 ? 19 : 23 }]}>{listing.title}</Text>
        <Text style={coverStyles.address}>
          {street ? `${street}, ` : ''}
          {listing.postcode} {placeName(listing)}
          {listing.objectNumber ? `  ·  Objekt-Nr. ${listing.objectNumber}` : ''}
        </Text>
        <View style={coverStyles.figures} wrap={false}>
          {price && (
            <View style={coverStyles.priceCard}>
              <Text style={coverStyles.priceLabel}>{price.label}</Text>
              <Text style={coverStyles.priceValue}>{price.value}</Text>
            </View>
          )}
          {figures.map((figure) => (
            <View key={figure.label} style={coverStyles.figureCard}>
              <Text style={coverStyles.figureLabel}>{figure.label}</Text>
              <Text style={[coverStyles.figureValue, { fontSize: figure.value.length > 10 ? 11 : 15 }]}>{figure.value}</Text>
            </View>
          ))}
        </View>
        {teaser && <Text style={coverStyles.teaser}>{teaser}</Text>}
        <View style={coverStyles.contact}>
          {input.contactPhoto && <ContactPhoto photo={input.contactPhoto} size={42} gap={10} />}
          <View style={coverStyles.contactText}>
            <Text style={coverStyles.contactCaption}>Ihr Ansprechpartner</Text>
            <Text style={coverStyles.contactName}>{input.contactPerson?.name ?? `Ihr Team von ${company}`}</Text>
            <Text style={styles.muted}>
              {[input.contactPerson?.phone ?? input.agency?.phone, input.contactPerson?.email ?? input.agency?.email]
                .filter(Boolean)
                .join('  ·  ')}
            </Text>
          </View>
        </View>
      </View>
    </Page>
  );
}
