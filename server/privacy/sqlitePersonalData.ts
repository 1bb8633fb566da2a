import { createHmac, randomBytes } from 'node:crypto';
import type { ErasureCounts, ErasureNote, FoundMail, PersonalDataReport, StoredRecord } from '../../src/shared/privacy/personalData';
import { countsOf } from '../../src/shared/privacy/personalData';
import { inquiries } from '../../src/shared/resources/inquiries';
import { withdrawals } from '../../src/shared/resources/withdrawals';
import { summaryOf, type AlertRow } from '../../src/shared/search/alertRow';
import type { Db } from '../db/database';
import { SEARCH_TABLE } from '../db/searchIndex';
import { historyEntryOf, type HistoryRow } from '../history/historyStore';
import { outboxEntryOf } from '../mail/outboxViews';
import { redact, secretsOf, type Row as OutboxRow } from '../mail/outboxRow';
import type { PersonalDataStore } from './personalDataStore';

/** The collections of visitors' records that carry an `email` field. */
const RECORD_COLLECTIONS = [inquiries.name, withdrawals.name] as const;

interface DocumentRow {
  collection: string;
  id: string;
  data: string;
  created_at: string;
}
interface TrashRow {
  resource: string;
  record_id: string;
  record: string;
  deleted_at: number;
}

/** What one lookup found, with the keys the erasure deletes by. */
interface Found {
  report: PersonalDataReport;
  documents: { collection: string; id: string }[];
  trash: { resource: string; recordId: string }[];
  historySeqs: number[];
  mailIds: string[];
  alertIds: string[];
}

const normalized = (email: string) => email.trim().toLowerCase();

/**
 * Data requests on the embedded database: everything stored about an address (documents and their Papierkorb
 * entries, change history, outbox, search requests), and its erasure in one transaction, after which no byte of it is
 * left in the file: secure_delete zeroes freed pages, the search index is merged so its deleted entries go too, and a
 * checkpoint empties the write-ahead log.
 */
export class SqlitePersonalData implements PersonalDataStore {
  constructor(private readonly db: Db) {}

  async find(email: string): Promise<PersonalDataReport> {
    return this.lookup(email).report;
  }

  async erase(email: string, by: string): Promise<ErasureCounts> {
    const counts = this.db.transaction(() => {
      const found = this.lookup(email);
      const removeDocument = this.db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
      for (const { collection, id } of found.documents) removeDocument.run(collection, id);
      const removeTrash = this.db.prepare('DELETE FROM trash WHERE resource = ? AND record_id = ?');
      for (const { resource, recordId } of found.trash) removeTrash.run(resource, recordId);
      // The history's triggers refuse a DELETE unless the retention marker is set in the same transaction.
      this.db.prepare('INSERT INTO history_purge (marker) VALUES (1)').run();
      const removeEntry = this.db.prepare('DELETE FROM history WHERE seq = ?');
      for (const seq of found.historySeqs) removeEntry.run(seq);
      this.db.prepare('DELETE FROM history_purge').run();
      const removeMail = this.db.prepare('DELETE FROM outbox WHERE id = ?');
      for (const id of found.mailIds) removeMail.run(id);
      this.db.prepare('DELETE FROM mail_files WHERE sha256 NOT IN (SELECT sha256 FROM outbox_attachments)').run();
      const removeAlert = this.db.prepare('DELETE FROM search_alerts WHERE id = ?');
      for (const id of found.alertIds) removeAlert.run(id);
      const counts = countsOf(found.report);
      this.db
        .prepare('INSERT INTO privacy_erasures (at, by, email_hash, counts) VALUES (?, ?, ?, ?)')
        .run(Date.now(), by, this.hashOf(email), JSON.stringify(counts));
      // A deleted row stays in the full-text index's segments until they are merged.
      this.db.prepare(`INSERT INTO ${SEARCH_TABLE} (${SEARCH_TABLE}) VALUES ('optimize')`).run();
      return counts;
    })();
    // Copies the zeroed pages into the file and empties the log, which still holds the pages as they were.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    return counts;
  }

  async inquiry(id: string): Promise<StoredRecord | null> {
    const row = this.db
      .prepare('SELECT collection, id, data, created_at FROM documents WHERE collection = ? AND id = ?')
      .get(inquiries.name, id) as DocumentRow | undefined;
    return row ? { id: row.id, createdAt: row.created_at, data: JSON.parse(row.data) as Record<string, unknown> } : null;
  }

