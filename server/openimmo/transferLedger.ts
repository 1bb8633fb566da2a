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

/** The transfer log and what each portal holds (tables of migration 10). */
export class TransferLedger {
  constructor(private readonly db: Db) {}

  sent(portalId: string): Map<string, SentListing> {
    const rows = this.db.prepare('SELECT property_id, aktion, fingerprint, record FROM openimmo_sent WHERE portal_id = ?').all(portalId) as {
      property_id: string;
      aktion: string;
      fingerprint: string;
      record: string;
    }[];
    return new Map(rows.map((row) => [row.property_id, { propertyId: row.property_id, aktion: row.aktion, fingerprint: row.fingerprint, record: JSON.parse(row.record) as ListingRecord }]));
  }

  start(portal: { id: string; name: string }, umfang: 'VOLL' | 'TEIL', reason: string, now = Date.now()): string {
    const id = randomUUID();
    this.db
      .prepare("INSERT INTO openimmo_transfers (id, portal_id, portal_name, umfang, reason, status, started_at) VALUES (?, ?, ?, ?, ?, 'running', ?)")
      .run(id, portal.id, portal.name, umfang, reason, now);
    return id;
  }

  /** The transfer arrived: the log line and the portal's holdings change together, or not at all. */
  succeeded(id: string, portalId: string, plan: TransferPlan, fileName: string | null, now = Date.now()) {
    const count = (aktion: string) => plan.items.filter((item) => item.aktion === aktion).length;
    this.db.transaction(() => {
      this.db
        .prepare("UPDATE openimmo_transfers SET status = 'success', finished_at = ?, listings = ?, changes = ?, deletions = ?, references_sent = ?, file_name = ? WHERE id = ?")
        .run(now, plan.items.length, count('CHANGE') + count(''), count('DELETE'), count('REFERENZ'), fileName, id);
      this.db.prepare('DELETE FROM openimmo_sent WHERE portal_id = ?').run(portalId);
      const insert = this.db.prepare('INSERT INTO openimmo_sent (portal_id, property_id, aktion, fingerprint, record, sent_at) VALUES (?, ?, ?, ?, ?, ?)');
      for (const entry of plan.after) insert.run(portalId, entry.propertyId, entry.aktion, entry.fingerprint, JSON.stringify(entry.record), now);
    })();
  }

  failed(id: string, error: string, now = Date.now()) {
    this.db.prepare("UPDATE openimmo_transfers SET status = 'failed', finished_at = ?, error = ? WHERE id = ?").run(now, error.slice(0, 2_000), id);
  }

  log(portalId?: string, limit = 50): TransferLogEntry[] {
    const rows = (
      portalId
        ? this.db.prepare('SELECT * FROM openimmo_transfers WHERE portal_id = ? ORDER BY started_at DESC, rowid DESC LIMIT ?').all(portalId, limit)
        : this.db.prepare('SELECT * FROM openimmo_transfers ORDER BY started_at DESC, rowid DESC LIMIT ?').all(limit)
    ) as LogRow[];
    return rows.map(entryOf);
  }

  /** When this portal last got a successful transfer of this kind (for the nightly VOLL). */
  lastSuccess(portalId: string, reason: string): number | null {
    return (this.db.prepare("SELECT max(finished_at) FROM openimmo_transfers WHERE portal_id = ? AND reason = ? AND status = 'success'").pluck().get(portalId, reason) as number | null) ?? null;
  }
}
