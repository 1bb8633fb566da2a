import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListPlan, type ListRequest } from '../../src/shared/data/listPlan';
import { evaluateList } from './firestoreEvaluateList';
import { offer } from '../../test-support/firebase/records';
import { visitorView } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { properties } from '../../src/shared/resources/properties';
import { resourceList } from '../../src/shared/resources/registry';
import { validateRecord } from '../../src/shared/resources/validation';
import { openDatabase, type Db } from '../db/database';
import { DocumentStore } from '../db/documentStore';
import { ContentService } from './contentService';

/**
 * Visitors' lists judge what visitors see: a sold reference's hidden price and an unpublished exact address
 * neither match a filter or search nor order a list by the stored value. The database does this from the
 * declaration (hiddenFromVisitors); the answers must equal the in-memory judgement of the visitor's view.
 */
let db: Db;
let content: ContentService;
let visitorCopies: (Record<string, unknown> & { id: string })[];

const listings = [
  offer('Altbau in Sülz', { price: 450_000, street: 'Berrenrather Straße', houseNumber: '12', showExactAddress: true, latitude: 50.92 }),
  offer('Penthouse am Rheinauhafen', {
    district: 'altstadt-sued',
    price: 1_450_000,
    street: 'Agrippinawerft',
    showExactAddress: false,
    latitude: 50.93,
  }),
  offer('Verkaufte Villa in Marienburg', {
    status: 'verkauft',
    showAsReference: true,
    district: 'marienburg',
    price: 2_900_000,
    street: 'Parkstraße',
    latitude: 50.9,
  }),
  offer('Verkauftes Haus, Preis gezeigt', {
    status: 'verkauft',
    showAsReference: true,
    showPriceInReference: true,
    price: 700_000,
    street: 'Parkstraße',
    showExactAddress: true,
  }),
  offer('Vermietete Wohnung', {
    status: 'vermietet',
    showAsReference: true,
    marketingType: 'miete',
    price: null,
    coldRent: 1_300,
    street: 'Zülpicher Straße',
  }),
  offer('Loft zur Miete', {
    marketingType: 'miete',
    price: null,
    coldRent: 1_650,
    district: 'ehrenfeld',
    street: 'Venloer Straße',
    showExactAddress: true,
  }),
  offer('Reserviert in Deutz', { status: 'reserviert', district: 'deutz', price: 380_000 }),
  offer('Nicht veröffentlicht', { published: false, price: 100_000, street: 'Geheimweg' }),
];

beforeAll(() => {
  db = openDatabase(':memory:');
  const store = new DocumentStore(db);
  store.ensureIndexes(resourceList);
  content = new ContentService(store);
  for (const listing of listings) {
    const result = validateRecord(properties, listing);
    if (!result.success) throw new Error(JSON.stringify(result.errors));
    store.create('properties', result.data, 'staff@example.de');
  }
  const all = store.list('properties', { conditions: [], sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 100 }).data;
  visitorCopies = all
    .filter((record) => record.published === true)
    .map((record) => ({ ...visitorView(properties, record, ['createdBy', 'updatedBy']), id: record.id }));
});
afterAll(() => db.close());

const requests: ListRequest[] = [
  { filter: { price_gte: 1_000_000 }, sort: { field: 'price', order: 'DESC' } },
  { filter: { price_lte: 3_000_000 }, sort: { field: 'title', order: 'ASC' } },
  { filter: { price: 2_900_000 } },
  { sort: { field: 'price', order: 'ASC' }, offset: 1, limit: 3 },
  { sort: { field: 'price', order: 'DESC' } },
  { filter: { status: ['verfuegbar', 'reserviert'] }, sort: { field: 'price', order: 'ASC' } },
  { filter: { showAsReference: true, status: ['verkauft', 'vermietet'] }, sort: { field: 'coldRent', order: 'DESC' } },
  { filter: { coldRent_gte: 1_000 }, sort: { field: 'coldRent', order: 'ASC' } },
  { filter: { q: 'Parkstraße' }, sort: { field: 'title', order: 'ASC' } },
  { filter: { q: 'straße' }, sort: { field: 'latitude', order: 'DESC' } },
  { filter: { q: 'Sülz' } },
  { filter: { district: 'suelz', livingArea_gte: 50 }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 2 },
];

const hidingByHand: ResourceDefinition = { ...properties, hiddenFromVisitors: undefined };

describe('a visitor’s list of a resource that hides values', () => {
  it.each(requests.map((request, index) => [index, request] as const))(
    'request %i: the database judges the shown values',
    (_index, request) => {
      const plan = parseListPlan(properties, 'visitor', request);
      const answer = content.list(properties, 'visitor', plan);
      const expected = evaluateList(visitorCopies, plan);
      expect(answer.data.map((record) => record.id)).toEqual(expected.data.map((record) => record.id));
      expect(answer.total).toBe(expected.total);
      expect(answer.data).toEqual(expected.data);
      // The same as a hand-written publicView, which is judged in memory.
      expect(content.list(hidingByHand, 'visitor', plan)).toEqual(answer);
    },
  );

  it('never matches a hidden price, however the range is narrowed', () => {
    const probe = (filter: Record<string, unknown>) =>
      content.list(properties, 'visitor', parseListPlan(properties, 'visitor', { filter })).data.map((record) => record.title);
    expect(probe({ price_gte: 2_899_999, price_lte: 2_900_001 })).toEqual([]);
    expect(probe({ q: 'Geheimweg' })).toEqual([]);
    expect(probe({ q: 'Agrippinawerft' })).toEqual([]);
    expect(probe({ price_gte: 699_999, price_lte: 700_001 })).toEqual(['Verkauftes Haus, Preis gezeigt']);
  });
});
