import { randomBytes } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import type { RecordMeta } from '../../src/shared/resources/recordTypes';
import type { Db } from './database';
import { collectionTerm } from './documentColumns';
import { listIndexes } from './listIndexes';
import { listSql, type IndexedCollection, type ListOptions, type Sql } from './listSql';
import { ensureSearchIndex } from './searchIndex';
import { identifier } from './sqlNames';

export interface StoredRecord extends Record<string, unknown>, RecordMeta {}

interface Row {
  id: string;
  data: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

function toRecord(row: Row): StoredRecord {
  const record = JSON.parse(row.data) as StoredRecord;
  record.id = row.id;
  record.createdAt = row.created_at;
  record.updatedAt = row.updated_at;
  record.createdBy = row.created_by;
  record.updatedBy = row.updated_by;
  return record;
}

export const newId = () => randomBytes(15).toString('base64url');

/** How many prepared list statements are kept; their text varies with the filters, so the number must be bounded. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Documents stored the way Firestore stores them: a collection, a string id, a JSON body and
 * metadata. Reads and writes; the list indexes are planned in listIndexes.ts and the list queries
 * built in listSql.ts. Values are always bound parameters.
 */
export class DocumentStore {
  private readonly statements = new Map<string, Statement>();
  /** The declarations ensureIndexes was given, and so the list indexes that exist, by collection. */
  private readonly indexed = new Map<string, IndexedCollection>();

  constructor(private readonly db: Db) {}

  /**
   * Creates the list indexes of these resources (see listIndexes), replaces those whose definition changed and
   * drops the ones no declaration asks for any more; and the search index's triggers and rows (searchIndex.ts).
   */
  ensureIndexes(resources: readonly ResourceDefinition[]) {
    const existing = new Map(
      (
        this.db
          .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND sql IS NOT NULL")
          .all() as { name: string; sql: string }[]
      ).map(({ name, sql }) => [name, sql]),
    );
    this.db.transaction(() => {
      for (const resource of resources) {
        const wanted = listIndexes(resource);
        const collection = identifier(resource.name);
        const ownIndex = (sql: string) =>
          sql.endsWith(`WHERE ${collectionTerm(collection)}`) || sql.endsWith(`WHERE collection = '${collection}'`);
        for (const [name, sql] of existing) {
          if (name.startsWith('ix_') && ownIndex(sql) && !wanted.some((index) => index.name === name))
            this.db.exec(`DROP INDEX ${identifier(name)}`);
        }
        for (const index of wanted) {
          if (existing.get(index.name) === index.sql) continue;
          if (existing.has(index.name)) this.db.exec(`DROP INDEX ${index.name}`);
          this.db.exec(index.sql);
        }
        const sortIndexes = new Map(wanted.filter((index) => index.kind === 'order').map((index) => [index.columns[0], index.name]));
        this.indexed.set(collection, { resource, sortIndexes });
      }
      ensureSearchIndex(this.db, resources);
    })();
    this.statements.clear();
  }

  /**
   * One page and the total. The count and the page's ids come from a list index (no document is read for
   * them); only the documents of the page are read and parsed.
   */
  list(collection: string, options: ListOptions): { data: StoredRecord[]; total: number } {
    const { page, count } = listSql(collection, this.indexed.get(collection), options);
    const { offset, limit } = options;
    const rows = this.statement(page.text).all(...page.params) as Row[];
    // A short page is the last one: its end is the total, and counting again would only repeat the work.
    const last = limit < 0 || rows.length < limit;
    const total =
      last && (rows.length > 0 || offset === 0)
        ? offset + rows.length
        : (this.statement(count.text)
            .pluck()
            .get(...count.params) as number);
    return { data: rows.map(toRecord), total };
  }

  /** SQLite's query plans (EXPLAIN QUERY PLAN, one line per step) for a list's page and count, for tests and diagnosis. */
  explainList(collection: string, options: ListOptions): { page: string[]; count: string[] } {
    const plan = ({ text, params }: Sql) =>
      (this.db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params) as { detail: string }[]).map((step) => step.detail);
    const { page, count } = listSql(collection, this.indexed.get(collection), options);
    return { page: plan(page), count: plan(count) };
  }

  /** Prepared once per SQL text, least recently used out. */
  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, statement);
    return statement;
  }

  /** Runs `work` in one transaction: what it writes here and through the same database (the outbox) is stored together or not at all. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  get(collection: string, id: string): StoredRecord | undefined {
    const row = this.statement('SELECT * FROM documents WHERE collection = ? AND id = ?').get(collection, id) as Row | undefined;
    return row && toRecord(row);
  }

  create(collection: string, data: Record<string, unknown>, by: string | null, id = newId()): StoredRecord {
    const now = new Date().toISOString();
    // Prepared once: with the search index's triggers, preparing a write costs more than running it.
    this.statement(
      'INSERT INTO documents (collection, id, data, created_at, updated_at, created_by, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(collection, id, JSON.stringify(data), now, now, by, by);
    return this.get(collection, id)!;
  }

  update(collection: string, id: string, data: Record<string, unknown>, by: string | null): StoredRecord | undefined {
    const result = this.statement('UPDATE documents SET data = ?, updated_at = ?, updated_by = ? WHERE collection = ? AND id = ?').run(
      JSON.stringify(data),
      new Date().toISOString(),
      by,
      collection,
      id,
    );
    return result.changes ? this.get(collection, id) : undefined;
  }

  delete(collection: string, id: string): StoredRecord | undefined {
    const existing = this.get(collection, id);
    if (existing) this.statement('DELETE FROM documents WHERE collection = ? AND id = ?').run(collection, id);
    return existing;
  }

  count(collection: string): number {
    return this.db.prepare('SELECT count(*) FROM documents WHERE collection = ?').pluck().get(collection) as number;
  }
}
