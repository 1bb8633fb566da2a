import Box from '../ui/Box';
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from '../brand/Logo';

/** A single card on a quiet background, for sign-in. */
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
      </Box>
    </Box>
  );
}
