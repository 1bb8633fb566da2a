import {
  CONSENT_BANNER_ID,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_SETTINGS_ATTRIBUTE,
  parseConsent,
  storeConsentInBrowser,
} from '../shared/analytics/consentCookie';

/** The settings button that showed the banner: the focus goes back to it once the visitor has answered. */
let opener: HTMLElement | null = null;

/**
 * The consent banner's controls answered by the page's one small script, before the application runs (./boot.ts hands
 * it each click, and the application takes the click over once it has started): an answer is stored and the banner is
 * hidden in the same frame; "Datenschutz-Einstellungen" shows the banner, which the server renders hidden once the
 * visitor has answered. The focus goes where the banner's component sends it (src/public/consent/ConsentBanner.tsx).
 */
export function answerConsentControl(clicked: HTMLElement) {
  const banner = document.getElementById(CONSENT_BANNER_ID);
  if (!banner) return;
  if (clicked.hasAttribute(CONSENT_SETTINGS_ATTRIBUTE)) {
    opener = clicked;
    banner.hidden = false;
    return;
  }
  const answer = clicked.getAttribute(CONSENT_CHOICE_ATTRIBUTE);
  if (answer === null || !banner.contains(clicked)) return;
  const choice = parseConsent(answer);
  if (choice) storeConsentInBrowser(choice);
  const focusInside = banner.contains(document.activeElement);
  banner.hidden = true;
  if (focusInside) (opener ?? document.querySelector('main'))?.focus({ preventScroll: true });
  opener = null;
}
