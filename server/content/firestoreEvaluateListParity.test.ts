import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateList } from './firestoreEvaluateList';
import { parseListPlan } from '../../src/shared/data/listPlan';
import { offer } from '../../test-support/firebase/records';
import { properties } from '../../src/shared/resources/properties';
import { validateRecord } from '../../src/shared/resources/validation';
import { openDatabase, type Db } from '../db/database';
import { DocumentStore, type StoredRecord } from '../db/documentStore';

/**
 * The visitors' source in Firebase mode answers lists in memory (evaluateList); the embedded server
 * answers them in SQLite. The same records and the same requests must give the same pages.
 */
let db: Db;
let store: DocumentStore;
let rows: StoredRecord[];

const variants = [
  { title: 'Altbau in Sülz', district: 'suelz', price: 450_000, rooms: 3, livingArea: 82, features: ['balkon', 'altbau'] },
  {
    title: 'Penthouse am Rheinauhafen',
    district: 'altstadt-sued',
    price: 1_450_000,
    rooms: 4,
    livingArea: 160,
    features: ['aufzug', 'terrasse'],
  },
  {
    title: 'Familienhaus in Junkersdorf',
    objectType: 'haus',
    district: 'junkersdorf',
    price: 980_000,
    rooms: 6,
    livingArea: 170,
    features: ['garten'],
  },
  { title: 'Kleine Wohnung in Nippes', district: 'nippes', price: 450_000, rooms: 2, livingArea: 48, features: [] },
  {
    title: 'Loft in Ehrenfeld',
    marketingType: 'miete',
    price: null,
    coldRent: 1_650,
    district: 'ehrenfeld',
    rooms: 2.5,
    livingArea: 95,
    features: ['aufzug'],
  },
  {
    title: 'Wohnung in Sülz zur Miete',
    marketingType: 'miete',
    price: null,
    coldRent: 1_100,
    district: 'suelz',
    rooms: 3,
    livingArea: 75,
    features: ['balkon'],
  },
  {
    title: 'Verkaufte Villa in Marienburg',
    status: 'verkauft',
    showAsReference: true,
    district: 'marienburg',
    price: 2_900_000,
    rooms: 9,
    livingArea: 320,
    features: ['garten', 'kamin'],
  },
  {
    title: 'Reservierte Wohnung in Deutz',
    status: 'reserviert',
    district: 'deutz',
    price: null,
    priceOnRequest: true,
    rooms: null,
    livingArea: null,
    features: [],
  },
];

const requests: Parameters<typeof parseListPlan>[2][] = [
  {},
  { sort: { field: 'price', order: 'ASC' } },
  { sort: { field: 'price', order: 'DESC' }, offset: 2, limit: 3 },
  { filter: { district: 'suelz' }, sort: { field: 'title', order: 'ASC' } },
  {
    filter: { status: ['verfuegbar', 'reserviert'], marketingType: 'kauf', price_lte: 1_000_000 },
    sort: { field: 'createdAt', order: 'DESC' },
  },
  { filter: { rooms_gte: 3, livingArea_gte: 80 }, sort: { field: 'livingArea', order: 'DESC' } },
  { filter: { rooms_gt: 2, rooms_lt: 6 }, sort: { field: 'rooms', order: 'ASC' } },
  { filter: { features: 'balkon' }, sort: { field: 'id', order: 'DESC' } },
  { filter: { q: 'SULZ' }, sort: { field: 'title', order: 'ASC' } },
  { filter: { q: 'in' }, sort: { field: 'livingArea', order: 'ASC' }, offset: 1, limit: 4 },
  { filter: { showAsReference: true, status: ['verkauft', 'vermietet'] }, sort: { field: 'updatedAt', order: 'DESC' } },
  { filter: { priceOnRequest: false }, sort: { field: 'rooms', order: 'DESC' } },
];

beforeAll(() => {
  db = openDatabase(':memory:');
  store = new DocumentStore(db);
  store.ensureIndexes([properties]);
  for (const variant of variants) {
    const result = validateRecord(properties, offer(variant.title, variant));
    if (!result.success) throw new Error(JSON.stringify(result.errors));
    store.create('properties', result.data, 'test@example.de');
  }
  rows = store.list('properties', { conditions: [], sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 100 }).data;
});
afterAll(() => db.close());

describe('lists in memory give the embedded server’s pages', () => {
  it.each(requests.map((request, index) => [index, request] as const))('request %i', (_index, request) => {
    const plan = parseListPlan(properties, 'staff', request);
    const embedded = store.list('properties', plan);
    const memory = evaluateList(rows, plan);
    expect(memory.total).toBe(embedded.total);
    expect(memory.data.map((row) => row.id)).toEqual(embedded.data.map((row) => row.id));
  });
});
