import { Link as RouterLink, NavLink } from 'react-router';
import { Logo } from '../brand/Logo';
import { ActionLink } from '../ui/Action';
import { noPrint, roundButtonSx } from '../ui/styles';
import Box from '../ui/Box';
import Container from '../ui/Container';
import { Icon } from '../ui/Icon';
import { MENU_DIALOG_ID, menuCommand, MobileMenu } from './MobileMenu';
import { contactNavItem, mainNavigation } from './navigation';

/** Material Design icon paths (Apache License 2.0). */
const menuIcon = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const expandIcon = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

const navLinkSx = {
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
} as const;

const subMenuSx = {
  position: 'absolute',
  top: '100%',
  left: 0,
  m: 0,
  p: 1,
  listStyle: 'none',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  boxShadow: '0 8px 24px rgba(35,33,27,0.12)',
  clipPath: 'inset(50%)',
} as const;

/**
 * Phones and tablets get the menu button, desktops (from 1024 px, the "desktop" breakpoint)
 * the navigation bar. Both are in the HTML and CSS media queries pick one, so the server's
 * page is right at every width without knowing the device, and nothing moves on hydration.
 */
const compactOnly = { display: { xs: 'grid', desktop: 'none' } } as const;
const desktopOnly = { display: { xs: 'none', desktop: 'flex' } } as const;

export function SiteHeader() {
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, zIndex: 1100, ...noPrint }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, height: { xs: 64, md: 80 } }}>
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'block', mr: 'auto', '& > svg': { height: { xs: 40, desktop: 48 }, width: 'auto' } }}
        >
          <Logo height={40} />
        </Box>
        <Box
          component="button"
          type="button"
          aria-label="Menü öffnen"
          aria-haspopup="dialog"
          aria-controls={MENU_DIALOG_ID}
          {...menuCommand('show-modal')}
          sx={{
            ...roundButtonSx,
            ...compactOnly,
            mr: -1,
            bgcolor: 'transparent',
            color: 'text.primary',
            '&:hover': { bgcolor: 'rgba(35,33,27,0.06)' },
          }}
        >
          <Icon path={menuIcon} />
        </Box>
        <MobileMenu />
        <Box component="nav" aria-label="Hauptnavigation" sx={{ ...desktopOnly, alignItems: 'center', gap: 0.5 }}>
          {mainNavigation.map((item) =>
            item.sub ? (
              // The sub-pages open under their item on hover and while a link in it has the keyboard focus; hidden by
              // clipping, not by display, so screen readers and the Tab key reach them without a script.
              <Box key={item.to} sx={{ position: 'relative', '&:hover > ul, &:focus-within > ul': { clipPath: 'none' } }}>
                <Box component={NavLink} to={item.to} sx={{ ...navLinkSx, display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
                  {item.label}
                  <Icon path={expandIcon} fontSize="small" />
                </Box>
                <Box component="ul" aria-label={item.label} sx={subMenuSx}>
                  {item.sub.map((sub) => (
                    <li key={sub.to}>
                      <Box component={NavLink} to={sub.to} sx={{ ...navLinkSx, display: 'block', whiteSpace: 'nowrap' }}>
                        {sub.label}
                      </Box>
                    </li>
                  ))}
                </Box>
              </Box>
            ) : (
              <Box key={item.to} component={NavLink} to={item.to} sx={navLinkSx}>
                {item.label}
              </Box>
            ),
          )}
          <ActionLink to={contactNavItem.to} variant="contained" sx={{ ml: 1.5 }}>
            {contactNavItem.label}
          </ActionLink>
        </Box>
      </Container>
    </Box>
  );
}
