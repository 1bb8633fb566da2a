import { randomBytes } from 'node:crypto';
import type { FieldChange, HistoryAction, HistoryAuthor, HistoryEntry } from '../../src/shared/history/changes';
import type { Db } from '../db/database';

/** A row of the history table (migration 13). */
export interface HistoryRow {
  seq: number;
  id: string;
  resource: string;
  record_id: string;
  action: HistoryAction;
  author_id: string | null;
  author_name: string;
  at: number;
  changes: string;
}

export const historyEntryOf = (row: HistoryRow): HistoryEntry => ({
  id: row.id,
  resource: row.resource,
  recordId: row.record_id,
  action: row.action,
  author: { staffId: row.author_id, name: row.author_name },
  at: row.at,
  changes: JSON.parse(row.changes) as FieldChange[],
});

/**
 * The append-only change history (migration 13). Nothing here updates an entry; the database's triggers refuse
 * UPDATE always and DELETE unless `purgeRecord` has set its marker in the same transaction, so no other code
 * path (nor a mistaken one) can rewrite who changed what.
 */
export class HistoryStore {
  constructor(private readonly db: Db) {}

  append(entry: {
    resource: string;
    recordId: string;
    action: HistoryAction;
    author: HistoryAuthor;
    at: number;
    changes: FieldChange[];
  }): HistoryEntry {
    const id = randomBytes(12).toString('base64url');
    this.db
      .prepare('INSERT INTO history (id, resource, record_id, action, author_id, author_name, at, changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(
        id,
        entry.resource,
        entry.recordId,
        entry.action,
        entry.author.staffId,
        entry.author.name,
        entry.at,
        JSON.stringify(entry.changes),
      );
    return { id, ...entry };
  }

  /** A record's entries, newest first. */
  list(resource: string, recordId: string): HistoryEntry[] {
    const rows = this.db
      .prepare('SELECT * FROM history WHERE resource = ? AND record_id = ? ORDER BY seq DESC')
      .all(resource, recordId) as HistoryRow[];
    return rows.map(historyEntryOf);
  }

  /** Retention: removes a record's whole history (an inquiry's personal data goes with the inquiry). */
  purgeRecord(resource: string, recordId: string): number {
    return this.db.transaction(() => {
      this.db.prepare('INSERT INTO history_purge (marker) VALUES (1)').run();
      const { changes } = this.db.prepare('DELETE FROM history WHERE resource = ? AND record_id = ?').run(resource, recordId);
      this.db.prepare('DELETE FROM history_purge').run();
      return changes;
    })();
  }
}
