import Box from '../ui/Box';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from './breadcrumbData';
import { HOME_CRUMB } from './breadcrumbData';
import { noPrint, textLinkSx } from '../ui/styles';

/** Where the page sits in the site; the last entry is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const trail = [HOME_CRUMB, ...crumbs];
  return (
    <Box component="nav" aria-label="Brotkrumennavigation" sx={{ mb: 2, ...noPrint }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75, fontSize: '0.9rem', color: 'text.secondary' }}>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <Box component="li" key={crumb.path} sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0, overflowWrap: 'anywhere' }}>
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <Box component={RouterLink} to={crumb.path} sx={textLinkSx}>
                    {crumb.name}
                  </Box>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
