import { Document, Image, Link, Page, Text, View } from '@react-pdf/renderer';
import { brand } from '../../src/shared/brand/brand';
import { companyLabel } from '../../src/shared/brand/companyLabel';
import { choiceName } from '../../src/shared/format/choices';
import { energyBlock } from '../../src/shared/listings/energyFacts';
import { brokerNote, commissionText, headlineFigures, keyFacts, priceFacts, priceSectionTitle } from '../../src/shared/listings/exposeFacts';
import { addressOnRequest, placeName, streetLine } from '../../src/shared/listings/places';
import { marketingBadge } from '../../src/shared/listings/marketingBadge';
import { headlinePrice } from '../../src/shared/listings/price';
import { propertyFeatures, propertyStatuses } from '../../src/shared/resources/choices/property';
import { colors } from '../../src/shared/theme/palette';
import type { ExposeInput, PdfImage } from './exposeInput';
import { EnergyScale, FactTable, FeatureGrid, Footer, RichText, RunningHead, Section } from './pdfParts';
import { CONTENT_WIDTH, styles } from './pdfStyles';
import { SERIF } from './pdfFonts';
import { richTextBlocks } from './richTextBlocks';

const GALLERY_GAP = 12;

/** The text cut at the last whole word within `max` characters. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()} …`;
}
const GALLERY_WIDTH = (CONTENT_WIDTH - GALLERY_GAP) / 2;

/** The exposé as a PDF: cover, pictures, facts and texts, energy certificate, floor plans, contact and agency. */
export function ExposeDocument({ input }: { input: ExposeInput }) {
  const { listing, agency, draft } = input;
  const company = companyLabel(agency, brand.name);
  return (
    <Document
      title={`Exposé: ${listing.title}${draft ? ' (Entwurf)' : ''}`}
      author={company}
      subject={[listing.objectNumber && `Objekt-Nr. ${listing.objectNumber}`, `${listing.postcode} ${placeName(listing)}`].filter(Boolean).join(' · ')}
      creator={company}
      producer={company}
      keywords={['Exposé', placeName(listing), listing.objectNumber].filter(Boolean).join(', ')}
      language="de-DE"
    >
      <CoverPage input={input} company={company} />
      <Page size="A4" style={styles.page} wrap>
        <RunningHead company={company} title={shortened(listing.title, 70)} draft={draft} />
        <Footer objectNumber={listing.objectNumber} company={company} />
        <View style={styles.body}>
          {input.pictures.length > 1 && <Gallery pictures={input.pictures.slice(1)} />}
          <Details input={input} company={company} breakBefore={input.pictures.length > 1} />
          {input.floorPlans.length > 0 && <FloorPlans plans={input.floorPlans} />}
          <ContactAndAgency input={input} company={company} />
        </View>
      </Page>
    </Document>
  );
}

