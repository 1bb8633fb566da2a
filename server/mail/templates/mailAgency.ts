import type { SettingsRecord } from '../../../src/shared/resources/settings';

/** What the mails take from the agency's settings; any of it may still be missing on a fresh installation. */
export type MailAgency = Partial<
  Pick<
    SettingsRecord,
    | 'companyName'
    | 'legalForm'
    | 'representatives'
    | 'street'
    | 'postcode'
    | 'city'
    | 'phone'
    | 'email'
    | 'openingHours'
    | 'registerCourt'
    | 'registerNumber'
    | 'vatId'
    | 'withdrawalNotice'
  >
>;

/** The site's origin for links in a mail (PUBLIC_URL or the request's), or null when unknown. */
export type SiteOrigin = string | null;

/** The lines of a multi-line settings text, without empty ones. */
export const linesOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
