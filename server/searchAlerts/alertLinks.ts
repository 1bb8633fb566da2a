/**
 * Where the links of a search request's mails lead. The page gets its token in the fragment (never sent to a server,
 * never in a log); the one-click unsubscribe of RFC 8058 is a POST to the API, so the token sits in its query.
 */
export const ALERT_PAGE = '/suchauftrag';
export const ONE_CLICK_PATH = '/api/suchauftraege/abmelden';

export type AlertPageAction = 'bestaetigen' | 'verwalten' | 'abmelden';

export const alertPageLink = (origin: string, action: AlertPageAction, token: string) => `${origin}${ALERT_PAGE}#${action}=${token}`;
export const oneClickLink = (origin: string, token: string) => `${origin}${ONE_CLICK_PATH}?token=${token}`;
