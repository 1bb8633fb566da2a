import Box from '../../ui/Box';
import Container from '../../ui/Container';
import Typography from '../../ui/Typography';
import { useSearchParams } from 'react-router';
import { offerPath } from '../../../shared/resources/propertyScopes';
import { routePath } from '../../../shared/routes/routeTable';
import { PageIntro } from '../../layouts/PageIntro';
import { PropertyCard, PropertyGrid } from '../../listings/PropertyCard';
import { usePublicList } from '../../data/usePublicData';
import { OfferFilters, OfferSort } from '../../offers/OfferFilters';
import { criteriaOfSearch, offerListParams, parseOfferSearch } from '../../offers/offerSearch';
import { SearchAlertForm } from '../../searchAlerts/SearchAlertForm';
import { Pagination } from '../../offers/Pagination';
import { crumbs } from '../../breadcrumbs/crumbs';
import { contactWithTopic } from '../../forms/contactLinks';
import { ActionLink } from '../../ui/Action';
import type { ListingCard } from '../../listings/listingCard';


function EmptyState() {
  return (
    <Box sx={{ textAlign: 'center', bgcolor: 'background.sand', borderRadius: 2, px: 3, py: { xs: 5, md: 7 } }}>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.5rem' }}>
        Zu dieser Suche haben wir gerade kein passendes Angebot
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, color: 'text.secondary', maxWidth: 560, mx: 'auto' }}>
        Viele Immobilien vermitteln wir, bevor sie online erscheinen. Erweitern Sie Ihre Suche oder sagen Sie uns, was Sie suchen – wir
        melden uns, sobald etwas Passendes frei wird.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <ActionLink to={routePath('angebote')} variant="outlined">
          Alle Angebote zeigen
        </ActionLink>
        <ActionLink to={contactWithTopic('allgemein')} variant="contained">
          Suchauftrag besprechen
        </ActionLink>
      </Box>
    </Box>
  );
}

function OffersPage() {
  const [searchParams] = useSearchParams();
  const search = parseOfferSearch(searchParams);
  const { data: offers, total } = usePublicList<ListingCard>('properties', offerListParams(search));
  return (
    <>
      <PageIntro title="Aktuelle Immobilienangebote in Köln" crumbs={[crumbs.offers]}>
        Wohnungen und Häuser zum Kauf und zur Miete – von Lindenthal bis Rodenkirchen, sorgfältig geprüft und ausführlich beschrieben.
      </PageIntro>
      <Container maxWidth="lg" sx={{ mt: { xs: -3, md: -4 }, pb: { xs: 6, md: 10 } }}>
        <OfferFilters search={search} />
        <SearchAlertForm key={searchParams.toString()} criteria={criteriaOfSearch(search)} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
          <Typography component="p" role="status" data-testid="offer-count" sx={{ fontWeight: 700 }}>
            {total === 1 ? '1 Angebot gefunden' : `${total} Angebote gefunden`}
          </Typography>
          <OfferSort search={search} />
        </Box>
        {offers.length === 0 ? (
          <EmptyState />
        ) : (
          <PropertyGrid>
            {offers.map((offer, index) => (
              <PropertyCard key={offer.id} listing={offer} to={offerPath(offer.id)} headingLevel="h2" priority={index === 0} />
            ))}
          </PropertyGrid>
        )}
        <Pagination search={search} total={total} />
      </Container>
    </>
  );
}

export default OffersPage;
