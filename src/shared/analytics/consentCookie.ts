/**
 * The visitor's answer to the statistics question, kept in a first-party cookie "consent".
 * Remembering a choice the visitor asked us to remember is strictly necessary (§ 25 Abs. 2 Nr. 2
 * TDDDG), so the cookie itself needs no consent. The server reads it too, so a page rendered for
 * a visitor who has chosen never contains the banner (no flash).
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
 * Marks the banner's "Akzeptieren" and "Ablehnen" buttons with their answer: src/app/boot.ts stores a
 * click on one before the page's code has started, so the answer holds even if the visitor leaves the
 * page before the code takes the click over.
 */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
