import Box from '../ui/Box';
import Container from '../ui/Container';
import Typography from '../ui/Typography';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../shared/brand/brand';
import { offerPath } from '../../shared/resources/propertyScopes';
import { colors } from '../../shared/theme/palette';
import { eyebrowSx, focusRing } from '../ui/styles';
import { placeName } from '../../shared/listings/places';
import { headlinePrice } from '../../shared/listings/price';
import { QuickSearch } from './QuickSearch';
import type { ListingCard } from '../listings/listingCard';
import { ResponsiveImage } from '../images/ResponsiveImage';

/** A transparent pixel: phones get it instead of the large picture they would not show. */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** The highlight's picture shows from this width on; the page's head preloads it only there. */
export const HERO_IMAGE_MEDIA = '(min-width: 900px)';
export const HERO_IMAGE_SIZES = '(min-width: 1200px) 540px, 45vw';

/** Tagline, promise and quick search; on wide screens beside a current highlight. */
export function Hero({ highlight }: { highlight: ListingCard | undefined }) {
  const image = highlight?.images[0];
  const price = highlight && headlinePrice(highlight);
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ background: `linear-gradient(165deg, ${colors.sand} 0%, #efe9d6 60%, #e4dbbd 100%)`, pt: { xs: 5, md: 9 }, pb: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 4, md: 6 }, alignItems: 'center', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1.05fr 0.95fr' } }}>
        <Box>
          <Typography component="p" sx={{ ...eyebrowSx, mb: 1.5 }}>
            Immobilienmakler in Köln
          </Typography>
          <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: 'clamp(1.6rem, 8.2vw, 2.1rem)', sm: '2.6rem', md: '3.25rem' }, lineHeight: 1.1, hyphens: 'auto', overflowWrap: 'break-word' }}>
            {brand.tagline}
          </Typography>
          <Typography sx={{ mt: 2.5, mb: { xs: 3.5, md: 4.5 }, maxWidth: 560, fontSize: { xs: '1.075rem', md: '1.2rem' }, color: 'text.secondary' }}>
            Wir verkaufen und vermieten Wohnungen, Häuser und Neubauprojekte in allen Kölner Veedeln – persönlich, transparent und mit
            einer Bewertung, auf die Sie sich verlassen können.
          </Typography>
          <QuickSearch />
        </Box>
        {highlight && image && (
          <Box component="figure" sx={{ m: 0, position: 'relative', display: { xs: 'none', md: 'block' } }}>
            <picture>
              {/* With a width descriptor and sizes: the HTML checker reads the data URL's comma as a second candidate. */}
              <source media={`not all and ${HERO_IMAGE_MEDIA}`} srcSet={`${EMPTY_IMAGE} 1w`} sizes="1px" />
              <ResponsiveImage
                image={image}
                sizes={HERO_IMAGE_SIZES}
                priority
                ratio="4 / 5"
                sx={{ borderRadius: 3, boxShadow: '0 24px 60px rgba(35,33,27,0.22)' }}
              />
            </picture>
            <Box
              component="figcaption"
              sx={{ position: 'absolute', left: -28, bottom: 32, maxWidth: 320, bgcolor: '#fff', borderRadius: 2, p: 2.5, boxShadow: '0 12px 32px rgba(35,33,27,0.18)' }}
            >
              <Typography component="span" sx={{ ...eyebrowSx, display: 'block', fontSize: '0.72rem', mb: 0.5 }}>
                Aktuell im Angebot · {placeName(highlight)}
              </Typography>
              <Box component={RouterLink} to={offerPath(highlight.id)} sx={{ color: 'text.primary', fontWeight: 700, textDecorationThickness: 1, '&:focus-visible': focusRing }}>
                {highlight.title}
              </Box>
              {price && (
                <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                  {price.label} {price.value}
                </Typography>
              )}
            </Box>
          </Box>
        )}
      </Container>
    </Box>
  );
}
