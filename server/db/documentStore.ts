import { randomBytes } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { ListCondition } from '../../src/shared/data/listPlan';
import type { Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition, VisitorHiding } from '../../src/shared/resources/defineResource';
import { rangeFieldTypes, type Field } from '../../src/shared/resources/fields';
import type { RecordMeta } from '../../src/shared/resources/recordTypes';
import type { Db } from './database';
import { ensureSearchIndex, searchClause } from './searchIndex';
import { identifier } from './sqlNames';

export interface StoredRecord extends Record<string, unknown>, RecordMeta {}

/** A condition on one field, already checked against the declaration (src/shared/data/listPlan.ts). */
export type Condition = ListCondition;

export interface ListOptions {
  conditions: Condition[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  /** -1: no limit. */
  limit: number;
  /**
   * The resource's hiddenFromVisitors, for a visitor's list: conditions and order then judge the value the
   * visitor sees (null where a rule hides it), so a hidden price cannot be probed by filtering or sorting.
   */
  hidden?: readonly VisitorHiding[];
  /**
   * Whose column of the search index a `q` condition searches (server/db/searchIndex.ts): visitors' holds only what
   * they see. Staff's when not given.
   */
  viewer?: Viewer;
}

const META_COLUMNS: Record<string, string> = { id: 'id', createdAt: 'created_at', updatedAt: 'updated_at' };

const fieldExpression = (field: string) => META_COLUMNS[field] ?? `json_extract(data, '$.${identifier(field)}')`;

/**
 * The term that selects a collection in list queries and in the list indexes' WHERE. The unary plus keeps the
 * term from being an index key: otherwise the primary key (collection, id) looks to the planner like a cheap way
 * to a collection's records (it has no statistics to know better) and it reads every document of the collection.
 * The list indexes are partial with exactly this term, so a list query can use them and only them.
 */
const collectionTerm = (collection: string) => `+collection = '${identifier(collection)}'`;

/** Scalar filter values an index column can hold (text fields stay out: long, and rarely filtered). */
const INDEXED_FILTER_TYPES = new Set<Field['type']>(['select', 'boolean', 'reference', 'number', 'integer', 'money', 'area', 'date']);
/** Equality filters selective enough to lead an index of their own. */
const LEADING_FILTER_TYPES = new Set<Field['type']>(['select', 'reference']);

export interface ListIndex {
  name: string;
  /** "order": (field, id, …) for walking a sort order; "filter": (field, …, id) for finding a filter's matches. */
  kind: 'order' | 'filter';
  /** Field names (createdAt, updatedAt and id for the columns) in index order. */
  columns: string[];
  sql: string;
}

/**
 * The list indexes of a resource, derived from its declaration. Each is partial (one collection) and holds every
 * scalar filter field, every field a hiding rule looks at and the creation time, so whichever of them the planner
 * picks, the WHERE clause, the count and the page of ids come from the index alone; only the returned page reads
 * documents. (Sorting the matches of a selective filter by another field than those reads the matching documents.)
 * - one per sort order (sortable fields, orderField, defaultSort, createdAt, updatedAt): (field, id, …) walks the
 *   order of `ORDER BY field, id` and stops after one page;
 * - one per select or reference filter: (field, the other filters …, id) finds the matching entries directly.
 */
export function listIndexes(resource: ResourceDefinition): ListIndex[] {
  const collection = identifier(resource.name);
  const filters = resource.fields.filter((field) => field.filter && INDEXED_FILTER_TYPES.has(field.type));
  const unique = (names: (string | undefined)[]) => [...new Set(names.filter((name): name is string => name !== undefined))];
  const tail = unique([
    ...filters.filter((field) => !rangeFieldTypes.has(field.type)).map((field) => field.name),
    ...filters.filter((field) => rangeFieldTypes.has(field.type)).map((field) => field.name),
    ...(resource.hiddenFromVisitors ?? []).flatMap((rule) => rule.unless.map((condition) => condition.field)),
    // The creation time too, so that a selective filter's index also sorts newest first (the default order).
    'createdAt',
  ]);
  const sortLeads = unique([
    'createdAt',
    'updatedAt',
    resource.defaultSort.field,
    resource.orderField,
    ...resource.fields.filter((field) => field.sortable).map((field) => field.name),
  ]);
  const filterLeads = resource.fields
    .filter((field) => field.filter && LEADING_FILTER_TYPES.has(field.type) && !sortLeads.includes(field.name))
    .map((field) => field.name);
  const index = (kind: ListIndex['kind'], lead: string, columns: string[]): ListIndex => {
    const name = `ix_${collection}_${identifier(lead)}`;
    const expressions = [...columns.map(fieldExpression), 'collection'].join(', ');
    return { name, kind, columns, sql: `CREATE INDEX ${name} ON documents (${expressions}) WHERE ${collectionTerm(collection)}` };
  };
  const others = (lead: string) => tail.filter((name) => name !== lead);
  return [
    ...sortLeads.map((lead) => index('order', lead, [lead, 'id', ...others(lead)])),
    ...filterLeads.map((lead) => index('filter', lead, [lead, ...others(lead), 'id'])),
  ];
}

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

/** SQL text with its bound values, in the order of their placeholders. */
interface Sql {
  text: string;
  params: unknown[];
}

const bindable = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** True when the conditions keep only records on which the rule shows its fields (e.g. status ∈ current offers). */
const impliedBy = (rule: VisitorHiding, conditions: readonly Condition[]) =>
  rule.unless.some((shown) =>
    conditions.some((condition) => condition.kind === 'equals' && condition.field === shown.field && condition.values.every((value) => shown.in.includes(value as never))),
  );

/** How many prepared list statements are kept; their text varies with the filters, so the number must be bounded. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Documents stored the way Firestore stores them: a collection, a string id, a JSON body and
 * metadata. All SQL of the content API lives here; values are always bound parameters.
 */
export class DocumentStore {
  private readonly statements = new Map<string, Statement>();
  /** The declarations ensureIndexes was given, and so the list indexes that exist, by collection. */
  private readonly indexed = new Map<string, { resource: ResourceDefinition; sortIndexes: Map<string, string> }>();

