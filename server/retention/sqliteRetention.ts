import type { RetentionCounts, RetentionRun } from '../../src/shared/privacy/retention';
import { inquiries } from '../../src/shared/resources/inquiries';
import { AnalyticsRepository } from '../analytics/analyticsRepository';
import type { Db } from '../db/database';
import { SEARCH_TABLE } from '../db/searchIndex';
import { HistoryStore } from '../history/historyStore';
import type { RetentionCutoffs, RetentionStore } from './retentionStore';

interface ExpiredInquiry {
  id: string;
  topic: string | null;
  property: string | null;
  created_at: string;
  updated_at: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Retention on the embedded database: one transaction per run, so a crash deletes all of it or nothing; freed pages
 * are zeroed (secure_delete, server/db/database.ts) and the search index is merged so no deleted word lingers.
 */
export class SqliteRetention implements RetentionStore {
  private readonly history: HistoryStore;
  private readonly analytics: AnalyticsRepository;

  constructor(private readonly db: Db) {
    this.history = new HistoryStore(db);
    this.analytics = new AnalyticsRepository(db);
  }

  async purge(cutoffs: RetentionCutoffs): Promise<RetentionCounts> {
    const counts = this.db.transaction((): RetentionCounts => {
      const found = this.db
        .prepare(
          `SELECT id, json_extract(data, '$.topic') AS topic, json_extract(data, '$.property') AS property, created_at, updated_at
           FROM documents WHERE collection = ? AND updated_at < ?`,
        )
        .all(inquiries.name, iso(Math.max(cutoffs.inquiries, cutoffs.valuations))) as ExpiredInquiry[];
      const expired = found.filter((row) => row.updated_at < iso(row.topic === 'bewertung' ? cutoffs.valuations : cutoffs.inquiries));
      const result: RetentionCounts = { inquiries: 0, valuations: 0, mails: 0, history: 0 };
      const removeDocument = this.db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
      const removeMails = this.db.prepare("DELETE FROM outbox WHERE related_collection = ? AND related_id = ? AND status <> 'pending'");
      for (const row of expired) {
        this.analytics.countExpiredInquiry(row.created_at, row.property);
        removeDocument.run(inquiries.name, row.id);
        result.history += this.history.purgeRecord(inquiries.name, row.id);
        result.mails += removeMails.run(inquiries.name, row.id).changes;
        result[row.topic === 'bewertung' ? 'valuations' : 'inquiries'] += 1;
      }
      // A mail still waiting is still needed; every other one goes when its time is up.
      result.mails += this.db.prepare("DELETE FROM outbox WHERE created_at < ? AND status <> 'pending'").run(cutoffs.mails).changes;
      this.db.prepare('DELETE FROM mail_files WHERE sha256 NOT IN (SELECT sha256 FROM outbox_attachments)').run();
      if (expired.length) this.db.prepare(`INSERT INTO ${SEARCH_TABLE} (${SEARCH_TABLE}) VALUES ('optimize')`).run();
      return result;
    })();
    if (counts.inquiries + counts.valuations + counts.mails) this.db.pragma('wal_checkpoint(TRUNCATE)');
    return counts;
  }

  async lastRun(): Promise<RetentionRun | null> {
    const row = this.db.prepare('SELECT day, at, counts FROM retention_runs ORDER BY at DESC LIMIT 1').get() as
      { day: string; at: number; counts: string } | undefined;
    return row ? { day: row.day, at: iso(row.at), counts: JSON.parse(row.counts) as RetentionCounts } : null;
  }

  async recordRun(run: RetentionRun): Promise<void> {
    this.db
      .prepare('INSERT OR REPLACE INTO retention_runs (day, at, counts) VALUES (?, ?, ?)')
      .run(run.day, Date.parse(run.at), JSON.stringify(run.counts));
  }
}
