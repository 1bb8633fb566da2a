import { randomUUID } from 'node:crypto';
import type { TransferLogEntry } from '../../src/shared/openimmo/openimmoApi';
import type { Db } from '../db/database';
import type { ListingRecord } from './exportListing';
import type { SentListing, TransferPlan } from './transferPlan';

interface LogRow {
  id: string;
  portal_id: string;
  portal_name: string;
  umfang: 'VOLL' | 'TEIL';
  reason: string;
  status: TransferLogEntry['status'];
  started_at: number;
  finished_at: number | null;
  listings: number;
  changes: number;
  deletions: number;
  references_sent: number;
  file_name: string | null;
  error: string | null;
}

const entryOf = (row: LogRow): TransferLogEntry => ({
  id: row.id,
  portalId: row.portal_id,
  portalName: row.portal_name,
  umfang: row.umfang,
  reason: row.reason,
  status: row.status,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  listings: row.listings,
  changes: row.changes,
  deletions: row.deletions,
  references: row.references_sent,
  fileName: row.file_name,
  error: row.error,
});

/**
 * The transfer log staff read and what each portal holds: SQLite tables here (SqliteTransferLedger), Firestore
 * collections in Firebase mode (server/openimmo/firestoreTransferLedger.ts). A transfer's success and the portal's new holdings
 * are stored together or not at all.
 */
export interface TransferLedger {
  sent(portalId: string): Promise<Map<string, SentListing>> | Map<string, SentListing>;
  /** A new log line, status running; answers its id. */
  start(portal: { id: string; name: string }, umfang: 'VOLL' | 'TEIL', reason: string, now?: number): Promise<string> | string;
  succeeded(id: string, portalId: string, plan: TransferPlan, fileName: string | null, now?: number): Promise<void> | void;
  failed(id: string, error: string, now?: number): Promise<void> | void;
  /** The newest log lines of all portals, newest first. */
  recent(limit: number): Promise<TransferLogEntry[]> | TransferLogEntry[];
  entry(id: string): Promise<TransferLogEntry | null> | TransferLogEntry | null;
  /** When this portal last got a successful transfer for this reason (for the nightly VOLL). */
  lastSuccess(portalId: string, reason: string): Promise<number | null> | number | null;
}

/** The counts a log line keeps of a successful transfer. */
export function planCounts(plan: TransferPlan) {
  const count = (aktion: string) => plan.items.filter((item) => item.aktion === aktion).length;
  return { listings: plan.items.length, changes: count('CHANGE') + count(''), deletions: count('DELETE'), references: count('REFERENZ') };
}

/** The error text a log line keeps: the server's words, not a novel. */
export const loggedError = (error: string) => error.slice(0, 2_000);

/** The transfer log and what each portal holds in the embedded backend (tables of migration 10). */
export class SqliteTransferLedger implements TransferLedger {
  constructor(private readonly db: Db) {}

  sent(portalId: string): Map<string, SentListing> {
    const rows = this.db
      .prepare('SELECT property_id, aktion, fingerprint, record FROM openimmo_sent WHERE portal_id = ?')
      .all(portalId) as {
      property_id: string;
      aktion: string;
      fingerprint: string;
      record: string;
    }[];
    return new Map(
      rows.map((row) => [
        row.property_id,
        { propertyId: row.property_id, aktion: row.aktion, fingerprint: row.fingerprint, record: JSON.parse(row.record) as ListingRecord },
      ]),
    );
  }

  start(portal: { id: string; name: string }, umfang: 'VOLL' | 'TEIL', reason: string, now = Date.now()): string {
    const id = randomUUID();
    this.db
      .prepare(
        "INSERT INTO openimmo_transfers (id, portal_id, portal_name, umfang, reason, status, started_at) VALUES (?, ?, ?, ?, ?, 'running', ?)",
      )
      .run(id, portal.id, portal.name, umfang, reason, now);
    return id;
  }

  /** The transfer arrived: the log line and the portal's holdings change together, or not at all. */
  succeeded(id: string, portalId: string, plan: TransferPlan, fileName: string | null, now = Date.now()) {
    const counts = planCounts(plan);
    this.db.transaction(() => {
      this.db
        .prepare(
          "UPDATE openimmo_transfers SET status = 'success', finished_at = ?, listings = ?, changes = ?, deletions = ?, references_sent = ?, file_name = ? WHERE id = ?",
        )
        .run(now, counts.listings, counts.changes, counts.deletions, counts.references, fileName, id);
      this.db.prepare('DELETE FROM openimmo_sent WHERE portal_id = ?').run(portalId);
      const insert = this.db.prepare(
        'INSERT INTO openimmo_sent (portal_id, property_id, aktion, fingerprint, record, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
      );
      for (const entry of plan.after)
        insert.run(portalId, entry.propertyId, entry.aktion, entry.fingerprint, JSON.stringify(entry.record), now);
    })();
  }

  failed(id: string, error: string, now = Date.now()) {
    this.db
      .prepare("UPDATE openimmo_transfers SET status = 'failed', finished_at = ?, error = ? WHERE id = ?")
      .run(now, loggedError(error), id);
  }

  log(portalId?: string, limit = 50): TransferLogEntry[] {
    const rows = (
      portalId
        ? this.db
            .prepare('SELECT * FROM openimmo_transfers WHERE portal_id = ? ORDER BY started_at DESC, rowid DESC LIMIT ?')
            .all(portalId, limit)
        : this.db.prepare('SELECT * FROM openimmo_transfers ORDER BY started_at DESC, rowid DESC LIMIT ?').all(limit)
    ) as LogRow[];
    return rows.map(entryOf);
  }

  recent(limit: number): TransferLogEntry[] {
    return this.log(undefined, limit);
  }

  entry(id: string): TransferLogEntry | null {
    const row = this.db.prepare('SELECT * FROM openimmo_transfers WHERE id = ?').get(id) as LogRow | undefined;
    return row ? entryOf(row) : null;
  }

  lastSuccess(portalId: string, reason: string): number | null {
    return (
      (this.db
        .prepare("SELECT max(finished_at) FROM openimmo_transfers WHERE portal_id = ? AND reason = ? AND status = 'success'")
        .pluck()
        .get(portalId, reason) as number | null) ?? null
    );
  }
}
