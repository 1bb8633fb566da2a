import { randomBytes } from 'node:crypto';
import type { ListCondition } from '../../src/shared/data/listPlan';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import type { Db } from './database';

export interface StoredRecord extends Record<string, unknown> {
  id: string;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
}

/** A condition on one field, already checked against the declaration (src/shared/data/listPlan.ts). */
export type Condition = ListCondition;

export interface ListOptions {
  conditions: Condition[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const META_COLUMNS: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };
const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Identifiers go into SQL text (partial indexes need literals); only declared, plain names get there. */
function identifier(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Unsafe identifier: ${name}`);
  return name;
}

const fieldExpression = (field: string) => META_COLUMNS[field] ?? `json_extract(data, '$.${identifier(field)}')`;

interface Row {
  id: string;
  data: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

const toRecord = (row: Row): StoredRecord => ({
  ...(JSON.parse(row.data) as Record<string, unknown>),
  id: row.id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  createdBy: row.created_by,
  updatedBy: row.updated_by,
});

/** Case- and accent-insensitive text for search ("sulz" finds "Sülz"). */
export const fold = (value: unknown) =>
  typeof value === 'string' ? value.toLocaleLowerCase('de-DE').normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss') : null;

export const newId = () => randomBytes(15).toString('base64url');

/**
 * Documents stored the way Firestore stores them: a collection, a string id, a JSON body and
 * metadata. All SQL of the content API lives here; values are always bound parameters.
 */
export class DocumentStore {
  constructor(private readonly db: Db) {
    db.function('fold', { deterministic: true }, (value: unknown) => fold(value));
  }

  /** Expression indexes for the fields lists filter and sort on. */
  ensureIndexes(resources: readonly ResourceDefinition[]) {
    for (const resource of resources) {
      const collection = identifier(resource.name);
      const indexed = resource.fields.filter((field) => field.filter || field.sortable || field.name === resource.orderField);
      for (const field of indexed) {
        this.db.exec(
          `CREATE INDEX IF NOT EXISTS ix_${collection}_${identifier(field.name)} ON documents (json_extract(data, '$.${field.name}'))
           WHERE collection = '${collection}'`,
        );
      }
      this.db.exec(`CREATE INDEX IF NOT EXISTS ix_${collection}_created ON documents (created_at) WHERE collection = '${collection}'`);
    }
  }

  list(collection: string, { conditions, sort, offset, limit }: ListOptions): { data: StoredRecord[]; total: number } {
    const clauses = [`collection = '${identifier(collection)}'`];
    const params: unknown[] = [];
    for (const condition of conditions) {
      switch (condition.kind) {
        case 'ids':
          clauses.push(`id IN (${condition.ids.map(() => '?').join(', ')})`);
          params.push(...condition.ids);
          break;
        case 'equals':
          clauses.push(`${fieldExpression(condition.field)} IN (${condition.values.map(() => '?').join(', ')})`);
          params.push(...condition.values.map((value) => (typeof value === 'boolean' ? Number(value) : value)));
          break;
        case 'range':
          clauses.push(`${fieldExpression(condition.field)} ${condition.op} ?`);
          params.push(condition.value);
          break;
        case 'contains':
          clauses.push(`EXISTS (SELECT 1 FROM json_each(data, '$.${identifier(condition.field)}') WHERE value = ?)`);
          params.push(condition.value);
          break;
        case 'search': {
          const pattern = `%${fold(condition.text)!.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
          clauses.push(`(${condition.fields.map((field) => `fold(${fieldExpression(field)}) LIKE ? ESCAPE '\\'`).join(' OR ')})`);
          params.push(...condition.fields.map(() => pattern));
          break;
        }
      }
    }
    const where = clauses.join(' AND ');
    const total = this.db.prepare(`SELECT count(*) FROM documents WHERE ${where}`).pluck().get(...params) as number;
    const order = sort.order === 'DESC' ? 'DESC' : 'ASC';
    const rows = this.db
      .prepare(`SELECT * FROM documents WHERE ${where} ORDER BY ${fieldExpression(sort.field)} ${order}, id ${order} LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as Row[];
    return { data: rows.map(toRecord), total };
  }

  get(collection: string, id: string): StoredRecord | undefined {
    const row = this.db.prepare('SELECT * FROM documents WHERE collection = ? AND id = ?').get(collection, id) as Row | undefined;
    return row && toRecord(row);
  }

  create(collection: string, data: Record<string, unknown>, by: string | null, id = newId()): StoredRecord {
    const now = new Date().toISOString();
    this.db
      .prepare('INSERT INTO documents (collection, id, data, created_at, updated_at, created_by, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(collection, id, JSON.stringify(data), now, now, by, by);
    return this.get(collection, id)!;
  }

  update(collection: string, id: string, data: Record<string, unknown>, by: string | null): StoredRecord | undefined {
    const result = this.db
      .prepare('UPDATE documents SET data = ?, updated_at = ?, updated_by = ? WHERE collection = ? AND id = ?')
      .run(JSON.stringify(data), new Date().toISOString(), by, collection, id);
    return result.changes ? this.get(collection, id) : undefined;
  }

  delete(collection: string, id: string): StoredRecord | undefined {
    const existing = this.get(collection, id);
    if (existing) this.db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?').run(collection, id);
    return existing;
  }

  count(collection: string): number {
    return this.db.prepare('SELECT count(*) FROM documents WHERE collection = ?').pluck().get(collection) as number;
  }
}
