import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toQuerySpec } from '../../src/shared/firebase/firestoreQuery';
import { TRASH_COLLECTION } from '../../src/shared/firebase/history';
import { firestoreIndexes, isServed, requiredIndex, type IndexConfig } from './indexes';
import { finishedMailsBefore } from '../retention/firestoreRetention';
import { parseListPlan, type ListRequest } from '../../src/shared/data/listPlan';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { rangeFieldTypes, type Field } from '../../src/shared/resources/fields';
import { findResource, resourceList } from '../../src/shared/resources/registry';
import { INDEX_FILE, indexFileText } from '../cli/firebaseGenerate';

const committed = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as IndexConfig;
const spec = (name: string, request: ListRequest) => toQuerySpec(name, parseListPlan(findResource(name)!, 'staff', request));

/** A value each filter field accepts, to build the dashboard's queries. */
function sampleValue(field: Field): unknown {
  if (field.type === 'boolean') return true;
  if (field.type === 'select' || field.type === 'tags') return field.choices[0].id;
  if (field.type === 'date') return '2026-01-01';
  if (rangeFieldTypes.has(field.type)) return 1;
  return 'abc';
}

function dashboardQueries(resource: ResourceDefinition): ListRequest[] {
  const orders = [resource.defaultSort.order, resource.defaultSort.order === 'ASC' ? 'DESC' : 'ASC'];
  const filters = resource.fields.filter((field) => field.filter);
  const equality = filters.filter((field) => !rangeFieldTypes.has(field.type) && field.type !== 'tags');
  return orders.flatMap((order) => {
    const sort = { field: resource.defaultSort.field, order };
    return [
      ...filters.map((field) => ({
        sort,
        filter: { [rangeFieldTypes.has(field.type) ? `${field.name}_gte` : field.name]: sampleValue(field) },
      })),
      ...equality
        .slice(1)
        .map((field) => ({ sort, filter: { [equality[0].name]: sampleValue(equality[0]), [field.name]: sampleValue(field) } })),
      ...(resource.searchable.length ? [{ sort, filter: { q: 'Köln' } }] : []),
    ];
  });
}

describe('firestore.indexes.json', () => {
  it('is generated from the declarations and up to date (npm run firebase:generate)', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(indexFileText());
  });

  it('serves the Papierkorb of a role that may not read every resource: its resources, newest first', () => {
    const query = {
      collection: TRASH_COLLECTION,
      filters: [{ field: 'resource', op: 'in' as const, value: ['properties', 'inquiries'] }],
      orderBy: { field: 'createdAt', direction: 'desc' as const },
    };
    expect(requiredIndex(query)).not.toBeNull();
    expect(isServed(query, committed)).toBe(true);
  });

  it('serves the retention job’s old mails of one delivery state (server/retention/firestoreRetention.ts)', () => {
    const query = finishedMailsBefore('ERROR', new Date(0));
    expect(requiredIndex(query)).not.toBeNull();
    expect(isServed(query, committed)).toBe(true);
  });

  it('stays well within Firestore’s limit of composite indexes', () => {
    expect(committed.indexes.length).toBeLessThan(150);
    expect(committed.fieldOverrides.every((override) => override.fieldPath !== 'published' && override.fieldPath !== 'createdAt')).toBe(
      true,
    );
  });

  it('serves every filter of every resource with its default order, equality filters combined, and the search', () => {
    for (const resource of resourceList) {
      for (const request of dashboardQueries(resource)) {
        const query = spec(resource.name, request);
        expect(isServed(query, committed), `${resource.name} ${JSON.stringify(request)}`).toBe(true);
      }
    }
  });

  it('needs no composite index to sort any list by any column without a filter', () => {
    for (const resource of resourceList) {
      for (const field of [
        ...resource.fields.filter((candidate) => candidate.sortable).map((candidate) => candidate.name),
        'createdAt',
        'updatedAt',
        'id',
      ]) {
        expect(requiredIndex(spec(resource.name, { sort: { field, order: 'DESC' } }))).toBeNull();
      }
    }
  });

  it('knows which combinations it does not cover (they are created on demand, docs/firebase.md)', () => {
    expect(isServed(spec('properties', { filter: { district: 'suelz' }, sort: { field: 'price', order: 'ASC' } }), committed)).toBe(false);
  });
});

describe('the index a query needs (Firestore’s rules)', () => {
  it('equality first, then array-contains, then the order and the inequality fields it did not name', () => {
    expect(
      requiredIndex({
        collection: 'p',
        filters: [{ field: 'status', op: '==', value: 'x' }],
        orderBy: { field: 'createdAt', direction: 'desc' },
      })?.fields,
    ).toEqual([
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]);
    expect(
      requiredIndex({
        collection: 'p',
        filters: [
          { field: 'rooms', op: '>=', value: 3 },
          { field: 'price', op: '<=', value: 5 },
          { field: '_keywords', op: 'array-contains', value: 'k' },
        ],
        orderBy: { field: 'price', direction: 'asc' },
      })?.fields,
    ).toEqual([
      { fieldPath: '_keywords', arrayConfig: 'CONTAINS' },
      { fieldPath: 'price', order: 'ASCENDING' },
      { fieldPath: 'rooms', order: 'ASCENDING' },
    ]);
  });

  it('none for one field, or for equality filters ordered by document id', () => {
    expect(requiredIndex({ collection: 'p', filters: [], orderBy: { field: 'price', direction: 'desc' } })).toBeNull();
    expect(
      requiredIndex({ collection: 'p', filters: [{ field: 'price', op: '>', value: 1 }], orderBy: { field: 'price', direction: 'asc' } }),
    ).toBeNull();
    expect(
      requiredIndex({
        collection: 'p',
        filters: [
          { field: 'a', op: '==', value: 1 },
          { field: 'b', op: 'in', value: [1, 2] },
        ],
        orderBy: { field: '__name__', direction: 'asc' },
      }),
    ).toBeNull();
  });

  it('combines equality filters by index merging only when each has the same order behind it', () => {
    const config = firestoreIndexes(resourceList);
    const two = spec('properties', { filter: { district: 'suelz', status: 'verfuegbar' } });
    expect(requiredIndex(two)?.fields).toHaveLength(3);
    expect(isServed(two, config)).toBe(true);
    expect(isServed(two, { ...config, indexes: config.indexes.filter((index) => index.fields[0].fieldPath !== 'status') })).toBe(false);
  });
});