  private lookup(email: string): Found {
    const address = normalized(email);
    const collections = RECORD_COLLECTIONS.map(() => '?').join(', ');
    const documentRows = this.db
      .prepare(
        `SELECT collection, id, data, created_at FROM documents
         WHERE collection IN (${collections}) AND lower(json_extract(data, '$.email')) = ? ORDER BY created_at`,
      )
      .all(...RECORD_COLLECTIONS, address) as DocumentRow[];
    const trashRows = (
      this.db
        .prepare(`SELECT resource, record_id, record, deleted_at FROM trash WHERE resource IN (${collections}) ORDER BY deleted_at`)
        .all(...RECORD_COLLECTIONS) as TrashRow[]
    ).filter((row) => normalized(String((JSON.parse(row.record) as { email?: unknown }).email ?? '')) === address);

    const records = new Map<string, StoredRecord[]>(RECORD_COLLECTIONS.map((name) => [name, []]));
    for (const row of documentRows) {
      records.get(row.collection)!.push({ id: row.id, createdAt: row.created_at, data: JSON.parse(row.data) as Record<string, unknown> });
    }
    for (const row of trashRows) {
      const data = JSON.parse(row.record) as Record<string, unknown>;
      const createdAt = typeof data.createdAt === 'string' ? data.createdAt : new Date(row.deleted_at).toISOString();
      records.get(row.resource)!.push({ id: row.record_id, createdAt, data, inTrash: true });
    }
    const keys = [
      ...documentRows.map((row) => ({ resource: row.collection, recordId: row.id })),
      ...trashRows.map((row) => ({ resource: row.resource, recordId: row.record_id })),
    ];

    const historyRows = this.historyRows(keys, address);
    const mailRows = this.mailRows(keys, address);
    const alertRows = this.db
      .prepare(
        `SELECT a.*, (SELECT count(*) FROM search_alert_matches m WHERE m.alert_id = a.id) AS announced
         FROM search_alerts a WHERE a.email = ? ORDER BY a.created_at`,
      )
      .all(address) as (AlertRow & { announced: number })[];
    const erasures = (
      this.db.prepare('SELECT at, by, counts FROM privacy_erasures WHERE email_hash = ? ORDER BY at').all(this.hashOf(email)) as {
        at: number;
        by: string;
        counts: string;
      }[]
    ).map((row): ErasureNote => ({ at: new Date(row.at).toISOString(), by: row.by, counts: JSON.parse(row.counts) as ErasureCounts }));

    return {
      report: {
        email: email.trim(),
        createdAt: new Date().toISOString(),
        inquiries: records.get(inquiries.name)!,
        withdrawals: records.get(withdrawals.name)!,
        searchRequests: alertRows.map((row) => summaryOf(row, row.announced)),
        mails: mailRows.map(mailOf),
        history: historyRows.map(historyEntryOf),
        erasures,
      },
      documents: documentRows.map(({ collection, id }) => ({ collection, id })),
      trash: trashRows.map((row) => ({ resource: row.resource, recordId: row.record_id })),
      historySeqs: historyRows.map((row) => row.seq),
      mailIds: mailRows.map((row) => row.id),
      alertIds: alertRows.map((row) => row.id),
    };
  }

  /** The records' whole history, and any entry of a visitors' collection that names the address (an address changed by staff). */
  private historyRows(keys: { resource: string; recordId: string }[], address: string): HistoryRow[] {
    const ofRecords = this.db.prepare('SELECT * FROM history WHERE resource = ? AND record_id = ?');
    const rows = new Map<number, HistoryRow>();
    for (const { resource, recordId } of keys) for (const row of ofRecords.all(resource, recordId) as HistoryRow[]) rows.set(row.seq, row);
    const naming = this.db
      .prepare(`SELECT * FROM history WHERE resource IN (${RECORD_COLLECTIONS.map(() => '?').join(', ')}) AND instr(lower(changes), ?) > 0`)
      .all(...RECORD_COLLECTIONS, address) as HistoryRow[];
    for (const row of naming) rows.set(row.seq, row);
    return [...rows.values()].sort((a, b) => a.seq - b.seq);
  }

  /** Mails to the address, answering to it, about one of its records, or quoting it (the staff mail of an inquiry). */
  private mailRows(keys: { resource: string; recordId: string }[], address: string): OutboxRow[] {
    const rows = new Map<string, OutboxRow>();
    const addressed = this.db
      .prepare('SELECT * FROM outbox WHERE recipient = ? OR lower(reply_to) = ? OR instr(lower(text), ?) > 0')
      .all(address, address, address) as OutboxRow[];
    for (const row of addressed) rows.set(row.id, row);
    const related = this.db.prepare('SELECT * FROM outbox WHERE related_collection = ? AND related_id = ?');
    for (const { resource, recordId } of keys) for (const row of related.all(resource, recordId) as OutboxRow[]) rows.set(row.id, row);
    return [...rows.values()].sort((a, b) => a.created_at - b.created_at);
  }

  /** HMAC of the address under this database's own key, made on first use; the key never leaves the database. */
  private hashOf(email: string): string {
    const stored = this.db.prepare("SELECT value FROM privacy_keys WHERE name = 'erasure'").pluck().get() as string | undefined;
    let key = stored;
    if (!key) {
      key = randomBytes(32).toString('base64url');
      this.db.prepare("INSERT OR IGNORE INTO privacy_keys (name, value) VALUES ('erasure', ?)").run(key);
      key = this.db.prepare("SELECT value FROM privacy_keys WHERE name = 'erasure'").pluck().get() as string;
    }
    return createHmac('sha256', key).update(normalized(email)).digest('base64url');
  }
}

function mailOf(row: OutboxRow): FoundMail {
  return { ...outboxEntryOf(row), text: redact(row.text, secretsOf(row)) };
}
