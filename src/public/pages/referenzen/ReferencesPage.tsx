import Box from '../../ui/Box';
import Container from '../../ui/Container';
import Typography from '../../ui/Typography';
import { referencePath } from '../../../shared/resources/propertyScopes';
import { deferredCallToAction } from '../../deferred/deferredSections';
import { PageIntro } from '../../layouts/PageIntro';
import { PropertyCard, PropertyGrid } from '../../listings/PropertyCard';
import { usePublicList } from '../../data/usePublicData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { referencesParams } from '../../data/pageQueries';
import { VALUATION_PATH } from '../../forms/contactLinks';
import type { ListingCard } from '../../listings/listingCard';


function ReferencesPage() {
  const references = usePublicList<ListingCard>('properties', referencesParams).data;
  return (
    <>
      <PageIntro title="Erfolgreich vermittelte Immobilien" crumbs={[crumbs.references]}>
        Eine Auswahl der Wohnungen und Häuser, die wir in Köln verkauft und vermietet haben – oft schneller und zu besseren Konditionen,
        als unsere Auftraggeber erwartet hatten.
      </PageIntro>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {references.length === 0 ? (
          <Typography>Unsere Referenzen werden gerade zusammengestellt. Gern erzählen wir Ihnen persönlich von vergleichbaren Objekten.</Typography>
        ) : (
          <PropertyGrid>
            {references.map((reference, index) => (
              <PropertyCard key={reference.id} listing={reference} to={referencePath(reference.id)} headingLevel="h2" priority={index === 0} />
            ))}
          </PropertyGrid>
        )}
      </Container>
      <Box sx={{ mt: { xs: 2, md: 4 } }}>
        <deferredCallToAction.Part
          id="referenzen-cta"
          title="Ihre Immobilie könnte die nächste Referenz sein"
          text="Wir bewerten Ihre Wohnung oder Ihr Haus kostenlos und zeigen Ihnen, wie wir sie vermarkten würden."
          action={{ label: 'Kostenlose Bewertung anfragen', to: VALUATION_PATH }}
        />
      </Box>
    </>
  );
}

export default ReferencesPage;
