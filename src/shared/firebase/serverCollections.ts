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
/** Leases of jobs one Cloud Run instance at a time runs (server/firebase/firestoreLease.ts). */
export const LEASE_COLLECTION = 'jobLeases';
/** "Vorschau": a form's unsaved values for 30 minutes, keyed by the SHA-256 of the link's token (server/firebase/firestorePreviewStore.ts). */
export const PREVIEWS_COLLECTION = 'previews';

/**
 * Collections in Firebase mode that no resource declares: written by the server's own account (FIREBASE_MAIL_ACCOUNT)
 * alone, never by visitors. `staff: 'read-delete'` lets staff list them in the dashboard and delete on a subscriber's
 * demand (DSGVO Art. 17); `mailKinds` are the mails the server's account may write about a document of the
 * collection. firestore.rules' blocks for them are generated from this list (server/firebase/firestoreRules.ts).
 */
export interface ServerCollection {
  name: string;
  staff: 'none' | 'read-delete';
  mailKinds?: readonly MailKind[];
  /** For the comment in firestore.rules. */
  about: string;
}

export const serverCollections: readonly ServerCollection[] = [
  {
    name: ALERTS_COLLECTION,
    staff: 'read-delete',
    mailKinds: ['search-alert-confirm', 'search-alert', 'search-alert-digest', 'search-alert-reminder'],
    about: 'search requests',
  },
  { name: ALERT_TOKENS_COLLECTION, staff: 'read-delete', about: 'the hashed tokens of the search requests’ links' },
  { name: ALERT_MATCHES_COLLECTION, staff: 'read-delete', about: 'the listings announced to each search request' },
  { name: ALERT_STATE_COLLECTION, staff: 'none', about: 'the search-alert job’s state' },
  { name: LEASE_COLLECTION, staff: 'none', about: 'the job leases' },
  { name: OPENIMMO_TRANSFERS_COLLECTION, staff: 'none', about: 'the OpenImmo transfer log (staff read it through the server)' },
  { name: OPENIMMO_SENT_COLLECTION, staff: 'none', about: 'what each portal holds after a transfer' },
  { name: OPENIMMO_HOLDINGS_COLLECTION, staff: 'none', about: 'which transfer each portal’s holdings come from' },
  { name: PREVIEWS_COLLECTION, staff: 'none', about: 'the previews of unsaved forms (staff open them through the server)' },
];
