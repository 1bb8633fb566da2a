import { describe, expect, it } from 'vitest';
import { inquiries } from '../resources/inquiries';
import { properties } from '../resources/properties';
import { team } from '../resources/team';
import { MAX_PAGE, parseListPlan, QueryRejected, windowOfPage, windowOfRange } from './listPlan';

describe('list plans (the semantics of server/http/listQuery.ts)', () => {
  it('defaults to the declared sort and the largest page', () => {
    expect(parseListPlan(team, 'visitor')).toEqual({ conditions: [], sort: { field: 'order', order: 'ASC' }, offset: 0, limit: MAX_PAGE });
  });

  it('turns filters into equality, range, tag and search conditions', () => {
    const plan = parseListPlan(properties, 'visitor', {
      filter: { status: ['verfuegbar', 'reserviert'], district: 'suelz', published: 'true', price_lte: '500000', rooms_gte: 3, features: 'balkon', q: ' Sülz ', empty: '' },
    });
    expect(plan.conditions).toEqual([
      { kind: 'equals', field: 'status', values: ['verfuegbar', 'reserviert'] },
      { kind: 'equals', field: 'district', values: ['suelz'] },
      { kind: 'equals', field: 'published', values: [true] },
      { kind: 'range', field: 'price', op: '<=', value: 500_000 },
      { kind: 'range', field: 'rooms', op: '>=', value: 3 },
      { kind: 'contains', field: 'features', value: 'balkon' },
      { kind: 'search', fields: ['title', 'objectNumber', 'objectSubtype', 'street', 'postcode', 'city'], text: 'Sülz' },
    ]);
  });

  it('refuses filters and sorts on private fields for visitors, allows them for staff', () => {
    expect(() => parseListPlan(properties, 'visitor', { filter: { internalNotes: 'x' } })).toThrow(QueryRejected);
    expect(() => parseListPlan(properties, 'visitor', { filter: { internalNotes: 'x' } })).toThrow('Nach „internalNotes“ kann nicht gefiltert werden.');
    expect(() => parseListPlan(properties, 'visitor', { sort: { field: 'internalNotes', order: 'ASC' } })).toThrow('kann nicht sortiert werden');
    expect(parseListPlan(properties, 'staff', { sort: { field: 'internalNotes', order: 'ASC' } }).sort).toEqual({ field: 'internalNotes', order: 'ASC' });
  });

  it('refuses unknown fields, unknown choices, ranges on text and unsortable fields', () => {
    expect(() => parseListPlan(team, 'staff', { filter: { salary: 1 } })).toThrow('Nach „salary“');
    expect(() => parseListPlan(properties, 'staff', { filter: { district: 'mitte' } })).toThrow('Unbekannter Wert für „district“.');
    expect(() => parseListPlan(properties, 'staff', { filter: { title_gte: 'A' } })).toThrow('Nach „title_gte“');
    expect(() => parseListPlan(properties, 'staff', { filter: { rooms: 'drei' } })).toThrow('Ungültiger Filterwert für „rooms“.');
    expect(() => parseListPlan(properties, 'staff', { sort: { field: 'images', order: 'ASC' } })).toThrow('Nach „images“ kann nicht sortiert werden.');
    expect(() => parseListPlan(properties, 'staff', { sort: { field: 'price', order: 'UP' } })).toThrow('["feld","ASC"]');
  });

  it('reads ids and refuses anything that could be a path', () => {
    expect(parseListPlan(inquiries, 'staff', { filter: { id: ['a1', 'b_2'] } }).conditions).toEqual([{ kind: 'ids', ids: ['a1', 'b_2'] }]);
    expect(() => parseListPlan(inquiries, 'staff', { filter: { id: '../staff' } })).toThrow('Ungültige Kennungen.');
  });

  it('searches only fields the viewer may read, and ignores a blank search', () => {
    expect(parseListPlan(inquiries, 'staff', { filter: { q: '   ' } }).conditions).toEqual([]);
    expect(parseListPlan(inquiries, 'staff', { filter: { q: 'Meyer' } }).conditions).toEqual([{ kind: 'search', fields: ['name', 'email', 'message'], text: 'Meyer' }]);
  });

  it('turns react-admin pages and ra-data-simple-rest ranges into offset and limit, within bounds', () => {
    expect(windowOfPage({ page: 3, perPage: 25 })).toEqual({ offset: 50, limit: 25 });
    expect(windowOfRange([10, 19])).toEqual({ offset: 10, limit: 10 });
    expect(() => windowOfRange([5, 2])).toThrow(QueryRejected);
    expect(() => windowOfPage({ page: 0, perPage: 10 })).toThrow('Ungültige Seitenangabe.');
    expect(() => parseListPlan(team, 'staff', { offset: 0, limit: MAX_PAGE + 1 })).toThrow(`Höchstens ${MAX_PAGE} Einträge je Anfrage.`);
  });
});
