import Box from '../ui/Box';
import Typography from '../ui/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatArea, formatRooms } from '../../shared/format/numbers';
import type { PreloadImage } from '../../shared/meta/pageMeta';
import type { ListingCard } from './listingCard';
import { colors } from '../../shared/theme/palette';
import { placeName } from '../../shared/listings/places';
import { headlinePrice } from '../../shared/listings/price';
import { buyerCommissionShort } from '../../shared/listings/exposeFacts';
import { isCurrentOffer } from '../../shared/resources/propertyScopes';
import { marketingBadge } from '../../shared/listings/marketingBadge';
import { ImagePlaceholder, ResponsiveImage } from '../images/ResponsiveImage';
import { Badge, StatusBadge } from './StatusBadge';
import { cardSx, focusRing } from '../ui/styles';

/** The first card's picture, for the head of a page whose list starts above the fold. */
export const cardImagePreload = (listing: ListingCard | undefined): PreloadImage | undefined => {
  const image = listing?.images[0];
  return image ? { href: image.src, srcset: image.srcset, sizes: CARD_IMAGE_SIZES } : undefined;
};

export const CARD_IMAGE_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 100vw';

interface PropertyCardProps {
  listing: ListingCard;
  to: string;
  /** h2 on a list page, h3 inside a section. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page are in view at once. */
  priority?: boolean;
}

/** A listing in a grid: picture, badges, title, place, facts and price. The whole card is one link. */
export function PropertyCard({ listing, to, headingLevel = 'h3', priority = false }: PropertyCardProps) {
  const price = headlinePrice(listing);
  // Offers state it (the broker contract, BGH I ZR 30/15); a reference's card does not.
  const commission = isCurrentOffer(listing) ? buyerCommissionShort(listing) : null;
  const image = listing.images[0];
  const marketing = marketingBadge(listing, 'card');
  const facts = [listing.rooms != null && formatRooms(listing.rooms), listing.livingArea != null && `${formatArea(listing.livingArea)} Wohnfläche`].filter(
    Boolean,
  ) as string[];
  return (
    <Box
      component="article"
      data-testid="property-card"
      sx={{
        ...cardSx,
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 160ms ease, transform 160ms ease',
        '&:hover': { boxShadow: '0 12px 32px rgba(35,33,27,0.14)', transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: '0 12px 32px rgba(35,33,27,0.14)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        {image ? <ResponsiveImage image={image} sizes={CARD_IMAGE_SIZES} ratio="3 / 2" priority={priority} /> : <ImagePlaceholder />}
        <Box sx={{ position: 'absolute', top: 12, left: 12, display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          {marketing && <Badge>{marketing}</Badge>}
          {listing.isNewBuild && <Badge bg={colors.primary}>Neubau</Badge>}
          <StatusBadge status={listing.status} />
        </Box>
      </Box>
      <Box sx={{ p: { xs: 2.25, md: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {placeName(listing)}
        </Typography>
        <Typography component={headingLevel} sx={{ fontFamily: 'h3.fontFamily', fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.3 }}>
          <Box
            component={RouterLink}
            to={to}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              // The link covers the card, so the whole card is one target and one tab stop.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': focusRing,
            }}
          >
            {listing.title}
          </Box>
        </Typography>
        {facts.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {facts.join(' · ')}
          </Typography>
        )}
        {price && (
          <Typography sx={{ mt: 'auto', pt: 1.5, borderTop: 1, borderColor: 'divider', fontSize: '1.05rem' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {price.label}{' '}
            </Box>
            <Box component="strong" sx={{ fontWeight: 700 }}>
              {price.value}
            </Box>
            {commission && (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem', mt: 0.25 }}>
                {commission}
              </Box>
            )}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function PropertyGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}
