import Box from '../../ui/Box';
import Container from '../../ui/Container';
import Typography from '../../ui/Typography';
import { useParams } from 'react-router';
import { isReference, referencePath } from '../../../shared/resources/propertyScopes';
import type { PropertyRecord } from '../../../shared/resources/properties';
import { Breadcrumbs } from '../../breadcrumbs/Breadcrumbs';
import { CallToAction } from '../../sections/CallToAction';
import { sanitizeRichText } from '../../content/richText';
import { usePublicRecord } from '../../data/usePublicData';
import { exposeGridSx } from '../../expose/exposeLayout';
import { keyFacts } from '../../../shared/listings/exposeFacts';
import { ExposeSection, RichText } from '../../expose/ExposeSection';
import { FactList } from '../../expose/FactList';
import { FeatureList } from '../../expose/FeatureList';
import { Gallery } from '../../expose/Gallery';
import { ListingHeader } from '../../expose/ListingHeader';
import { PriceBox } from '../../expose/PriceBox';
import { contactWithTopic, VALUATION_PATH } from '../../forms/contactLinks';
import { crumbs } from '../../breadcrumbs/crumbs';


function ReferencePage() {
  const { id = '' } = useParams();
  const listing = usePublicRecord<PropertyRecord>('properties', id);
  if (!listing || !isReference(listing)) return null;
  const sold = listing.status === 'verkauft';
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 2.5, md: 4 }, pb: { xs: 5, md: 7 } }}>
        <Breadcrumbs crumbs={[crumbs.references, { name: listing.title, path: referencePath(listing.id) }]} />
        <Box component="article" aria-labelledby="referenz-titel">
          <ListingHeader listing={listing} titleId="referenz-titel" />
          <Box sx={exposeGridSx}>
            <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
              <Gallery images={listing.images} title={listing.title} />
            </Box>
            <Box component="aside" aria-label="Eckdaten der Vermittlung" sx={{ gridArea: 'aside' }}>
              <PriceBox listing={listing}>
                <Typography sx={{ fontWeight: 700 }}>{sold ? 'Erfolgreich verkauft' : 'Erfolgreich vermietet'}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  Sie möchten {sold ? 'verkaufen' : 'vermieten'}? Wir beraten Sie gern zu einer vergleichbaren Immobilie.
                </Typography>
              </PriceBox>
            </Box>
            <Box sx={{ gridArea: 'details', minWidth: 0 }}>
              <ExposeSection id="eckdaten" title="Eckdaten">
                <FactList facts={keyFacts(listing).filter((fact) => fact.label !== 'Verfügbar ab')} />
              </ExposeSection>
              {listing.description && (
                <ExposeSection id="beschreibung" title="Über das Objekt">
                  <RichText html={sanitizeRichText(listing.description)} />
                </ExposeSection>
              )}
              {listing.features.length > 0 && (
                <ExposeSection id="ausstattung" title="Ausstattung">
                  <FeatureList features={listing.features} />
                </ExposeSection>
              )}
              {listing.locationDescription && (
                <ExposeSection id="lage" title="Lage">
                  <RichText html={sanitizeRichText(listing.locationDescription)} />
                </ExposeSection>
              )}
            </Box>
          </Box>
        </Box>
      </Container>
      <CallToAction
        id="referenz-cta"
        title={sold ? 'Sie denken über einen Verkauf nach?' : 'Sie möchten Ihre Wohnung vermieten?'}
        text={
          sold
            ? 'Wir ermitteln den Marktwert Ihrer Immobilie kostenlos und unverbindlich – auf Basis aktueller Kölner Verkaufspreise.'
            : 'Wir finden geprüfte Mieterinnen und Mieter und kümmern uns um Besichtigungen, Unterlagen und Mietvertrag.'
        }
        action={sold ? { label: 'Kostenlose Bewertung anfragen', to: VALUATION_PATH } : { label: 'Vermietung anfragen', to: contactWithTopic('vermietung') }}
      />
    </>
  );
}

export default ReferencePage;
