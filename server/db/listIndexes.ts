import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { rangeFieldTypes, type Field } from '../../src/shared/resources/fields';
import { collectionTerm, fieldExpression } from './documentColumns';
import { identifier } from './sqlNames';

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
