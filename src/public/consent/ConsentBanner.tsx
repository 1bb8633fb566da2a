import Box from '../ui/Box';
import Container from '../ui/Container';
import GlobalStyles from '../ui/GlobalStyles';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { isBannerVisible } from '../analytics/consentState';
import { routePath } from '../../shared/routes/routeTable';
import { CONSENT_BANNER_ID, CONSENT_CHOICE_ATTRIBUTE } from '../../shared/analytics/consentCookie';
import { ActionButton } from '../ui/Action';
import { noPrint, textLinkSx, visuallyHidden } from '../ui/styles';
import { MAIN_CONTENT_ID } from '../layouts/SkipLink';
import { consentCopy } from './consentCopy';
import { useConsentState, useConsentStore } from './ConsentProvider';

const TITLE_ID = `${CONSENT_BANNER_ID}-titel`;

/** While the bar shows, anchors and the keyboard focus stop above it instead of behind it. */
const scrollPadding = {
  [`html:has(#${CONSENT_BANNER_ID}:not([hidden]))`]: { scrollPaddingBottom: '14rem', '@media (min-width: 900px)': { scrollPaddingBottom: '8rem' } },
};

/**
 * The consent question on the first visit: a plain bar, not a dialog, so the page stays usable
 * behind it. It is the frame's first element after the skip link (keyboard users reach it at once)
 * but shows at the bottom: `order` puts it last in the frame's column and `sticky` keeps it in
 * view while it scrolls, yet in the flow, so at the end of the page it sits below the footer and
 * never hides anything for good. "Akzeptieren" and "Ablehnen" look exactly alike.
 * Once the visitor has answered it stays in the page, hidden and with their answer, so that the page's one small
 * script can show it at once when "Datenschutz-Einstellungen" is tapped, and hide it at once on an answer
 * (src/app/bootConsent.ts); the marked buttons tell that script what they do.
 */
export function ConsentBanner() {
  const store = useConsentStore();
  const state = useConsentState();
  const region = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Opened by a settings button: the focus moves into the bar, so keyboard and screen-reader users land in it.
  useEffect(() => {
    if (!state.settingsOpen) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    region.current?.focus({ preventScroll: true });
  }, [state.settingsOpen]);

  const visible = isBannerVisible(state);

  /** After an answer the bar is gone: the focus goes back where it came from, not to the page's start. */
  const finish = (action: () => void) => {
    const returnTo = state.settingsOpen ? opener.current : document.getElementById(MAIN_CONTENT_ID);
    const focusInside = region.current?.contains(document.activeElement) ?? false;
    action();
    if (focusInside) returnTo?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state.settingsOpen) finish(store.closeSettings);
  };

  return (
    <Box
      component="section"
      ref={region}
      id={CONSENT_BANNER_ID}
      hidden={!visible}
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      sx={{
        order: 1,
        position: 'sticky',
        bottom: 0,
        zIndex: 1150,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -10px 30px rgba(35,33,27,0.14)',
        outline: 'none',
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 3px ${theme.palette.primary.dark}` },
        ...noPrint,
      }}
    >
      <GlobalStyles styles={scrollPadding} />
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 1.5, md: 2 },
          display: 'grid',
          gap: { xs: 1.25, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ fontSize: { xs: '0.9rem', md: '0.95rem' }, lineHeight: 1.45 }}>
          {/* On a phone every line counts: the heading is for screen readers there, the question speaks for itself. */}
          <Box component="h2" id={TITLE_ID} sx={{ m: 0, mb: 0.25, fontSize: '1rem', fontWeight: 700, '@media (max-width: 599.95px)': visuallyHidden }}>
            Datenschutz-Einstellungen
          </Box>
          <Box component="p" sx={{ m: 0 }}>
            {consentCopy.question} {consentCopy.detail} Mehr in der{' '}
            <Box component={RouterLink} to={routePath('datenschutz')} sx={textLinkSx}>
              Datenschutzerklärung
            </Box>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              ; ändern können Sie Ihre Wahl jederzeit im Seitenfuß
            </Box>
            .
          </Box>
          {state.choice && (
            <Box component="p" sx={{ m: 0, mt: 0.5, fontWeight: 600 }}>
              Ihre bisherige Wahl: {state.choice === 'granted' ? 'zugestimmt' : 'abgelehnt'}.
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, minWidth: { md: 320 } }}>
          <ActionButton {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }} onClick={() => finish(() => store.choose('granted'))}>
            Akzeptieren
          </ActionButton>
          <ActionButton {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'denied' }} onClick={() => finish(() => store.choose('denied'))}>
            Ablehnen
          </ActionButton>
          {state.choice && (
            <ActionButton
              {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'unchanged' }}
              variant="text"
              onClick={() => finish(store.closeSettings)}
              sx={{ gridColumn: '1 / -1', textDecoration: 'underline', textUnderlineOffset: 3 }}
            >
              Ohne Änderung schließen
            </ActionButton>
          )}
        </Box>
      </Container>
    </Box>
  );
}
