import { keyframes } from '@emotion/react';
import { useRef } from 'react';
import { NavLink } from 'react-router';
import { focusRing, roundButtonSx } from '../ui/styles';
import Box from '../ui/Box';
import GlobalStyles from '../ui/GlobalStyles';
import { Icon } from '../ui/Icon';
import { contactNavItem, legalNavigation, mainNavigation, withSubItems } from './navigation';

/** Material Design icon paths (Apache License 2.0). */
const closeIcon = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

export const MENU_DIALOG_ID = 'menue';

/** Opens and closes the menu dialog by the platform's invoker commands, without the page's code (MenuButton). */
export const menuCommand = (command: 'show-modal' | 'close') => ({ commandfor: MENU_DIALOG_ID, command });

/** While the menu is open the page behind does not scroll. */
const noScrollBehind = { [`html:has(#${MENU_DIALOG_ID}[open])`]: { overflow: 'hidden' } };

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const linkSx = {
  display: 'block',
  py: 1.5,
  color: 'text.primary',
  textDecoration: 'none',
  fontSize: '1.15rem',
  borderBottom: 1,
  borderColor: 'divider',
  '&.active': { color: 'primary.dark', fontWeight: 600 },
  '&:focus-visible': focusRing,
};

/**
 * The phone navigation: a panel from the right in a native modal <dialog>, in the server's HTML and opened by the menu
 * button's invoker command (`commandfor`), so it answers the first tap before any of the page's code runs. The
 * platform does the rest: focus stays inside, Escape and a tap beside the panel (`closedby="any"`) close it, the page
 * behind is inert, and focus returns to the menu button. A link closes it too: once the page's code runs, links
 * navigate within the page.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();

  return (
    <Box
      component="dialog"
      ref={dialogRef}
      id={MENU_DIALOG_ID}
      closedby="any"
      aria-label="Menü"
      sx={{
        m: 0,
        ml: 'auto',
        p: 0,
        border: 0,
        width: 'min(88vw, 360px)',
        maxWidth: '100%',
        height: '100%',
        maxHeight: '100%',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: '0 8px 10px -5px rgba(0,0,0,0.2), 0 16px 24px 2px rgba(0,0,0,0.14), 0 6px 30px 5px rgba(0,0,0,0.12)',
        overflowY: 'auto',
        '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' },
        '@media (prefers-reduced-motion: no-preference)': { '&[open]': { animation: `${slideIn} 225ms cubic-bezier(0, 0, 0.2, 1)` } },
      }}
    >
      <GlobalStyles styles={noScrollBehind} />
      <Box id="mobile-menu" component="nav" aria-label="Hauptnavigation" sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Box
            component="button"
            type="button"
            aria-label="Menü schließen"
            {...menuCommand('close')}
            sx={{
              ...roundButtonSx,
              bgcolor: 'transparent',
              color: 'rgba(0, 0, 0, 0.54)',
              '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.04)' },
            }}
          >
            <Icon path={closeIcon} />
          </Box>
        </Box>
        {withSubItems([...mainNavigation, contactNavItem, ...legalNavigation]).map((item) => (
          <Box key={item.to} component={NavLink} to={item.to} onClick={close} sx={item.nested ? { ...linkSx, pl: 3, fontSize: '1rem' } : linkSx}>
            {item.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
