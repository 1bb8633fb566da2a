import Box from '../ui/Box';
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from '../brand/Logo';
import { legalNavigation } from './navigation';

/** A single card on a quiet background, for sign-in and the Suchauftrag, with the legal links every page carries. */
export function SimpleLayout() {
  return (
    <Box
      data-layout="simple"
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.sand', px: 2, py: 6 }}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Box component={RouterLink} to="/" sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <Logo height={56} />
        </Box>
        <Box sx={{ p: { xs: 3, sm: 4 }, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Outlet />
        </Box>
        <Box component="nav" aria-label="Rechtliches" sx={{ mt: 2.5 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1 }}>
            {legalNavigation.map((item) => (
              <li key={item.to}>
                <Box component={RouterLink} to={item.to} sx={{ color: 'text.secondary', fontSize: '0.9rem', textUnderlineOffset: '3px' }}>
                  {item.label}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
