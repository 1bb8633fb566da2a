import { Document, Page, View } from '@react-pdf/renderer';
import { brand } from '../../src/shared/brand/brand';
import { companyLabel } from '../../src/shared/brand/companyLabel';
import { placeName } from '../../src/shared/listings/places';
import { ContactAndAgency } from './ContactAndAgency';
import { CoverPage } from './CoverPage';
import { ExposeDetails } from './ExposeDetails';
import type { ExposeInput } from './exposeInput';
import { FloorPlans, Gallery } from './ExposePictures';
import { Footer, RunningHead } from './pdfParts';
import { styles } from './pdfStyles';
import { shortened } from './shortened';

/** The exposé as a PDF: cover, pictures, facts and texts, energy certificate, floor plans, contact and agency. */
export function ExposeDocument({ input }: { input: ExposeInput }) {
  const { listing, agency, draft } = input;
  const company = companyLabel(agency, brand.name);
  return (
    <Document
      title={`Exposé: ${listing.title}${draft ? ' (Entwurf)' : ''}`}
      author={company}
      subject={[listing.objectNumber && `Objekt-Nr. ${listing.objectNumber}`, `${listing.postcode} ${placeName(listing)}`]
        .filter(Boolean)
        .join(' · ')}
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
          <ExposeDetails input={input} company={company} breakBefore={input.pictures.length > 1} />
          {input.floorPlans.length > 0 && <FloorPlans plans={input.floorPlans} />}
          <ContactAndAgency input={input} company={company} />
        </View>
      </Page>
    </Document>
  );
}