function CoverPage({ input, company }: { input: ExposeInput; company: string }) {
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
        <View
          style={{
            flexDirection: 'row',
            justifyContent: 'space-between',
            alignItems: 'flex-end',
            marginBottom: 14,
          }}
        >
          <View>
            <Text
              style={{
                fontFamily: SERIF,
                fontWeight: 600,
                fontSize: 17,
                lineHeight: 1.3,
                color: colors.ink,
              }}
            >
              {company}
            </Text>
            <Text
              style={{
                fontSize: 8.5,
                lineHeight: 1.3,
                marginTop: 2,
                color: colors.muted,
              }}
            >
              {brand.tagline}
            </Text>
          </View>
          <Text
            style={{
              fontFamily: SERIF,
              fontWeight: 500,
              fontSize: 11,
              letterSpacing: 3,
              color: colors.primaryDark,
            }}
          >
            EXPOSÉ
          </Text>
        </View>
        {draft && <Text style={{ ...styles.draftBand, marginBottom: 10 }}>ENTWURF – nicht veröffentlicht, nur zur internen Verwendung</Text>}
        {title ? (
          <Image
            src={{ data: title.data, format: 'jpg' }}
            style={{
              width: CONTENT_WIDTH,
              height: 270,
              objectFit: 'cover',
              borderRadius: 3,
            }}
          />
        ) : (
          <View
            style={{
              width: CONTENT_WIDTH,
              height: 120,
              backgroundColor: colors.sand,
              borderRadius: 3,
              justifyContent: 'center',
              alignItems: 'center',
            }}
          >
            <Text style={{ color: colors.muted }}>Bilder zeigen wir Ihnen gern bei einer Besichtigung.</Text>
          </View>
        )}
        <View style={{ flexDirection: 'row', marginTop: 16, marginBottom: 8 }}>
          {marketing && <Text style={styles.badge}>{marketing}</Text>}
          {listing.isNewBuild && <Text style={{ ...styles.badge, backgroundColor: colors.primary }}>Neubau</Text>}
          <Text style={styles.badge}>{choiceName(propertyStatuses, listing.status)}</Text>
        </View>
        <Text
          style={{
            fontFamily: SERIF,
            fontWeight: 600,
            fontSize: listing.title.length > 70 ? 19 : 23,
            lineHeight: 1.25,
          }}
        >
          {listing.title}
        </Text>
        <Text style={{ fontSize: 11.5, color: colors.muted, marginTop: 5 }}>
          {street ? `${street}, ` : ''}
          {listing.postcode} {placeName(listing)}
          {listing.objectNumber ? `  ·  Objekt-Nr. ${listing.objectNumber}` : ''}
        </Text>
        <View style={{ flexDirection: 'row', marginTop: 18, gap: 8 }} wrap={false}>
          {price && (
            <View
              style={{
                flex: 1.6,
                backgroundColor: colors.ink,
                borderRadius: 3,
                paddingVertical: 10,
                paddingHorizontal: 12,
              }}
            >
              <Text style={{ color: colors.primary, fontSize: 9, fontWeight: 600 }}>{price.label}</Text>
              <Text
                style={{
                  color: '#ffffff',
                  fontFamily: SERIF,
                  fontWeight: 600,
                  fontSize: 19,
                }}
              >
                {price.value}
              </Text>
            </View>
          )}
          {figures.map((figure) => (
            <View
              key={figure.label}
              style={{
                flex: 1,
                backgroundColor: colors.sand,
                borderRadius: 3,
                paddingVertical: 10,
                paddingHorizontal: 10,
              }}
            >
              <Text style={{ color: colors.muted, fontSize: 9 }}>{figure.label}</Text>
              <Text
                style={{
                  fontWeight: 700,
                  fontSize: figure.value.length > 10 ? 11 : 15,
                }}
              >
                {figure.value}
              </Text>
            </View>
          ))}
        </View>
        {teaser && (
          <Text
            style={{
              marginTop: 18,
              fontSize: 10.5,
              lineHeight: 1.55,
              color: colors.ink,
            }}
          >
            {teaser}
          </Text>
        )}
        <View
          style={{
            marginTop: 'auto',
            flexDirection: 'row',
            alignItems: 'center',
            paddingTop: 12,
            borderTopWidth: 0.75,
            borderTopColor: colors.primary,
          }}
        >
          {input.contactPhoto && <ContactPhoto photo={input.contactPhoto} size={42} gap={10} />}
          <View style={{ flex: 1 }}>
            <Text style={{ fontSize: 8.5, color: colors.muted }}>Ihr Ansprechpartner</Text>
            <Text style={{ fontWeight: 700 }}>{input.contactPerson?.name ?? `Ihr Team von ${company}`}</Text>
            <Text style={{ color: colors.muted }}>
              {[input.contactPerson?.phone ?? input.agency?.phone, input.contactPerson?.email ?? input.agency?.email].filter(Boolean).join('  ·  ')}
            </Text>
          </View>
        </View>
      </View>
    </Page>
  );
}

