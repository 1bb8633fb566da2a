import Box from '../ui/Box';
import { Link as RouterLink } from 'react-router';
import { routePath } from '../../shared/routes/routeTable';
import { colors } from '../../shared/theme/palette';
import { focusRing, visuallyHidden } from '../ui/styles';
import { offerSearchParams, PAGE_SIZE, type OfferSearch } from './offerSearch';
import { pageWindow } from './pageWindow';

const hrefFor = (search: OfferSearch, page: number) => {
  const query = offerSearchParams({ ...search, page }).toString();
  return `${routePath('angebote')}${query ? `?${query}` : ''}`;
};

const itemSx = {
  minWidth: 44,
  height: 44,
  px: 1.5,
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { borderColor: colors.ink },
  '&:focus-visible': focusRing,
} as const;

/** Page links that keep the filters; real links, so crawlers and the back button follow them. */
export function Pagination({ search, total }: { search: OfferSearch; total: number }) {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  const current = Math.min(search.page, pages);
  return (
    <Box component="nav" aria-label="Seiten der Angebotsliste" sx={{ mt: 5 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        {current > 1 && (
          <li>
            <Box component={RouterLink} to={hrefFor(search, current - 1)} sx={itemSx} rel="prev">
              ‹ Zurück
            </Box>
          </li>
        )}
        {pageWindow(current, pages).map((page, index) => (
          <li key={page === 'gap' ? `gap-${index}` : page}>
            {page === 'gap' ? (
              <Box component="span" aria-hidden="true" sx={{ ...itemSx, border: 0, px: 0.5, minWidth: 0 }}>
                …
              </Box>
            ) : page === current ? (
              <Box component="span" aria-current="page" sx={{ ...itemSx, bgcolor: colors.ink, color: '#fff', borderColor: colors.ink }}>
                <Box component="span" sx={visuallyHidden}>
                  Seite{' '}
                </Box>
                {page}
              </Box>
            ) : (
              <Box component={RouterLink} to={hrefFor(search, page)} sx={itemSx} aria-label={`Seite ${page}`}>
                {page}
              </Box>
            )}
          </li>
        ))}
        {current < pages && (
          <li>
            <Box component={RouterLink} to={hrefFor(search, current + 1)} sx={itemSx} rel="next">
              Weiter ›
            </Box>
          </li>
        )}
      </Box>
    </Box>
  );
}
