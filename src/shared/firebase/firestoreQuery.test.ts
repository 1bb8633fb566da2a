import { describe, expect, it } from 'vitest';
import { inquiries } from '../resources/inquiries';
import { properties } from '../resources/properties';
import { team } from '../resources/team';
import { DOCUMENT_ID, toQuerySpec } from './firestoreQuery';
import { parseListPlan } from '../data/listPlan';

const specOf = (resource: typeof properties | typeof team | typeof inquiries, request: Parameters<typeof parseListPlan>[2]) =>
  toQuerySpec(resource.name, parseListPlan(resource, 'staff', request));

describe('react-admin parameters → Firestore query', () => {
  it('maps equality, in, ranges, tags and the search to where clauses and the sort to orderBy', () => {
    expect(
      specOf(properties, {
        filter: { status: ['verfuegbar', 'reserviert'], district: 'suelz', price_gte: 400_000, price_lte: 600_000, features: 'balkon' },
        sort: { field: 'price', order: 'DESC' },
      }),
    ).toEqual({
      collection: 'properties',
      filters: [
        { field: 'status', op: 'in', value: ['verfuegbar', 'reserviert'] },
        { field: 'district', op: '==', value: 'suelz' },
        { field: 'price', op: '>=', value: 400_000 },
        { field: 'price', op: '<=', value: 600_000 },
        { field: 'features', op: 'array-contains', value: 'balkon' },
      ],
      orderBy: { field: 'price', direction: 'desc' },
    });
  });

  it('searches the keyword index with the longest word of the query', () => {
    expect(specOf(inquiries, { filter: { q: 'Frau Müller-Lüdenscheidt' } }).filters).toEqual([
      { field: '_keywords', op: 'array-contains', value: 'ludenscheidt' },
    ]);
  });

  it('uses the default sort, and the document id for "id"', () => {
    expect(specOf(team, {}).orderBy).toEqual({ field: 'order', direction: 'asc' });
    expect(specOf(team, { sort: { field: 'id', order: 'DESC' } }).orderBy).toEqual({ field: DOCUMENT_ID, direction: 'desc' });
    expect(specOf(team, { filter: { id: ['a', 'b'] } }).filters).toEqual([{ field: DOCUMENT_ID, op: 'in', value: ['a', 'b'] }]);
  });

  it('orders by id when the sort field is pinned by an equality filter (same result, no extra index)', () => {
    expect(specOf(properties, { filter: { status: 'verkauft' }, sort: { field: 'status', order: 'DESC' } }).orderBy).toEqual({
      field: DOCUMENT_ID,
      direction: 'desc',
    });
    expect(
      specOf(properties, { filter: { status: ['verkauft', 'vermietet'] }, sort: { field: 'status', order: 'ASC' } }).orderBy.field,
    ).toBe('status');
  });

  it('refuses what Firestore cannot answer, in German', () => {
    expect(() => specOf(properties, { filter: { q: 'Balkon', features: 'balkon' } })).toThrow(
      'nicht mit einem Filter nach Ausstattungsmerkmalen kombinieren',
    );
    const districts = ['suelz', 'nippes', 'deutz', 'ehrenfeld', 'lindenthal', 'bayenthal'];
    const statuses = ['verfuegbar', 'reserviert', 'verkauft', 'vermietet', 'verfuegbar', 'reserviert'];
    expect(() => specOf(properties, { filter: { district: districts, status: statuses } })).toThrow('höchstens 30 Werte');
  });

  it('leaves a search without a word out instead of searching for nothing', () => {
    expect(specOf(inquiries, { filter: { q: '?!' } }).filters).toEqual([]);
  });
});
