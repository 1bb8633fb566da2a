import type { RetentionCounts, RetentionRun } from '../../src/shared/privacy/retention';

/** Instants (milliseconds since 1970) before which a kind of record has expired. */
export interface RetentionCutoffs {
  /** Inquiries whose last change is older. */
  inquiries: number;
  /** Valuation requests (inquiries with topic "bewertung") whose last change is older. */
  valuations: number;
  /** Outbox mails made before, once sent or given up. */
  mails: number;
}

/**
 * The daily retention job's store, behind one seam (docs/privacy.md, "Retention"): the embedded database
 * (sqliteRetention.ts) or Firestore with the server's account (server/retention/firestoreRetention.ts).
 */
export interface RetentionStore {
  /**
   * Deletes every expired inquiry with its history and the mails about it, and expired mails, everywhere; an inquiry
   * leaves only an anonymous count (day, offer) for the statistics. Answers how many went.
   */
  purge(cutoffs: RetentionCutoffs): Promise<RetentionCounts>;
  /** The latest run, for the dashboard's overview and to run once a day. */
  lastRun(): Promise<RetentionRun | null>;
  recordRun(run: RetentionRun): Promise<void>;
}
