import type { ListCondition } from '../../src/shared/data/listPlan';
import type { Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition, VisitorHiding } from '../../src/shared/resources/defineResource';
import { collectionTerm, fieldExpression } from './documentColumns';
import { searchClause } from './searchIndex';
import { identifier } from './sqlNames';

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

/** SQL text with its bound values, in the order of their placeholders. */
export interface Sql {
  text: string;
  params: unknown[];
}

const bindable = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** True when the conditions keep only records on which the rule shows its fields (e.g. status ∈ current offers). */
const impliedBy = (rule: VisitorHiding, conditions: readonly Condition[]) =>
  rule.unless.some((shown) =>
    conditions.some(
      (condition) =>
        condition.kind === 'equals' &&
        condition.field === shown.field &&
        condition.values.every((value) => shown.in.includes(value as never)),
    ),
  );

/** A collection whose list indexes exist (DocumentStore.ensureIndexes): its declaration and its sort-order indexes by field. */
export interface IndexedCollection {
  resource: ResourceDefinition;
  sortIndexes: Map<string, string>;
}

/**
 * The page: ids in order from an index (the sub-select), then the documents of just those rows by rowid.
 * The count: the same WHERE clause.
 */
export function listSql(
  collection: string,
  known: IndexedCollection | undefined,
  { conditions, sort, offset, limit, hidden = [], viewer = 'staff' }: ListOptions,
): { page: Sql; count: Sql } {
  const where = whereClause(collection, known, conditions, hidden, viewer);
  const order = sort.order === 'DESC' ? 'DESC' : 'ASC';
  const sortBy = shownValue(sort.field, conditions, hidden);
  const walk = sortBy.params.length === 0 ? sortIndexToWalk(known, sort.field, conditions) : undefined;
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
function sortIndexToWalk(known: IndexedCollection | undefined, field: string, conditions: readonly Condition[]): string | undefined {
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

function whereClause(
  collection: string,
  known: IndexedCollection | undefined,
  conditions: readonly Condition[],
  hidden: readonly VisitorHiding[],
  viewer: Viewer,
): Sql {
  // The primary key finds records by id; there the plain term lets it (the list indexes are no help).
  const byIds = conditions.some((condition) => condition.kind === 'ids');
  const clauses = [byIds ? `collection = '${identifier(collection)}'` : collectionTerm(collection)];
  const params: unknown[] = [];
  const push = (text: string, values: unknown[], field?: string) => {
    const guard = field === undefined ? undefined : shownGuard(field, conditions, hidden);
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
        push(
          `EXISTS (SELECT 1 FROM json_each(data, '$.${identifier(condition.field)}') WHERE value = ?)`,
          [condition.value],
          condition.field,
        );
        break;
      case 'search': {
        // The viewer's column holds the fields the condition names, hidden values left out (searchIndex.ts).
        if (!known?.resource.searchable.length) throw new Error(`No search index for ${collection}: call ensureIndexes first.`);
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
function shownGuard(field: string, conditions: readonly Condition[], hidden: readonly VisitorHiding[]): Sql | undefined {
  const rules = hidden.filter((rule) => rule.fields.includes(field) && !impliedBy(rule, conditions));
  if (rules.length === 0) return undefined;
  const parts = rules.map((rule) => ({
    text: `(${rule.unless.map((shown) => `${fieldExpression(shown.field)} IN (${placeholders(shown.in)})`).join(' OR ')})`,
    params: rule.unless.flatMap((shown) => shown.in.map(bindable)),
  }));
  return { text: parts.map((part) => part.text).join(' AND '), params: parts.flatMap((part) => part.params) };
}

/** The value a list sorts by: the field, or null where the visitor does not see it. */
function shownValue(field: string, conditions: readonly Condition[], hidden: readonly VisitorHiding[]): Sql {
  const guard = shownGuard(field, conditions, hidden);
  return guard
    ? { text: `CASE WHEN ${guard.text} THEN ${fieldExpression(field)} END`, params: guard.params }
    : { text: fieldExpression(field), params: [] };
}
