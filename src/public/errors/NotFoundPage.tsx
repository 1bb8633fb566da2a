import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { ListResult } from '../../shared/data/publicData';
import { offerPath } from '../../shared/resources/propertyScopes';
import { routePath } from '../../shared/routes/routeTable';
import { usePublicDataAccess } from '../data/PublicDataContext';
import { missingOfferType, notFoundOffersParams } from '../data/notFound';
import { publicListKey } from '../data/publicQueries';
import { QuickSearch } from '../home/QuickSearch';
import { SiteFrame } from '../layouts/SiteFrame';
import type { ListingCard } from '../listings/listingCard';
import { PropertyCard, PropertyGrid } from '../listings/PropertyCard';
import { ActionLink } from '../ui/Action';
import Box from '../ui/Box';
import Container from '../ui/Container';
import Typography from '../ui/Typography';

/**
 * The offers the 404's loader read; none when that read failed. Read without fetching: the not-found page must
 * not fail (or wait) for want of its suggestions.
 */
function useSuggestedOffers(pathname: string): ListingCard[] {
  const { cache } = usePublicDataAccess();
  const key = publicListKey('properties', notFoundOffersParams(missingOfferType(cache, pathname)));
  const snapshot = () => cache.entry(key);
  const entry = useSyncExternalStore(cache.subscribe, snapshot, snapshot);
  return (entry?.data as ListResult<ListingCard> | undefined)?.data ?? [];
}

/** A 404 inside the site's frame: what is missing, the quick search, current offers and the way to the agency. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const offers = useSuggestedOffers(pathname);
  const missingOffer = pathname.startsWith(`${routePath('angebote')}/`);
  return (
    <SiteFrame layout="default">
      <Box sx={{ bgcolor: 'background.sand', borderBottom: 1, borderColor: 'divider', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <div>
            <Typography variant="h1" sx={{ fontSize: { xs: 'clamp(1.65rem, 7.5vw, 2rem)', md: '2.75rem' }, mb: 2 }}>
              {missingOffer ? 'Dieses Angebot gibt es nicht mehr' : 'Diese Seite gibt es nicht'}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, color: 'text.secondary', overflowWrap: 'anywhere' }}>
              Die Seite <Box component="code" sx={{ fontFamily: 'inherit', fontWeight: 600, color: 'text.primary' }}>{pathname}</Box> gibt es nicht
              {missingOffer ? ' mehr: Das Angebot ist vermarktet oder zurückgezogen.' : ' oder nicht mehr.'}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
              <ActionLink to={routePath('angebote')}>Alle aktuellen Angebote</ActionLink>
              <ActionLink to={routePath('kontakt')} variant="outlined">
                Kontakt aufnehmen
              </ActionLink>
              <ActionLink to="/" variant="text">
                Zur Startseite
              </ActionLink>
            </Box>
          </div>
          <QuickSearch />
        </Container>
      </Box>
      {offers.length > 0 && (
        <Container component="section" maxWidth="lg" aria-labelledby="aktuelle-angebote" sx={{ py: { xs: 5, md: 7 } }}>
          <Typography id="aktuelle-angebote" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 3 }}>
            {missingOffer ? 'Diese Angebote könnten Sie interessieren' : 'Aktuelle Angebote'}
          </Typography>
          <PropertyGrid>
            {offers.map((offer) => (
              <PropertyCard key={offer.id} listing={offer} to={offerPath(offer.id)} />
            ))}
          </PropertyGrid>
        </Container>
      )}
    </SiteFrame>
  );
}
