/**
 * The visitor's answer to the statistics question, kept in a first-party cookie "consent".
 * Remembering a choice the visitor asked us to remember is strictly necessary (§ 25 Abs. 2 Nr. 2
 * TDDDG), so the cookie itself needs no consent. The server reads it too, so a page rendered for
 * a visitor who has chosen holds the banner hidden (no flash).
 */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_COOKIE = 'consent';

/** 365 days: never longer than twelve calendar months, whichever day the choice was made. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

/**
 * The Set-Cookie text for `document.cookie`. Lax (not Strict): a visitor following a link from
 * another site must still be recognised, or the banner would greet them again. Secure whenever the
 * page is a secure context (HTTPS, and http://localhost, where browsers accept Secure cookies); on
 * plain HTTP elsewhere a Secure cookie would be dropped and the banner would never go away.
 */
export function serializeConsentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Stores the answer in the browser, for the server to read on the next request. */
export function storeConsentInBrowser(choice: ConsentChoice) {
  document.cookie = serializeConsentCookie(choice, { secure: window.isSecureContext });
}

/**
 * The consent banner's controls answer from the page's one small script (src/app/boot.ts) before the application has
 * started: a tap on one takes effect in that frame, and the application takes the click over once it runs.
 * - The banner's element id. The server renders the banner on every page, hidden once the visitor has answered, so
 *   that "Datenschutz-Einstellungen" can show it at once.
 * - CONSENT_CHOICE_ATTRIBUTE marks the banner's answers: "granted" and "denied" are stored at once (the answer holds
 *   even if the visitor leaves the page before the code runs) and hide the banner; "unchanged" only hides it.
 * - CONSENT_SETTINGS_ATTRIBUTE marks the buttons that reopen the banner.
 */
export const CONSENT_BANNER_ID = 'datenschutz-einstellungen';
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';
