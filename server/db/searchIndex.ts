import type { Viewer } from '../../src/shared/resources/access';
import { canRead, readableFields } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { searchWords } from '../../src/shared/data/search';
import type { Db } from './database';
import { identifier } from './sqlNames';

/**
 * The full-text index of the `q` search (SQLite FTS5, created by migration 4): one row per document of a searchable
 * collection, under the document's rowid, with two columns:
 * - `staff`: every searchable field;
 * - `visitor`: what visitors see of them – no private field, and not a value that a hiding rule hides on this record
 *   (the street of a listing without `showExactAddress`), so a visitor's search cannot probe it.
 * The tokenizer folds case and accents; ß becomes "ss" before it (src/shared/data/search.ts has the same rules for
 * the in-memory search of Firebase mode). Triggers derived from the declarations keep the index in the same
 * statement, and so the same transaction, as every write of a document – also writes of other processes
 * (`npm run data:import`). The index refers to rowids, which SQLite's VACUUM keeps for this table (checked with
 * SQLite 3.53; the documentation does not promise it for tables without an INTEGER PRIMARY KEY): after a VACUUM,
 * dropping the `search_*` triggers makes the next start build the index afresh.
 */
export const SEARCH_TABLE = 'documents_search';

const TRIGGER_KINDS = ['insert', 'update', 'delete'] as const;
const triggerNames = (collection: string) => TRIGGER_KINDS.map((kind) => `search_${identifier(collection)}_${kind}`);

const literal = (value: string | number | boolean) =>
  typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : typeof value === 'boolean' ? String(Number(value)) : String(value);

/** A field's value where it is text (numbers and lists are not searched); `row` is "new." or "old." in a trigger. */
const textOf = (row: string, field: string) => {
  const path = `'$.${identifier(field)}'`;
  return `CASE WHEN json_type(${row}data, ${path}) = 'text' THEN json_extract(${row}data, ${path}) END`;
};

/** The field's text where visitors see it: hiding rules as SQL, the same test as `shownToVisitors`. */
function shownTextOf(resource: ResourceDefinition, row: string, field: string): string {
  const rules = (resource.hiddenFromVisitors ?? []).filter((rule) => rule.fields.includes(field));
  if (rules.length === 0) return textOf(row, field);
  const shown = rules.map(
    (rule) =>
      `(${rule.unless.map((condition) => `json_extract(${row}data, '$.${identifier(condition.field)}') IN (${condition.in.map(literal).join(', ')})`).join(' OR ')})`,
  );
  return `CASE WHEN ${shown.join(' AND ')} THEN ${textOf(row, field)} END`;
}

/** The tokenizer keeps ß as it is; the search folds it to "ss" (and "Strasse" finds "Straße"). */
const column = (parts: string[]) => (parts.length ? `replace(replace(concat_ws(' ', ${parts.join(', ')}), 'ß', 'ss'), 'ẞ', 'ss')` : 'NULL');

/** The fields the search of this viewer looks in: exactly those src/shared/data/listPlan.ts puts into a search condition. */
const searchedFields = (resource: ResourceDefinition, viewer: Viewer) => {
  const readable = readableFields(resource, viewer);
  return canRead(resource, viewer) ? resource.searchable.filter((name) => readable.has(name)) : [];
};

const columnValues = (resource: ResourceDefinition, row: string) => {
  const staff = column(searchedFields(resource, 'staff').map((field) => textOf(row, field)));
  const visitor = column(searchedFields(resource, 'visitor').map((field) => shownTextOf(resource, row, field)));
  return `${staff}, ${visitor}`;
};

export interface SearchTrigger {
  name: string;
  sql: string;
}

/** The triggers that keep a collection's rows of the index current; none for a collection without searchable fields. */
export function searchTriggers(resource: ResourceDefinition): SearchTrigger[] {
  if (resource.searchable.length === 0) return [];
  const collection = identifier(resource.name);
  const [insertName, updateName, deleteName] = triggerNames(collection);
  // Delete before insert: a row left under a reused rowid (deleted while no trigger existed) must not stay beside the new one.
  const write = `DELETE FROM ${SEARCH_TABLE} WHERE rowid = new.rowid; INSERT INTO ${SEARCH_TABLE} (rowid, staff, visitor) VALUES (new.rowid, ${columnValues(resource, 'new.')});`;
  return [
    {
      name: insertName,
      sql: `CREATE TRIGGER ${insertName} AFTER INSERT ON documents WHEN new.collection = '${collection}' BEGIN ${write} END`,
    },
    {
      name: updateName,
      sql: `CREATE TRIGGER ${updateName} AFTER UPDATE OF data, collection ON documents WHEN new.collection = '${collection}' BEGIN DELETE FROM ${SEARCH_TABLE} WHERE rowid = old.rowid; ${write} END`,
    },
    {
      name: deleteName,
      sql: `CREATE TRIGGER ${deleteName} AFTER DELETE ON documents WHEN old.collection = '${collection}' BEGIN DELETE FROM ${SEARCH_TABLE} WHERE rowid = old.rowid; END`,
    },
  ];
}

/**
 * Creates the search triggers of these resources and (re)builds the index rows of every collection whose triggers were
 * missing or different – on the first start after migration 4 that indexes every existing document. Run it in a
 * transaction (DocumentStore.ensureIndexes does), so a crash never leaves triggers without their rows.
 */
export function ensureSearchIndex(db: Db, resources: readonly ResourceDefinition[]) {
  const existing = new Map(
    (
      db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'documents'").all() as {
        name: string;
        sql: string;
      }[]
    ).map(({ name, sql }) => [name, sql]),
  );
  for (const resource of resources) {
    const collection = identifier(resource.name);
    const wanted = searchTriggers(resource);
    const names = triggerNames(collection);
    if (names.every((name) => existing.get(name) === wanted.find((trigger) => trigger.name === name)?.sql)) continue;
    for (const name of names) if (existing.has(name)) db.exec(`DROP TRIGGER ${name}`);
    db.prepare(`DELETE FROM ${SEARCH_TABLE} WHERE rowid IN (SELECT rowid FROM documents WHERE collection = ?)`).run(collection);
    if (wanted.length === 0) continue;
    for (const trigger of wanted) db.exec(trigger.sql);
    db.prepare(
      `INSERT INTO ${SEARCH_TABLE} (rowid, staff, visitor) SELECT rowid, ${columnValues(resource, '')} FROM documents WHERE collection = ?`,
    ).run(collection);
  }
}

/**
 * The SQL that keeps a list's records matching a search: every word of the query begins a word of the viewer's column
 * (`"sul"*` is a prefix query). Words hold only letters and digits, so they need no escaping inside the quotes.
 * A query without words matches nothing.
 */
export function searchClause(text: string, viewer: Viewer): { text: string; params: unknown[] } {
  const words = searchWords(text);
  if (words.length === 0) return { text: '0', params: [] };
  const query = words.map((word) => `"${word}"*`).join(' ');
  return { text: `rowid IN (SELECT rowid FROM ${SEARCH_TABLE} WHERE ${viewer} MATCH ?)`, params: [query] };
}
