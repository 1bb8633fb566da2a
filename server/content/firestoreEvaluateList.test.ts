import { describe, expect, it } from 'vitest';
import { compareValues, evaluateList } from './firestoreEvaluateList';
import type { ListPlan } from '../../src/shared/data/listPlan';

const rows = [
  { id: 'c', title: 'Altbau in Sülz', price: 500_000, rooms: 3, published: true, features: ['balkon'], date: '2026-02-01' },
  { id: 'a', title: 'Villa Marienburg', price: null, rooms: 7, published: true, features: [], date: '2025-12-24' },
  { id: 'b', title: 'Loft in Ehrenfeld', price: 500_000, rooms: 2, published: false, features: ['balkon', 'aufzug'], date: null },
];
const plan = (partial: Partial<ListPlan>): ListPlan => ({
  conditions: [],
  sort: { field: 'id', order: 'ASC' },
  offset: 0,
  limit: 100,
  ...partial,
});
const ids = (partial: Partial<ListPlan>) => evaluateList(rows, plan(partial)).data.map((row) => row.id);

describe('lists in memory, with the embedded server’s semantics', () => {
  it('orders like SQLite: nulls first, then numbers, then text; ties by id in the same direction', () => {
    expect(ids({ sort: { field: 'price', order: 'ASC' } })).toEqual(['a', 'b', 'c']);
    expect(ids({ sort: { field: 'price', order: 'DESC' } })).toEqual(['c', 'b', 'a']);
    expect(ids({ sort: { field: 'date', order: 'ASC' } })).toEqual(['b', 'a', 'c']);
    expect(compareValues(true, 1)).toBe(0);
    expect(compareValues(5, 'a')).toBeLessThan(0);
  });

  it('filters by equality, lists of values, ranges (never matching null) and tags', () => {
    expect(ids({ conditions: [{ kind: 'equals', field: 'published', values: [true] }] })).toEqual(['a', 'c']);
    expect(ids({ conditions: [{ kind: 'equals', field: 'rooms', values: [2, 7] }] })).toEqual(['a', 'b']);
    expect(ids({ conditions: [{ kind: 'range', field: 'price', op: '<=', value: 600_000 }] })).toEqual(['b', 'c']);
    expect(ids({ conditions: [{ kind: 'range', field: 'date', op: '>', value: '2026-01-01' }] })).toEqual(['c']);
    expect(ids({ conditions: [{ kind: 'contains', field: 'features', value: 'aufzug' }] })).toEqual(['b']);
    expect(ids({ conditions: [{ kind: 'ids', ids: ['c', 'x'] }] })).toEqual(['c']);
  });

  it('searches by word beginnings, ignoring case and accents', () => {
    expect(ids({ conditions: [{ kind: 'search', fields: ['title'], text: 'SULZ' }] })).toEqual(['c']);
    expect(ids({ conditions: [{ kind: 'search', fields: ['title'], text: 'marienbu' }] })).toEqual(['a']);
    expect(ids({ conditions: [{ kind: 'search', fields: ['title'], text: 'rienbu' }] })).toEqual([]);
  });

  it('counts all matches and answers the requested window', () => {
    expect(evaluateList(rows, plan({ offset: 1, limit: 1 }))).toEqual({ data: [rows[2]], total: 3 });
  });
});
