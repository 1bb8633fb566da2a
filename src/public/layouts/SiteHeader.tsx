import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { Logo } from '../../shared/brand/Logo';
import { importWithReload } from '../../shared/chunks/importWithReload';
import { isCompactViewport } from '../../shared/viewport/breakpoints';
import { useViewport } from '../../shared/viewport/ViewportProvider';
import { focusRing, noPrint } from '../components/styles';
import { contactNavItem, mainNavigation } from './navigation';
import { ActionLink } from '../components/Action';

// The drawer pulls in MUI's modal machinery; phones load it on the first tap only.
const MobileMenu = lazy(() => importWithReload(() => import('./MobileMenu')));

export function SiteHeader() {
  const compact = isCompactViewport(useViewport());
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, zIndex: 1100, ...noPrint }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, height: { xs: 64, md: 80 } }}>
        <Box component={RouterLink} to="/" aria-label="Zur Startseite" sx={{ display: 'block', mr: 'auto' }}>
          <Logo height={compact ? 40 : 48} />
        </Box>
        {compact ? (
          <>
            <Box
              component="button"
              type="button"
              aria-label="Menü öffnen"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
              sx={{
                mr: -1,
                width: 48,
                height: 48,
                display: 'grid',
                placeItems: 'center',
                border: 0,
                borderRadius: '50%',
                bgcolor: 'transparent',
                color: 'text.primary',
                cursor: 'pointer',
                '&:hover': { bgcolor: 'rgba(35,33,27,0.06)' },
                '&:focus-visible': focusRing,
              }}
            >
              <MenuIcon />
            </Box>
            {menuOpen && (
              <Suspense fallback={null}>
                <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
              </Suspense>
            )}
          </>
        ) : (
          <Box component="nav" aria-label="Hauptnavigation" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {mainNavigation.map((item) => (
              <Box
                key={item.to}
                component={NavLink}
                to={item.to}
                sx={{
                  px: 1.25,
                  py: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  fontWeight: 500,
                  borderBottom: 2,
                  borderColor: 'transparent',
                  '&.active': { borderColor: 'primary.main' },
                  '&:hover': { color: 'primary.dark' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2, borderRadius: 1 },
                }}
              >
                {item.label}
              </Box>
            ))}
            <ActionLink to={contactNavItem.to} variant="contained" sx={{ ml: 1.5 }}>
              {contactNavItem.label}
            </ActionLink>
          </Box>
        )}
      </Container>
    </Box>
  );
}