  constructor(private readonly db: Db) {}

  /**
   * Creates the list indexes of these resources (see listIndexes), replaces those whose definition changed and
   * drops the ones no declaration asks for any more; and the search index's triggers and rows (searchIndex.ts).
   */
  ensureIndexes(resources: readonly ResourceDefinition[]) {
    const existing = new Map(
      (this.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND sql IS NOT NULL").all() as { name: string; sql: string }[]).map(
        ({ name, sql }) => [name, sql],
      ),
    );
    this.db.transaction(() => {
      for (const resource of resources) {
        const wanted = listIndexes(resource);
        const collection = identifier(resource.name);
        const ownIndex = (sql: string) => sql.endsWith(`WHERE ${collectionTerm(collection)}`) || sql.endsWith(`WHERE collection = '${collection}'`);
        for (const [name, sql] of existing) {
          if (name.startsWith('ix_') && ownIndex(sql) && !wanted.some((index) => index.name === name)) this.db.exec(`DROP INDEX ${identifier(name)}`);
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
    const { page, count } = this.listSql(collection, options);
    const { offset, limit } = options;
    const rows = this.statement(page.text).all(...page.params) as Row[];
    // A short page is the last one: its end is the total, and counting again would only repeat the work.
    const last = limit < 0 || rows.length < limit;
    const total = last && (rows.length > 0 || offset === 0) ? offset + rows.length : (this.statement(count.text).pluck().get(...count.params) as number);
    return { data: rows.map(toRecord), total };
  }

  /** SQLite's query plans (EXPLAIN QUERY PLAN, one line per step) for a list's page and count, for tests and diagnosis. */
  explainList(collection: string, options: ListOptions): { page: string[]; count: string[] } {
    const plan = ({ text, params }: Sql) => (this.db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params) as { detail: string }[]).map((step) => step.detail);
    const { page, count } = this.listSql(collection, options);
    return { page: plan(page), count: plan(count) };
  }

  /**
   * The page: ids in order from an index (the sub-select), then the documents of just those rows by rowid.
   * The count: the same WHERE clause.
   */
  private listSql(collection: string, { conditions, sort, offset, limit, hidden = [], viewer = 'staff' }: ListOptions): { page: Sql; count: Sql } {
    const where = this.where(collection, conditions, hidden, viewer);
    const order = sort.order === 'DESC' ? 'DESC' : 'ASC';
    const sortBy = this.shownValue(sort.field, conditions, hidden);
    const walk = sortBy.params.length === 0 ? this.sortIndexToWalk(collection, sort.field, conditions) : undefined;
    return {
      page: {
        text: `SELECT d.id, d.data, d.created_at, d.updated_at, d.created_by, d.updated_by
         FROM (SELECT rowid AS r, ${sortBy.text} AS s, id AS i FROM documents${walk ? ` INDEXED BY ${walk}` : ''} WHERE ${where.text}
               ORDER BY s ${order}, i ${order} LIMIT ? OFFSET ?) AS page
         JOIN documents AS d ON d.rowid = page.r
         ORDER BY page.s ${order}, page.i ${order}`,
        params: [...sortBy.params, ...where.params, limit, offset],
      },
      count: { text: `SELECT count(*) FROM documents WHERE ${where.text}`, params: where.params },
    };
  }

  /**
   * The index a page walks in sort order, judging every filter from the index and stopping after the page; SQLite
   * (without statistics) would rather find all matches of a broad filter (`status` ∈ current offers: nearly all)
   * and sort them, which grows with the collection. The walk reads at worst the whole index, no document.
   * Not when a filter picks at most an eighth of its field's choices (a district, one referenced record), nor for ids
   * or a search (the full-text index names the matches): finding those few and sorting them is cheaper, and SQLite
   * chooses that by itself.
   */
  private sortIndexToWalk(collection: string, field: string, conditions: readonly Condition[]): string | undefined {
    const known = this.indexed.get(collection);
    const index = known?.sortIndexes.get(field);
    if (!known || !index || conditions.some((condition) => condition.kind === 'ids' || condition.kind === 'search')) return undefined;
    const declared = (name: string) => known.resource.fields.find((candidate) => candidate.name === name);
    const selective = conditions.some((condition) => {
      if (condition.kind !== 'equals') return false;
      const filter = declared(condition.field);
      return filter?.type === 'reference' || (filter?.type === 'select' && condition.values.length * 8 <= filter.choices.length);
    });
    return selective ? undefined : index;
  }

  private where(collection: string, conditions: readonly Condition[], hidden: readonly VisitorHiding[], viewer: Viewer): Sql {
    // The primary key finds records by id; there the plain term lets it (the list indexes are no help).
    const byIds = conditions.some((condition) => condition.kind === 'ids');
    const clauses = [byIds ? `collection = '${identifier(collection)}'` : collectionTerm(collection)];
    const params: unknown[] = [];
    const push = (text: string, values: unknown[], field?: string) => {
      const guard = field === undefined ? undefined : this.shownGuard(field, conditions, hidden);
      clauses.push(guard ? `(${text} AND ${guard.text})` : text);
      params.push(...values.map(bindable), ...(guard?.params ?? []));
    };
    for (const condition of conditions) {
      switch (condition.kind) {
        case 'ids':
          push(`id IN (${placeholders(condition.ids)})`, condition.ids);
          break;
        case 'equals':
          push(`${fieldExpression(condition.field)} IN (${placeholders(condition.values)})`, condition.values, condition.field);
          break;
        case 'range':
          push(`${fieldExpression(condition.field)} ${condition.op} ?`, [condition.value], condition.field);
          break;
        case 'contains':
          push(`EXISTS (SELECT 1 FROM json_each(data, '$.${identifier(condition.field)}') WHERE value = ?)`, [condition.value], condition.field);
          break;
        case 'search': {
          // The viewer's column holds the fields the condition names, hidden values left out (searchIndex.ts).
          if (!this.indexed.get(collection)?.resource.searchable.length) throw new Error(`No search index for ${collection}: call ensureIndexes first.`);
          const clause = searchClause(condition.text, viewer);
          push(clause.text, clause.params);
          break;
        }
      }
    }
    return { text: clauses.join(' AND '), params };
  }

  /**
   * When a rule may hide `field` on some of the records these conditions keep: the SQL that is true where the
   * visitor sees it. A hidden value is null, and no condition matches null, so "condition AND shown" is the
   * condition on the shown value; the plain condition still finds its index.
   */
  private shownGuard(field: string, conditions: readonly Condition[], hidden: readonly VisitorHiding[]): Sql | undefined {
    const rules = hidden.filter((rule) => rule.fields.includes(field) && !impliedBy(rule, conditions));
    if (rules.length === 0) return undefined;
    const parts = rules.map((rule) => ({
      text: `(${rule.unless.map((shown) => `${fieldExpression(shown.field)} IN (${placeholders(shown.in)})`).join(' OR ')})`,
      params: rule.unless.flatMap((shown) => shown.in.map(bindable)),
    }));
    return { text: parts.map((part) => part.text).join(' AND '), params: parts.flatMap((part) => part.params) };
  }

  /** The value a list sorts by: the field, or null where the visitor does not see it. */
  private shownValue(field: string, conditions: readonly Condition[], hidden: readonly VisitorHiding[]): Sql {
    const guard = this.shownGuard(field, conditions, hidden);
    return guard ? { text: `CASE WHEN ${guard.text} THEN ${fieldExpression(field)} END`, params: guard.params } : { text: fieldExpression(field), params: [] };
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
    this.statement('INSERT INTO documents (collection, id, data, created_at, updated_at, created_by, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(collection, id, JSON.stringify(data), now, now, by, by);
    return this.get(collection, id)!;
  }

  update(collection: string, id: string, data: Record<string, unknown>, by: string | null): StoredRecord | undefined {
    const result = this.statement('UPDATE documents SET data = ?, updated_at = ?, updated_by = ? WHERE collection = ? AND id = ?')
      .run(JSON.stringify(data), new Date().toISOString(), by, collection, id);
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
