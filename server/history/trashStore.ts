import type { TrashEntry } from '../../src/shared/history/changes';
import type { Db } from '../db/database';

interface Row {
  resource: string;
  record_id: string;
  title: string;
  record: string;
  deleted_at: number;
  deleted_by_id: string | null;
  deleted_by_name: string;
  expires_at: number;
}

const toEntry = (row: Row): TrashEntry => ({
  resource: row.resource,
  recordId: row.record_id,
  title: row.title,
  record: JSON.parse(row.record) as Record<string, unknown>,
  deletedAt: row.deleted_at,
  deletedBy: { staffId: row.deleted_by_id, name: row.deleted_by_name },
  expiresAt: row.expires_at,
});

/** The Papierkorb (migration 13): deleted records, whole, until they expire. */
export class TrashStore {
  constructor(private readonly db: Db) {}

  /** A record deleted again after a restore replaces its former entry. */
  put(entry: TrashEntry) {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO trash (resource, record_id, title, record, deleted_at, deleted_by_id, deleted_by_name, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        entry.resource,
        entry.recordId,
        entry.title,
        JSON.stringify(entry.record),
        entry.deletedAt,
        entry.deletedBy.staffId,
        entry.deletedBy.name,
        entry.expiresAt,
      );
  }

  get(resource: string, recordId: string): TrashEntry | undefined {
    const row = this.db.prepare('SELECT * FROM trash WHERE resource = ? AND record_id = ?').get(resource, recordId) as Row | undefined;
    return row && toEntry(row);
  }

  /** Everything restorable at `now`, newest deletion first. */
  list(now: number): TrashEntry[] {
    return (this.db.prepare('SELECT * FROM trash WHERE expires_at > ? ORDER BY deleted_at DESC').all(now) as Row[]).map(toEntry);
  }

  remove(resource: string, recordId: string) {
    this.db.prepare('DELETE FROM trash WHERE resource = ? AND record_id = ?').run(resource, recordId);
  }

  expired(now: number): { resource: string; recordId: string }[] {
    return (this.db.prepare('SELECT resource, record_id FROM trash WHERE expires_at <= ?').all(now) as Row[]).map((row) => ({
      resource: row.resource,
      recordId: row.record_id,
    }));
  }
}
