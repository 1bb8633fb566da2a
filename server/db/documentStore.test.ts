import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseListPlan, type ListRequest } from '../../src/shared/data/listPlan';
import { offer } from '../../test-support/firebase/records';
import { cologneDistricts } from '../../src/shared/resources/choices/districts';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { inquiries } from '../../src/shared/resources/inquiries';
import { properties } from '../../src/shared/resources/properties';
import { resourceList } from '../../src/shared/resources/registry';
import { openDatabase, type Db } from './database';
import { DocumentStore } from './documentStore';
import { listIndexes } from './listIndexes';
import type { ListOptions } from './listSql';

let db: Db;
let store: DocumentStore;
const propertyIds: string[] = [];

/** Enough records that the plans are those of a real site; varied like bench/scale.ts's. */
beforeAll(() => {
  db = openDatabase(':memory:');
  store = new DocumentStore(db);
  store.ensureIndexes(resourceList);
  db.transaction(() => {
    for (let n = 0; n < 400; n++) {
      const rent = n % 2 === 0;
      const status = n % 11 === 0 ? 'verkauft' : n % 7 === 0 ? 'reserviert' : 'verfuegbar';
      const record = store.create(
        'properties',
        offer(`Wohnung ${n}`, {
          marketingType: rent ? 'miete' : 'kauf',
          objectType: n % 5 === 0 ? 'haus' : 'wohnung',
          status,
          published: n % 10 !== 0,
          showAsReference: status === 'verkauft',
          district: cologneDistricts[n % cologneDistricts.length].id,
          price: rent ? null : 200_000 + n * 1_000,
          coldRent: rent ? 500 + n : null,
          livingArea: 40 + (n % 160),
          rooms: 1 + (n % 5),
        }),
        'staff@example.de',
      );
      propertyIds.push(record.id);
    }
    for (let n = 0; n < 2_000; n++) {
      store.create(
        'inquiries',
        {
          name: `Person ${n}`,
          email: `p${n}@example.de`,
          topic: 'expose',
          property: propertyIds[n % 400],
          message: 'Exposé bitte.',
          privacyConsent: true,
          status: n % 3 ? 'neu' : 'erledigt',
        },
        null,
      );
    }
  })();
});
afterAll(() => db.close());

const current = { status: ['verfuegbar', 'reserviert'] };

/** What ContentService asks the store for a visitor: the published filter and the resource's hiding rules. */
function visitorOptions(request: ListRequest): ListOptions {
  const plan = parseListPlan(properties, 'visitor', request);
  return {
    ...plan,
    conditions: [...plan.conditions, { kind: 'equals', field: 'published', values: [true] }],
    hidden: properties.hiddenFromVisitors,
  };
}

/** The lists /angebote, the exposé, /referenzen and the API ask for with filters and sort. */
const publicLists: [string, ListRequest][] = [
  ['/angebote', { filter: current, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 9 }],
  [
    '/angebote, rent, rooms, price ascending',
    { filter: { ...current, marketingType: 'miete', rooms_gte: 3 }, sort: { field: 'coldRent', order: 'ASC' }, offset: 0, limit: 9 },
  ],
  [
    '/angebote, every filter, price descending',
    {
      filter: {
        ...current,
        marketingType: 'kauf',
        objectType: 'haus',
        district: 'suelz',
        price_lte: 750_000,
        rooms_gte: 2,
        livingArea_gte: 60,
      },
      sort: { field: 'price', order: 'DESC' },
      offset: 0,
      limit: 9,
    },
  ],
  [
    '/angebote page 3, largest first',
    {
      filter: { ...current, marketingType: 'kauf', livingArea_gte: 80 },
      sort: { field: 'livingArea', order: 'DESC' },
      offset: 18,
      limit: 9,
    },
  ],
  [
    '/angebote, district, newest',
    { filter: { ...current, district: 'ehrenfeld' }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 9 },
  ],
  [
    'API list, district and a price that sold listings hide',
    { filter: { district: 'suelz', price_lte: 900_000 }, sort: { field: 'livingArea', order: 'DESC' }, offset: 0, limit: 24 },
  ],
  [
    'API list sorted by a price that sold listings hide',
    { filter: { marketingType: 'miete', rooms_gte: 2 }, sort: { field: 'price', order: 'ASC' }, offset: 0, limit: 12 },
  ],
  [
    '/referenzen',
    {
      filter: { status: ['verkauft', 'vermietet'], showAsReference: true },
      sort: { field: 'updatedAt', order: 'DESC' },
      offset: 0,
      limit: 48,
    },
  ],
];

const onDocuments = (steps: string[]) => steps.filter((step) => /^(SEARCH|SCAN) documents\b/.test(step));

