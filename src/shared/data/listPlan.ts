import { readableFields, type Viewer } from '../resources/access';
import type { ResourceDefinition } from '../resources/defineResource';
import { rangeFieldTypes, type Field } from '../resources/fields';
import { RECORD_ID } from '../resources/validation';

/**
 * A list request checked against the declaration: the one set of list rules (filters, ranges, `q`,
 * sort, window, German refusals) for both backends. The embedded server's SQL comes from a plan
 * (server/http/listQuery.ts parses the HTTP parameters into one), the Firestore provider turns a plan
 * into a query (firebase/firestoreQuery.ts), Firebase mode's visitor source evaluates it in memory.
 */
export type ListCondition =
  | { kind: 'equals'; field: string; values: unknown[] }
  | { kind: 'range'; field: string; op: '>=' | '<=' | '>' | '<'; value: number | string }
  | { kind: 'contains'; field: string; value: string }
  | { kind: 'search'; fields: string[]; text: string }
  | { kind: 'ids'; ids: string[] };

export interface ListPlan {
  conditions: ListCondition[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface ListRequest {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  /** Zero-based first record. */
  offset?: number;
  limit?: number;
}

/** A list request the client got wrong; the message is German and names the problem. */
export class QueryRejected extends Error {}

export const MAX_PAGE = 1000;
const MAX_IN_VALUES = 100;
const RANGE_SUFFIXES = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<' } as const;
const EQUALITY_TYPES = new Set<Field['type']>(['text', 'select', 'boolean', 'reference', 'number', 'integer', 'money', 'area', 'date']);
const UNSORTABLE_TYPES = new Set<Field['type']>(['images', 'image', 'tags', 'richText']);
export const META_SORT_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;

function scalarFor(field: Field, value: unknown): unknown {
  const numeric = field.type === 'number' || field.type === 'integer' || field.type === 'money' || field.type === 'area';
  if (numeric) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  } else if (field.type === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
  } else if (typeof value === 'string' && value.length <= 200) {
    if (field.type === 'select' && !field.choices.some((choice) => choice.id === value)) throw new QueryRejected(`Unbekannter Wert für „${field.name}“.`);
    return value;
  }
  throw new QueryRejected(`Ungültiger Filterwert für „${field.name}“.`);
}

function parseFilter(resource: ResourceDefinition, viewer: Viewer, filter: unknown): ListCondition[] {
  if (filter === undefined || filter === null) return [];
  if (typeof filter !== 'object' || Array.isArray(filter)) throw new QueryRejected('Der Filter muss ein JSON-Objekt sein.');
  const readable = readableFields(resource, viewer);
  const fieldNamed = (name: string) => (readable.has(name) ? resource.fields.find((field) => field.name === name) : undefined);
  const conditions: ListCondition[] = [];

  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > 200) throw new QueryRejected('Der Suchbegriff ist ungültig.');
      const fields = resource.searchable.filter((name) => readable.has(name));
      if (value.trim() && fields.length) conditions.push({ kind: 'search', fields: [...fields], text: value.trim() });
      continue;
    }
    if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_PAGE || !ids.every((id) => typeof id === 'string' && RECORD_ID.test(id))) throw new QueryRejected('Ungültige Kennungen.');
      conditions.push({ kind: 'ids', ids: ids as string[] });
      continue;
    }
    const suffix = (Object.keys(RANGE_SUFFIXES) as (keyof typeof RANGE_SUFFIXES)[]).find((candidate) => key.endsWith(candidate));
    if (suffix) {
      const field = fieldNamed(key.slice(0, -suffix.length));
      if (!field || !rangeFieldTypes.has(field.type)) throw new QueryRejected(`Nach „${key}“ kann nicht gefiltert werden.`);
      conditions.push({ kind: 'range', field: field.name, op: RANGE_SUFFIXES[suffix], value: scalarFor(field, value) as number | string });
      continue;
    }
    const field = fieldNamed(key);
    if (field?.type === 'tags') {
      if (typeof value !== 'string' || !field.choices.some((choice) => choice.id === value)) throw new QueryRejected(`Unbekannter Wert für „${key}“.`);
      conditions.push({ kind: 'contains', field: field.name, value });
      continue;
    }
    if (!field || !EQUALITY_TYPES.has(field.type)) throw new QueryRejected(`Nach „${key}“ kann nicht gefiltert werden.`);
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0 || values.length > MAX_IN_VALUES) throw new QueryRejected(`Ungültiger Filterwert für „${key}“.`);
    conditions.push({ kind: 'equals', field: field.name, values: values.map((item) => scalarFor(field, item)) });
  }
  return conditions;
}

function parseSort(resource: ResourceDefinition, viewer: Viewer, sort: ListRequest['sort']): ListPlan['sort'] {
  if (sort === undefined) return resource.defaultSort;
  if (typeof sort?.field !== 'string' || (sort.order !== 'ASC' && sort.order !== 'DESC')) {
    throw new QueryRejected('Die Sortierung muss die Form ["feld","ASC"] haben.');
  }
  const declared = resource.fields.find((field) => field.name === sort.field);
  const sortable =
    (META_SORT_FIELDS as readonly string[]).includes(sort.field) ||
    (declared !== undefined && readableFields(resource, viewer).has(sort.field) && !UNSORTABLE_TYPES.has(declared.type));
  if (!sortable) throw new QueryRejected(`Nach „${sort.field}“ kann nicht sortiert werden.`);
  return { field: sort.field, order: sort.order };
}

function parseWindow(offset = 0, limit = MAX_PAGE): { offset: number; limit: number } {
  const valid = Number.isInteger(offset) && Number.isInteger(limit) && offset >= 0 && offset <= 1_000_000_000 && limit >= 1;
  if (!valid) throw new QueryRejected('Der Bereich muss die Form [start, ende] haben.');
  if (limit > MAX_PAGE) throw new QueryRejected(`Höchstens ${MAX_PAGE} Einträge je Anfrage.`);
  return { offset, limit };
}

/** Checks a list request against the declaration and the viewer's readable fields. */
export function parseListPlan(resource: ResourceDefinition, viewer: Viewer, request: ListRequest = {}): ListPlan {
  return {
    conditions: parseFilter(resource, viewer, request.filter),
    sort: parseSort(resource, viewer, request.sort),
    ...parseWindow(request.offset, request.limit),
  };
}

/** ra-data-simple-rest's inclusive range [start, end] (public pages) as offset and limit. */
export function windowOfRange(range: readonly [number, number] | undefined): Pick<ListRequest, 'offset' | 'limit'> {
  if (range === undefined) return {};
  const [start, end] = range;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) throw new QueryRejected('Der Bereich muss die Form [start, ende] haben.');
  return { offset: start, limit: end - start + 1 };
}

/** react-admin's page numbers as offset and limit. */
export function windowOfPage(pagination: { page: number; perPage: number } | undefined): Pick<ListRequest, 'offset' | 'limit'> {
  if (pagination === undefined) return {};
  const { page, perPage } = pagination;
  if (!Number.isInteger(page) || !Number.isInteger(perPage) || page < 1 || perPage < 1) throw new QueryRejected('Ungültige Seitenangabe.');
  return { offset: (page - 1) * perPage, limit: perPage };
}