function Picture({ image, width, height, fit = 'cover' }: { image: PdfImage; width: number; height: number; fit?: 'cover' | 'contain' }) {
  return <Image src={{ data: image.data, format: 'jpg' }} style={{ width, height, objectFit: fit, borderRadius: 2 }} />;
}

/** Two pictures a row with their titles; a row never splits over two pages. */
/** The contact person's portrait, round, beside their name: small on the cover, larger on the contact page. */
function ContactPhoto({ photo, size, gap }: { photo: NonNullable<ExposeInput['contactPhoto']>; size: number; gap: number }) {
  return <Image src={{ data: photo.data, format: 'jpg' }} style={{ width: size, height: size, borderRadius: size / 2, objectFit: 'cover', marginRight: gap }} />;
}

function Gallery({ pictures }: { pictures: PdfImage[] }) {
  const rows: PdfImage[][] = [];
  for (let at = 0; at < pictures.length; at += 2) rows.push(pictures.slice(at, at + 2));
  return (
    <Section title="Bilder">
      {rows.map((row, index) => (
        <View key={index} style={{ flexDirection: 'row', gap: GALLERY_GAP, marginBottom: 10 }} wrap={false}>
          {row.map((picture, at) => (
            <View key={at} style={{ width: GALLERY_WIDTH }}>
              <Picture image={picture} width={GALLERY_WIDTH} height={GALLERY_WIDTH * (2 / 3)} />
              <Text style={styles.caption}>{picture.caption || ' '}</Text>
            </View>
          ))}
        </View>
      ))}
    </Section>
  );
}

function Details({ input, company, breakBefore }: { input: ExposeInput; company: string; breakBefore: boolean }) {
  const { listing } = input;
  const commission = commissionText(listing);
  const energy = energyBlock(listing);
  const street = streetLine(listing);
  return (
    <View break={breakBefore}>
      <Section title="Eckdaten">
        <FactTable facts={keyFacts(listing)} />
      </Section>
      <Section title={priceSectionTitle(listing)}>
        <FactTable facts={priceFacts(listing)} columns={1} />
        <Text style={{ marginTop: 8, ...styles.lines }}>
          <Text style={{ fontWeight: 700 }}>{commission.label}: </Text>
          {commission.text}
        </Text>
        <Text style={{ ...styles.muted, ...styles.lines, marginTop: 4, fontSize: 9 }}>{brokerNote(listing, company)}</Text>
      </Section>
      {listing.description && (
        <Section title="Objektbeschreibung">
          <RichText html={listing.description} />
        </Section>
      )}
      {(listing.features.length > 0 || listing.featuresDescription) && (
        <Section title="Ausstattung">
          {listing.features.length > 0 && <FeatureGrid names={listing.features.map((feature) => choiceName(propertyFeatures, feature))} />}
          {listing.featuresDescription && <RichText html={listing.featuresDescription} />}
        </Section>
      )}
      <Section title="Lage">
        <Text style={{ fontWeight: 600, marginBottom: 4 }}>
          {street ? `${street}, ` : ''}
          {listing.postcode} {placeName(listing)}
        </Text>
        {!street && <Text style={{ ...styles.muted, marginBottom: 6 }}>{addressOnRequest}</Text>}
        {listing.locationDescription && <RichText html={listing.locationDescription} />}
      </Section>
      <Section title="Energieausweis">
        {energy.kind === 'none' ? (
          <Text>{energy.text}</Text>
        ) : (
          <View>
            <FactTable facts={energy.facts} columns={1} />
            {energy.scaleClass && <EnergyScale current={energy.scaleClass} />}
          </View>
        )}
      </Section>
      {listing.otherInformation && (
        <Section title="Sonstiges">
          <RichText html={listing.otherInformation} />
        </Section>
      )}
    </View>
  );
}

