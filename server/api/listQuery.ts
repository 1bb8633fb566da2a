import { readableFields, type Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { rangeFieldTypes, type Field } from '../../src/shared/resources/fields';
import { RECORD_ID } from '../../src/shared/resources/validation';
import type { Condition, ListOptions } from '../db/documentStore';

/** A query the client got wrong: answered with 400 and this German message. */
export class BadQueryError extends Error {}

export const MAX_PAGE = 1000;
const MAX_IN_VALUES = 100;
const RANGE_SUFFIXES = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<' } as const;
const EQUALITY_TYPES = new Set<Field['type']>(['text', 'select', 'boolean', 'reference', 'number', 'integer', 'money', 'area', 'date']);

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length > 10_000) throw new BadQueryError(`Der Parameter „${name}“ ist ungültig.`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadQueryError(`Der Parameter „${name}“ ist kein gültiges JSON.`);
  }
}

function scalarFor(field: Field, value: unknown): unknown {
  const numeric = field.type === 'number' || field.type === 'integer' || field.type === 'money' || field.type === 'area';
  if (numeric) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  } else if (field.type === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
  } else if (typeof value === 'string' && value.length <= 200) {
    if (field.type === 'select' && !field.choices.some((choice) => choice.id === value)) {
      throw new BadQueryError(`Unbekannter Wert für „${field.name}“.`);
    }
    return value;
  }
  throw new BadQueryError(`Ungültiger Filterwert für „${field.name}“.`);
}

function parseFilter(resource: ResourceDefinition, viewer: Viewer, raw: unknown): Condition[] {
  if (raw === undefined) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BadQueryError('Der Filter muss ein JSON-Objekt sein.');
  const readable = readableFields(resource, viewer);
  const fieldNamed = (name: string) => (readable.has(name) ? resource.fields.find((field) => field.name === name) : undefined);
  const conditions: Condition[] = [];

  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > 200) throw new BadQueryError('Der Suchbegriff ist ungültig.');
      const fields = resource.searchable.filter((name) => readable.has(name));
      if (value.trim() && fields.length) conditions.push({ kind: 'search', fields: [...fields], text: value.trim() });
      continue;
    }
    if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_PAGE || !ids.every((id) => typeof id === 'string' && RECORD_ID.test(id))) throw new BadQueryError('Ungültige Kennungen.');
      conditions.push({ kind: 'ids', ids: ids as string[] });
      continue;
    }
    const suffix = (Object.keys(RANGE_SUFFIXES) as (keyof typeof RANGE_SUFFIXES)[]).find((candidate) => key.endsWith(candidate));
    if (suffix) {
      const field = fieldNamed(key.slice(0, -suffix.length));
      if (!field || !rangeFieldTypes.has(field.type)) throw new BadQueryError(`Nach „${key}“ kann nicht gefiltert werden.`);
      conditions.push({ kind: 'range', field: field.name, op: RANGE_SUFFIXES[suffix], value: scalarFor(field, value) as number | string });
      continue;
    }
    const field = fieldNamed(key);
    if (field?.type === 'tags') {
      if (typeof value !== 'string' || !field.choices.some((choice) => choice.id === value)) throw new BadQueryError(`Unbekannter Wert für „${key}“.`);
      conditions.push({ kind: 'contains', field: field.name, value });
      continue;
    }
    if (!field || !EQUALITY_TYPES.has(field.type)) throw new BadQueryError(`Nach „${key}“ kann nicht gefiltert werden.`);
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0 || values.length > MAX_IN_VALUES) throw new BadQueryError(`Ungültiger Filterwert für „${key}“.`);
    conditions.push({ kind: 'equals', field: field.name, values: values.map((item) => scalarFor(field, item)) });
  }
  return conditions;
}

function parseSort(resource: ResourceDefinition, viewer: Viewer, raw: unknown): ListOptions['sort'] {
  if (raw === undefined) return resource.defaultSort;
  if (!Array.isArray(raw) || raw.length !== 2 || typeof raw[0] !== 'string' || (raw[1] !== 'ASC' && raw[1] !== 'DESC')) {
    throw new BadQueryError('Die Sortierung muss die Form ["feld","ASC"] haben.');
  }
  const [field, order] = raw as [string, 'ASC' | 'DESC'];
  const sortable = ['id', 'createdAt', 'updatedAt'].includes(field) || (readableFields(resource, viewer).has(field) &&
    !['images', 'image', 'tags', 'richText'].includes(resource.fields.find((candidate) => candidate.name === field)!.type));
  if (!sortable) throw new BadQueryError(`Nach „${field}“ kann nicht sortiert werden.`);
  return { field, order };
}

function parseRange(raw: unknown): { offset: number; limit: number } {
  if (raw === undefined) return { offset: 0, limit: MAX_PAGE };
  const valid =
    Array.isArray(raw) && raw.length === 2 && raw.every((n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000_000) && raw[0] <= raw[1];
  if (!valid) throw new BadQueryError('Der Bereich muss die Form [start, ende] haben.');
  const [start, end] = raw as [number, number];
  if (end - start + 1 > MAX_PAGE) throw new BadQueryError(`Höchstens ${MAX_PAGE} Einträge je Anfrage.`);
  return { offset: start, limit: end - start + 1 };
}

/** Turns ra-data-simple-rest's `sort`, `range` and `filter` parameters into checked list options. */
export function parseListQuery(resource: ResourceDefinition, viewer: Viewer, query: Record<string, unknown>): ListOptions {
  return {
    conditions: parseFilter(resource, viewer, parseJson(query.filter, 'filter')),
    sort: parseSort(resource, viewer, parseJson(query.sort, 'sort')),
    ...parseRange(parseJson(query.range, 'range')),
  };
}