describe('list queries and the indexes SQLite uses for them', () => {
  it.each(publicLists)(
    '%s: the count and the page’s ids come from a list index alone; only the page’s documents are read',
    (_name, request) => {
      const { page, count } = store.explainList('properties', visitorOptions(request));
      // Never a pass over the table, never the primary key for a whole collection: a list index that holds everything asked.
      expect(onDocuments(count), count.join(' | ')).toEqual([
        expect.stringMatching(/^SEARCH documents USING COVERING INDEX ix_properties_\w+ \(/),
      ]);
      expect(onDocuments(page), page.join(' | ')).toEqual([
        expect.stringMatching(/^(SEARCH|SCAN) documents USING COVERING INDEX ix_properties_\w+\b/),
      ]);
      expect(page).toContain('SEARCH d USING INTEGER PRIMARY KEY (rowid=?)');
    },
  );

  it('walks the sort order’s index for a page, unless a filter is selective enough to find its few matches first', () => {
    const pageOf = (request: ListRequest) => onDocuments(store.explainList('properties', visitorOptions(request)).page)[0];
    // Nearly every offer is current: walking newest first and stopping after nine beats sorting them all.
    expect(pageOf({ filter: current, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 9 })).toMatch(
      /^SCAN documents USING COVERING INDEX ix_properties_createdAt$/,
    );
    // The walk seeks a range on the sort field itself.
    expect(pageOf({ filter: { ...current, price_lte: 500_000 }, sort: { field: 'price', order: 'DESC' }, offset: 0, limit: 9 })).toMatch(
      /^SEARCH documents USING COVERING INDEX ix_properties_price \(<expr><\?\)/,
    );
    // One district of seventeen: found by its index, then sorted.
    expect(pageOf({ filter: { ...current, district: 'suelz' }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 9 })).toMatch(
      /ix_properties_district \(<expr>=\?/,
    );
    // Sorting by a value visitors may not see follows the shown value, which no index holds in order.
    expect(pageOf({ sort: { field: 'price', order: 'ASC' }, offset: 0, limit: 9 })).not.toMatch(/ix_properties_price/);
  });

  it('answers staff lists of 100,000-record collections from an index too', () => {
    const requests: ListRequest[] = [
      { sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 25 },
      { filter: { status: 'neu' }, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 25 },
      { filter: { property: propertyIds[3] }, sort: { field: 'name', order: 'ASC' }, offset: 0, limit: 25 },
    ];
    for (const request of requests) {
      const { page, count } = store.explainList('inquiries', parseListPlan(inquiries, 'staff', request));
      for (const step of onDocuments(page)) expect(step).toMatch(/USING (COVERING )?INDEX ix_inquiries_/);
      for (const step of onDocuments(count)) expect(step).toMatch(/USING COVERING INDEX ix_inquiries_/);
    }
  });

  it('parses only the documents of the page it returns', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const { data, total } = store.list(
        'properties',
        visitorOptions({ filter: current, sort: { field: 'createdAt', order: 'DESC' }, offset: 9, limit: 9 }),
      );
      expect(data).toHaveLength(9);
      expect(total).toBeGreaterThan(300);
      expect(parse).toHaveBeenCalledTimes(9);
    } finally {
      parse.mockRestore();
    }
  });

  it('pages through a list in the same order as one long page, with the same total', () => {
    const request = { filter: { ...current, marketingType: 'kauf' }, sort: { field: 'price', order: 'DESC' as const } };
    const all = store.list('properties', visitorOptions({ ...request, offset: 0, limit: 1000 }));
    const pages = [0, 9, 18].map((offset) => store.list('properties', visitorOptions({ ...request, offset, limit: 9 })));
    expect(pages.flatMap((page) => page.data.map((record) => record.id))).toEqual(all.data.slice(0, 27).map((record) => record.id));
    expect(new Set(pages.map((page) => page.total))).toEqual(new Set([all.total]));
    expect(store.list('properties', visitorOptions({ ...request, offset: 5_000, limit: 9 }))).toEqual({ data: [], total: all.total });
  });
});

describe('ensureIndexes', () => {
  const listIndexNames = (database: Db) =>
    database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'ix\\_%' ESCAPE '\\' ORDER BY name")
      .pluck()
      .all() as string[];

  it('creates the derived indexes once, replaces a changed one and drops those no declaration asks for, per collection', () => {
    const database = openDatabase(':memory:');
    const documents = new DocumentStore(database);
    documents.ensureIndexes(resourceList);
    const names = listIndexNames(database);
    expect(names).toEqual(resourceList.flatMap((resource) => listIndexes(resource).map((index) => index.name)).sort());
    documents.ensureIndexes(resourceList);
    expect(listIndexNames(database)).toEqual(names);

    database.exec(
      `DROP INDEX ix_team_order; CREATE INDEX ix_team_order ON documents (json_extract(data, '$.order')) WHERE +collection = 'team'`,
    );
    database.exec(`CREATE INDEX ix_team_retired ON documents (json_extract(data, '$.retired')) WHERE collection = 'team'`);
    const team = resourceList.find((resource) => resource.name === 'team') as ResourceDefinition;
    documents.ensureIndexes([team]);
    expect(listIndexNames(database)).toEqual(names);
    const orderIndex = database.prepare("SELECT sql FROM sqlite_master WHERE name = 'ix_team_order'").pluck().get();
    expect(orderIndex).toBe(listIndexes(team).find((index) => index.name === 'ix_team_order')?.sql);
    database.close();
  });
});