/** Each floor plan on a page of its own, as large as the page allows. */
function FloorPlans({ plans }: { plans: PdfImage[] }) {
  const maxHeight = 600;
  return (
    <>
      {plans.map((plan, index) => {
        const height = Math.min(maxHeight, CONTENT_WIDTH * (plan.height / plan.width));
        return (
          <View key={index} break wrap={false}>
            <Text style={styles.sectionTitle}>{plans.length > 1 ? `Grundriss ${index + 1} von ${plans.length}` : 'Grundriss'}</Text>
            <Picture image={plan} width={CONTENT_WIDTH} height={height} fit="contain" />
            {plan.caption && <Text style={styles.caption}>{plan.caption}</Text>}
          </View>
        );
      })}
    </>
  );
}

function ContactAndAgency({ input, company }: { input: ExposeInput; company: string }) {
  const { contactPerson: member, agency } = input;
  const phone = member?.phone ?? agency?.phone;
  const email = member?.email ?? agency?.email;
  const agencyLines = agency
    ? [
        `${agency.street}, ${agency.postcode} ${agency.city}`,
        `Telefon ${agency.phone}  ·  E-Mail ${agency.email}`,
        agency.representatives && `Vertreten durch: ${agency.representatives}`,
        agency.registerCourt && agency.registerNumber && `${agency.registerCourt}, ${agency.registerNumber}`,
        agency.vatId && `USt-IdNr.: ${agency.vatId}`,
        agency.permit34c,
        agency.supervisoryAuthority && `Aufsichtsbehörde: ${agency.supervisoryAuthority}`,
      ].filter(Boolean)
    : [];
  return (
    <View break>
      <Section title="Ihr Ansprechpartner">
        <View style={{ flexDirection: 'row', alignItems: 'center' }} wrap={false}>
          {input.contactPhoto && <ContactPhoto photo={input.contactPhoto} size={76} gap={14} />}
          <View style={{ flex: 1 }}>
            <Text style={{ fontFamily: SERIF, fontWeight: 600, fontSize: 14 }}>{member?.name ?? `Ihr Team von ${company}`}</Text>
            {member?.role && <Text style={styles.muted}>{member.role}</Text>}
            {phone && <Text style={{ marginTop: 4 }}>Telefon {phone}</Text>}
            {email && (
              <Link src={`mailto:${email}`} style={{ color: colors.primaryDark, textDecoration: 'none' }}>
                {email}
              </Link>
            )}
          </View>
        </View>
        {input.pageUrl && (
          <Text style={{ marginTop: 10, fontSize: 9, ...styles.muted }}>
            Dieses Angebot online:{' '}
            <Link src={input.pageUrl} style={{ color: colors.primaryDark }}>
              {input.pageUrl}
            </Link>
          </Text>
        )}
      </Section>
      <Section title="Anbieter">
        <Text style={{ fontWeight: 700 }}>{company}</Text>
        {agencyLines.map((line, index) => (
          <Text key={index} style={styles.muted}>
            {line}
          </Text>
        ))}
      </Section>
      {agency?.withdrawalNotice && (
        <Section title="Widerrufsbelehrung">
          {agency.withdrawalNotice
            .split(/\r?\n/)
            .map((line) => line.trim())
            .map((line, index) =>
              line ? (
                <Text key={index} style={{ fontSize: 8.5, marginBottom: 2 }}>
                  {line}
                </Text>
              ) : (
                <View key={index} style={{ height: 5 }} />
              ),
            )}
        </Section>
      )}
      <Text style={{ ...styles.muted, ...styles.lines, fontSize: 8, marginTop: 8 }}>
        Alle Angaben beruhen auf Informationen der Eigentümerseite; für ihre Richtigkeit und Vollständigkeit übernehmen wir keine Gewähr. Irrtum und
        anderweitige Vermarktung vorbehalten.
      </Text>
    </View>
  );
}
