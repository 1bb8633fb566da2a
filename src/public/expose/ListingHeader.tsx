import Box from '../ui/Box';
import Typography from '../ui/Typography';
import type { PropertyRecord } from '../../shared/resources/properties';
import { colors } from '../../shared/theme/palette';
import { Badge, StatusBadge } from '../listings/StatusBadge';
import { marketingBadge } from '../../shared/listings/marketingBadge';
import { placeName, streetLine } from '../../shared/listings/places';

/** Badges, title and place of an exposé or reference. */
export function ListingHeader({ listing, titleId }: { listing: PropertyRecord; titleId: string }) {
  const street = streetLine(listing);
  const address = street ? `${street}, ` : '';
  const marketing = marketingBadge(listing, 'page');
  return (
    <Box sx={{ mb: { xs: 2.5, md: 3.5 } }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        {marketing && <Badge bg={colors.sand}>{marketing}</Badge>}
        {listing.isNewBuild && <Badge bg={colors.primary}>Neubau</Badge>}
        <StatusBadge status={listing.status} />
      </Box>
      <Typography id={titleId} variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.1rem', md: '2.5rem' }, maxWidth: 900 }}>
        {listing.title}
      </Typography>
      {/* A long object number (up to 30 characters) wraps instead of widening a phone's page. */}
      <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
        {address}
        {listing.postcode}&nbsp;{placeName(listing)}
        {listing.objectNumber && (
          <>
            {' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              · Objekt-Nr.
            </Box>
            &nbsp;{listing.objectNumber}
          </>
        )}
      </Typography>
    </Box>
  );
}
