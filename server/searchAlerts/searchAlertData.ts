import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { ListingFacts, OfferCriteria } from '../../src/shared/search/offerCriteria';
import type { AlertChange, NewAlert } from '../../src/shared/search/alertSchemas';
import type { OutgoingMail } from '../mail/outgoingMail';
import type { TokenLookup, TokenPurpose } from './alertTokens';
import type { Listing } from './listingChanges';
import type { AlertRow } from '../../src/shared/search/alertRow';

/** A mail and the token its links carry: stored together or not at all. */
export interface TokenMail {
  token: string;
  mail: OutgoingMail;
}

/** A listing the run announces to a request: noted for the digest ("täglich") or mailed at once with `mail`. */
export interface AlertMatch {
  alert: AlertRow;
  digest: boolean;
  mail?: TokenMail;
}

/**
 * What the visitors' routes (searchAlertRoutes.ts) and the job (alertRun.ts) need of a backend, in the units that
 * must be atomic: a request with its confirmation mail, a token used once, a deletion with everything that belongs
 * to the request. The embedded backend keeps it in SQLite and its outbox (sqliteAlertData.ts), Firebase mode in
 * server-only Firestore collections and the extension's `mail` collection (server/searchAlerts/firestoreAlertData.ts).
 * Whether a listing meets a request is decided by one rule (matchesCriteria), which SQLite runs as MATCH_SQL.
 */
export interface SearchAlertData {
  /** Stores the request, its confirmation token and mail together; answers the request's id. */
  create(alert: NewAlert, origin: string, now: number, confirmation: TokenMail): Promise<string>;
  /** Requests created for the address's mailbox (mailboxOf: any `+tag`, case, Gmail's dots) since `since` (one confirmation per mailbox and hour). */
  recentRequestsFor(email: string, since: number): Promise<number>;
  get(id: string): Promise<AlertRow | undefined>;
  lookUpToken(token: string, purpose: TokenPurpose, now: number): Promise<TokenLookup>;
  /** Uses the confirmation token once and confirms its request; false when another request used it first. */
  confirm(token: string, alertId: string, now: number): Promise<boolean>;
  /** A click on a management link: the request is wanted (the 12-month question starts again). */
  touch(id: string, now: number): Promise<void>;
  update(id: string, change: AlertChange): Promise<void>;
  /** Deletes the request with its tokens, announced listings and mails; false when there was none. */
  delete(id: string): Promise<boolean>;
  /** The criteria of every confirmed request that may want this marketing type (the public demand figures). */
  activeCriteria(marketingType: string): Promise<OfferCriteria[]>;

  /** The agency's settings, for the mails. */
  settings(): Promise<Partial<SettingsRecord> | undefined>;
  listing(id: string): Promise<Listing | undefined>;
  /** The listings that became news since the last look (listingChanges.ts); the first look only takes note. */
  listingsToAnnounce(): Promise<Listing[]>;
  /** The confirmed requests the listing meets that have not had it yet. */
  matching(listing: Listing & ListingFacts): Promise<AlertRow[]>;
  /** Notes the listing for each request (once per request) and stores the mails of those not noted before. */
  recordMatches(listingId: string, matches: readonly AlertMatch[], now: number): Promise<void>;
  /** Requests with listings waiting for the digest, and those listings. */
  pendingDigests(): Promise<{ alert: AlertRow; propertyIds: string[] }[]>;
  /** Clears the request's waiting listings and stores its digest mail (none when nothing is left to show). */
  digestSent(alertId: string, digest: TokenMail | undefined, now: number): Promise<void>;
  /** The Cologne day of the last digest run, and noting it. */
  digestDay(): Promise<string | undefined>;
  setDigestDay(day: string): Promise<void>;
  /** Confirmed requests without a click since `before` that were not asked yet. */
  dueForReminder(before: number): Promise<AlertRow[]>;
  /** Notes the 12-month question and stores its mail. */
  reminded(id: string, now: number, question: TokenMail | undefined): Promise<void>;
  /**
   * Deletes unconfirmed requests created before `unconfirmedBefore` and those asked before `unansweredBefore`
   * without an answer (with all that belongs to them), and old tokens; answers how many requests went.
   */
  clean(unconfirmedBefore: number, unansweredBefore: number, now: number): Promise<number>;
}
