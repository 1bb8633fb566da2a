import type { Capability } from '../auth/rolePolicy';
import type { MailKind } from '../mail/outbox';

/** Search requests (docs/search-alerts.md): the request documents, also the `related.collection` of their mails. */
export const ALERTS_COLLECTION = 'searchAlerts';
/** Their links' tokens, keyed by SHA-256. */
export const ALERT_TOKENS_COLLECTION = 'searchAlertTokens';
/** Which listing was announced to which request (`{alertId}_{propertyId}`), and what waits for the digest. */
export const ALERT_MATCHES_COLLECTION = 'searchAlertMatches';
/** The job's own state: what it saw of the listings, the day of the last digest. */
export const ALERT_STATE_COLLECTION = 'searchAlertState';
/** The OpenImmo transfer log (docs/openimmo.md): one document per transfer, its id sorting by start time. */
export const OPENIMMO_TRANSFERS_COLLECTION = 'openimmoTransfers';
/** What a successful transfer left at a portal, one document per listing (`{transferId}_{propertyId}`). */
export const OPENIMMO_SENT_COLLECTION = 'openimmoSent';
/** Per portal (document id: the portal's id) which transfer's holdings are current, and when each reason last succeeded. */
export const OPENIMMO_HOLDINGS_COLLECTION = 'openimmoHoldings';
/** Leases of jobs one Cloud Run instance at a time runs (server/jobs/firestoreLease.ts). */
export const LEASE_COLLECTION = 'jobLeases';
/** "Vorschau": a form's unsaved values for 30 minutes, keyed by the SHA-256 of the link's token (server/preview/firestorePreviewStore.ts). */
export const PREVIEWS_COLLECTION = 'previews';
/** Data requests (docs/privacy.md): one note per erasure, without the address, only its HMAC (server/privacy/firestorePersonalData.ts). */
export const PRIVACY_ERASURES_COLLECTION = 'privacyErasures';
/** The key of those HMACs: one document, made by the first erasure (`erasure`). */
export const PRIVACY_KEYS_COLLECTION = 'privacyKeys';
/** The daily retention job's runs (docs/privacy.md, "Retention"): one document per Cologne day (server/retention/firestoreRetention.ts). */
export const RETENTION_RUNS_COLLECTION = 'retentionRuns';
/**
 * What is left of the inquiries the retention job deleted, for the statistics: one document per Cologne day they came
 * in, with how many in all and per offer, nothing of the person.
 */
export const EXPIRED_INQUIRY_COUNTS_COLLECTION = 'expiredInquiryCounts';

/**
 * Collections in Firebase mode that no resource declares: written by the server's own account (FIREBASE_MAIL_ACCOUNT)
 * alone, never by visitors. `staff` names the capability (src/shared/auth/rolePolicy.ts) with which staff list them in
 * the dashboard and delete them on a subscriber's demand (DSGVO Art. 17), and their mails with them; `mailKinds` are the mails the server's account may write about a document of the
 * collection. firestore.rules' blocks for them are generated from this list (server/firebase/firestoreRules.ts).
 */
export interface ServerCollection {
  name: string;
  staff?: Capability;
  mailKinds?: readonly MailKind[];
  /**
   * Kept for good: the server's account creates and reads documents but never changes or deletes one, so an erasure
   * note is never rewritten and the key its hash was made with never replaced.
   */
  kept?: boolean;
  /**
   * Counters: the server's account creates and reads documents and raises their `total`, but never lowers it or deletes
   * one, so a count of deleted records cannot be rewritten.
   */
  counter?: boolean;
  /** For the comment in firestore.rules. */
  about: string;
}

export const serverCollections: readonly ServerCollection[] = [
  {
    name: ALERTS_COLLECTION,
    staff: 'inquiries',
    mailKinds: ['search-alert-confirm', 'search-alert', 'search-alert-digest', 'search-alert-reminder'],
    about: 'search requests',
  },
  { name: ALERT_TOKENS_COLLECTION, staff: 'inquiries', about: 'the hashed tokens of the search requests’ links' },
  { name: ALERT_MATCHES_COLLECTION, staff: 'inquiries', about: 'the listings announced to each search request' },
  { name: ALERT_STATE_COLLECTION, about: 'the search-alert job’s state' },
  { name: LEASE_COLLECTION, about: 'the job leases' },
  { name: OPENIMMO_TRANSFERS_COLLECTION, about: 'the OpenImmo transfer log (staff read it through the server)' },
  { name: OPENIMMO_SENT_COLLECTION, about: 'what each portal holds after a transfer' },
  { name: OPENIMMO_HOLDINGS_COLLECTION, about: 'which transfer each portal’s holdings come from' },
  { name: PREVIEWS_COLLECTION, about: 'the previews of unsaved forms (staff open them through the server)' },
  { name: PRIVACY_ERASURES_COLLECTION, kept: true, about: 'the notes of data erasures (DSGVO Art. 17), without the address' },
  { name: PRIVACY_KEYS_COLLECTION, kept: true, about: 'the key of the erasure notes’ address hashes' },
  {
    name: RETENTION_RUNS_COLLECTION,
    kept: true,
    about: 'the daily retention runs and what each deleted (staff see them through the server)',
  },
  {
    name: EXPIRED_INQUIRY_COUNTS_COLLECTION,
    counter: true,
    about: 'how many inquiries of each day (and offer) the retention job deleted, without the person',
  },
];
