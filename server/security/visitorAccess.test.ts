// Threat: a visitor reads what is not published – unpublished records, inquiries (personal data), private fields,
// values a listing hides (exact address, the price of a sold reference), staff accounts – through any list filter,
// id list, q search, sort, record URL, server-rendered page or payload file (`<page>/_payload.json`).
// Defences: server/content/contentService.ts (published filter, visitor view, judging filters on the visible values),
// server/http/listQuery.ts (readable fields only), server/content/resourceRoutes.ts, the page loaders through serverPublicData.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoutes } from '../../src/shared/routes/routeTable';
import { ADMIN, createSecurityApp, validRecords, type SecurityApp } from '../../test-support/server/security/securityTestApp';

let s: SecurityApp;

/** Strings that must never reach a visitor. */
const SECRET = {
  unpublishedOffer: 'GEHEIMES-ANGEBOT-7Q',
  unpublishedReference: 'GEHEIME-REFERENZ-6T',
  internalNotes: 'INTERNE-NOTIZ-9Z',
  team: 'VERSTECKTES-TEAMMITGLIED-3K',
  testimonial: 'VERSTECKTE-KUNDENSTIMME-5M',
  number: 'VERSTECKTE-KENNZAHL-8P',
  inquiryName: 'ANFRAGENDE-PERSON-2X',
  inquiryMessage: 'ANFRAGETEXT-4W',
  inquiryNote: 'ANFRAGE-NOTIZ-1V',
  street: 'Geheimgasse',
  houseNumber: '77b',
  latitude: '50.9312345',
  longitude: '6.9345678',
  referencePrice: '734517',
  referencePriceFormatted: '734.517',
  staffEmail: ADMIN.email,
  passwordHash: 'scrypt$',
};

const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await createSecurityApp();
  const create = async (key: string, resource: string, data: Record<string, unknown>) => {
    ids[key] = (await s.create(resource, data)).id;
  };
  await create('offer', 'properties', validRecords.properties({ title: 'Sichtbares Angebot', internalNotes: SECRET.internalNotes }));
  await create(
    'hiddenAddressOffer',
    'properties',
    validRecords.properties({
      title: 'Angebot ohne genaue Adresse',
      showExactAddress: false,
      street: SECRET.street,
      houseNumber: SECRET.houseNumber,
      latitude: Number(SECRET.latitude),
      longitude: Number(SECRET.longitude),
      internalNotes: SECRET.internalNotes,
    }),
  );
  await create(
    'unpublishedOffer',
    'properties',
    validRecords.properties({ title: SECRET.unpublishedOffer, published: false, internalNotes: SECRET.internalNotes }),
  );
  await create(
    'reference',
    'properties',
    validRecords.properties({
      title: 'Verkaufte Wohnung (Referenz)',
      status: 'verkauft',
      showAsReference: true,
      showPriceInReference: false,
      price: Number(SECRET.referencePrice),
      showExactAddress: false,
      street: SECRET.street,
      houseNumber: SECRET.houseNumber,
    }),
  );
  await create(
    'otherReference',
    'properties',
    validRecords.properties({
      title: 'Zweite Referenz',
      status: 'verkauft',
      showAsReference: true,
      showPriceInReference: true,
      price: 100,
    }),
  );
  // Both references hide their address. Store the addresses in the opposite of the id order, so that a sort which
  // used the stored values instead of the visible (empty) ones would show.
  const [first, second] = [ids.reference, ids.otherReference].sort();
  const stored = {
    [first]: { street: `Zzz-${SECRET.street}`, houseNumber: '99', latitude: 51.9, longitude: 7.9 },
    [second]: { street: 'Aaa-Gasse', houseNumber: '11', latitude: 50.1, longitude: 6.1 },
  };
  for (const [id, extra] of [
    [ids.reference, { title: 'Verkaufte Wohnung (Referenz)', showPriceInReference: false, price: Number(SECRET.referencePrice) }],
    [ids.otherReference, { title: 'Zweite Referenz', showPriceInReference: true, price: 100 }],
  ] as const) {
    const body = validRecords.properties({ ...extra, ...stored[id], status: 'verkauft', showAsReference: true, showExactAddress: false });
    expect((await s.call('PUT', `/api/properties/${id}`, { staff: true, body })).statusCode).toBe(200);
  }
  await create(
    'unpublishedReference',
    'properties',
    validRecords.properties({ title: SECRET.unpublishedReference, status: 'verkauft', showAsReference: true, published: false }),
  );
  await create('team', 'team', validRecords.team());
  await create(
    'hiddenTeam',
    'team',
    validRecords.team({ name: SECRET.team, email: 'versteckt@rheinkontor-immobilien.de', published: false }),
  );
  await create('testimonial', 'testimonials', validRecords.testimonials());
  await create('hiddenTestimonial', 'testimonials', validRecords.testimonials({ author: SECRET.testimonial, published: false }));
  await create('number', 'numbers', validRecords.numbers());
  await create('hiddenNumber', 'numbers', validRecords.numbers({ label: SECRET.number, published: false }));
  const inquiry = await s.call('POST', '/api/inquiries', {
    body: validRecords.inquiries({ name: SECRET.inquiryName, message: SECRET.inquiryMessage, property: ids.offer }),
  });
  expect(inquiry.statusCode).toBe(201);
  ids.inquiry = inquiry.json().id;
  expect(
    (
      await s.call('PUT', `/api/inquiries/${ids.inquiry}`, {
        staff: true,
        body: {
          ...validRecords.inquiries({ name: SECRET.inquiryName, message: SECRET.inquiryMessage }),
          note: SECRET.inquiryNote,
          status: 'in-bearbeitung',
        },
      })
    ).statusCode,
  ).toBe(200);
  expect((await s.call('PUT', '/api/settings/agency', { staff: true, body: validRecords.settings() })).statusCode).toBe(200);
}, 120_000);
afterAll(() => s.close());

function expectNoSecret(body: string, context: string, except: (keyof typeof SECRET)[] = []) {
  for (const [name, secret] of Object.entries(SECRET)) {
    if (except.includes(name as keyof typeof SECRET)) continue;
    expect(body.includes(secret), `${context} contains ${name} (${secret})`).toBe(false);
  }
}

const query = (resource: string, params: Record<string, unknown>) =>
  s.call(
    'GET',
    `/api/${resource}?${Object.entries(params)
      .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
      .join('&')}`,
  );
const idsOf = (body: string) => (JSON.parse(body) as { id: string }[]).map((record) => record.id);

describe('the API as seen by a visitor', () => {
  const allIds = () => Object.values(ids);

  it.each([
    ['properties', {}],
    ['properties', { filter: { published: false } }],
    ['properties', { filter: { published: [true, false] } }],
    ['properties', { filter: { id: [] } }],
    ['properties', { filter: { status: ['verfuegbar', 'reserviert', 'verkauft', 'vermietet'] } }],
    ['properties', { filter: { q: 'GEHEIM' } }],
    ['properties', { filter: { q: 'Angebot' }, sort: ['title', 'DESC'], range: [0, 999] }],
    ['properties', { filter: { showAsReference: true } }],
    ['team', {}],
    ['team', { filter: { published: false } }],
    ['team', { filter: { q: 'VERSTECKT' } }],
    ['team', { filter: { q: 'versteckt@' } }],
    ['testimonials', { filter: { published: false } }],
    ['testimonials', { filter: { q: 'VERSTECKT' } }],
    ['numbers', { filter: { published: false } }],
    ['numbers', { filter: { q: 'VERSTECKT' } }],
    ['settings', {}],
  ])('lists of %s with %j hold no secret', async (resource, params) => {
    const response = await query(resource, params);
    expect(response.statusCode).toBe(200);
    expectNoSecret(response.body, `${resource} ${JSON.stringify(params)}`);
  });

  it('id lists return only published records, however the ids are named', async () => {
    for (const resource of ['properties', 'team', 'testimonials', 'numbers']) {
      const response = await query(resource, { filter: { id: allIds() } });
      expect(response.statusCode).toBe(200);
      expectNoSecret(response.body, `${resource} by ids`);
      const one = await query(resource, { filter: { id: ids.unpublishedOffer } });
      expect(idsOf(one.body)).toEqual([]);
    }
  });

  it('refuses unpublished records by id, and their answer carries nothing of them', async () => {
    for (const [key, resource] of [
      ['unpublishedOffer', 'properties'],
      ['unpublishedReference', 'properties'],
      ['hiddenTeam', 'team'],
      ['hiddenTestimonial', 'testimonials'],
      ['hiddenNumber', 'numbers'],
    ]) {
      const response = await s.call('GET', `/api/${resource}/${ids[key]}`);
      expect(response.statusCode).toBe(401);
      expectNoSecret(response.body, key);
    }
  });

  it('never lets a visitor read inquiries, by list, filter, search or id – and does not say which ids exist', async () => {
    for (const params of [
      {},
      { filter: { q: SECRET.inquiryName } },
      { filter: { id: [ids.inquiry] } },
      { filter: { status: 'neu' } },
      { sort: ['name', 'ASC'] },
    ]) {
      const response = await query('inquiries', params);
      expect(response.statusCode).toBe(401);
      expectNoSecret(response.body, `inquiries ${JSON.stringify(params)}`);
    }
    const real = await s.call('GET', `/api/inquiries/${ids.inquiry}`);
    const invented = await s.call('GET', '/api/inquiries/gibt-es-nicht');
    expect([real.statusCode, real.body]).toEqual([invented.statusCode, invented.body]);
    expect(real.statusCode).toBe(401);
  });

  it('answers a visitor inquiry with its id only, never with other data', async () => {
    const response = await s.call('POST', '/api/inquiries', { body: validRecords.inquiries() });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['id']);
  });

  it('refuses filtering, sorting and searching by private fields', async () => {
    expect((await query('properties', { filter: { internalNotes: SECRET.internalNotes } })).statusCode).toBe(400);
    expect((await query('properties', { filter: { internalNotes_gte: 'A' } })).statusCode).toBe(400);
    expect((await query('properties', { sort: ['internalNotes', 'ASC'] })).statusCode).toBe(400);
    expect(idsOf((await query('properties', { filter: { q: SECRET.internalNotes } })).body)).toEqual([]);
  });

  it('has no staff data to give: no user or session routes, no hashes, no staff addresses', async () => {
    for (const url of ['/api/users', '/api/sessions', '/api/staff', '/api/auth/users', '/api/auth/me', '/api/schema_migrations']) {
      const response = await s.call('GET', url);
      expect([401, 404], url).toContain(response.statusCode);
      expectNoSecret(response.body, url);
    }
  });
});

describe('values a listing hides cannot be probed', () => {
  const total = async (params: Record<string, unknown>) => {
    const response = await query('properties', params);
    expect(response.statusCode, JSON.stringify(params)).toBe(200);
    expectNoSecret(response.body, JSON.stringify(params));
    return { total: Number(String(response.headers['content-range']).split('/')[1]), ids: idsOf(response.body) };
  };

  it('an exact address hidden by the listing is not found by equality, search or range', async () => {
    for (const filter of [
      { street: SECRET.street },
      { houseNumber: SECRET.houseNumber },
      { q: SECRET.street },
      { q: 'heimgas' },
      { latitude_gte: -90 },
      { latitude_gte: Number(SECRET.latitude) },
      { longitude_lte: 180 },
      { latitude: Number(SECRET.latitude) },
    ]) {
      const { ids: found } = await total({ filter });
      expect(found, JSON.stringify(filter)).not.toContain(ids.hiddenAddressOffer);
      expect(found, JSON.stringify(filter)).not.toContain(ids.reference);
    }
  });

  it('the price of a reference that hides it cannot be narrowed down by ranges', async () => {
    for (const filter of [
      { price_gte: Number(SECRET.referencePrice) },
      { price_lte: Number(SECRET.referencePrice) },
      { price_gte: 0 },
      { price: Number(SECRET.referencePrice) },
      { status: 'verkauft', price_gt: 1 },
    ]) {
      const { ids: found } = await total({ filter });
      expect(found, JSON.stringify(filter)).not.toContain(ids.reference);
    }
    // The reference whose price is public is still found by it.
    expect((await total({ filter: { price_lte: 100 } })).ids).toEqual([ids.otherReference]);
  });

  it('sorting by a hidden value orders those records as if the value were empty', async () => {
    const sorted = async (field: string, order: string) => (await total({ filter: { status: 'verkauft' }, sort: [field, order] })).ids;
    const ascending = await sorted('price', 'ASC');
    const descending = await sorted('price', 'DESC');
    // Hidden prices count as empty: before every visible price ascending, after them descending, in id order.
    expect(ascending).toEqual([ids.reference, ids.otherReference]);
    expect(descending).toEqual([ids.otherReference, ids.reference]);
    for (const field of ['street', 'houseNumber', 'latitude', 'longitude']) {
      const asc = await sorted(field, 'ASC');
      const desc = await sorted(field, 'DESC');
      expect(asc, field).toEqual([ids.reference, ids.otherReference].sort());
      expect(desc, field).toEqual([ids.reference, ids.otherReference].sort().reverse());
    }
  });

  it('counts and pages only what the visitor sees', async () => {
    const all = await total({ filter: { status: ['verfuegbar', 'reserviert', 'verkauft', 'vermietet'] } });
    expect(all.total).toBe(4);
    const paged = await total({
      filter: { status: ['verfuegbar', 'reserviert', 'verkauft', 'vermietet'] },
      sort: ['price', 'ASC'],
      range: [1, 2],
    });
    expect(paged.total).toBe(4);
    expect(paged.ids).toHaveLength(2);
  });
});

describe('pages and payload files as seen by a visitor', () => {
  const pages = () => [
    ...publicRoutes.filter((route) => !route.path.includes(':id')).map((route) => route.path),
    ...Object.entries(ids).flatMap(([, id]) => [`/angebote/${id}`, `/referenzen/${id}`]),
    '/angebote?objekt=wohnung&sort=preis-aufsteigend',
    `/angebote?filter=${encodeURIComponent(JSON.stringify({ published: false }))}`,
  ];

  it('no server-rendered page holds a secret', async () => {
    for (const path of pages()) {
      const response = await s.app.inject(path);
      expect(response.statusCode, path).toBeLessThan(500);
      expectNoSecret(response.body, path);
    }
  });

  it('no payload file holds a secret', async () => {
    for (const path of pages()) {
      const [pathname, search] = path.split('?');
      const url = `${pathname === '/' ? '' : pathname}/_payload.json${search ? `?${search}` : ''}`;
      const response = await s.app.inject(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expectNoSecret(response.body, url);
    }
  });

  it.each([
    ['an unpublished offer', '/angebote', 'unpublishedOffer'],
    ['an unpublished reference', '/referenzen', 'unpublishedReference'],
    ['an inquiry id', '/angebote', 'inquiry'],
    ['a team member id', '/angebote', 'hiddenTeam'],
  ])('answers the page and payload of %s with 404', async (_name, base, key) => {
    const page = await s.app.inject(`${base}/${ids[key]}`);
    expect(page.statusCode).toBe(404);
    expectNoSecret(page.body, `${base}/${key}`);
    const payload = await s.app.inject(`${base}/${ids[key]}/_payload.json`);
    expect(payload.statusCode).toBe(404);
    expectNoSecret(payload.body, `${base}/${key}/_payload.json`);
  });

  it('shows the published pages the policy allows (the checks above are not vacuous)', async () => {
    const offer = await s.app.inject(`/angebote/${ids.hiddenAddressOffer}`);
    expect(offer.statusCode).toBe(200);
    expect(offer.body).toContain('Angebot ohne genaue Adresse');
    const reference = await s.app.inject(`/referenzen/${ids.reference}/_payload.json`);
    expect(reference.statusCode).toBe(200);
    expect(reference.body).toContain('Verkaufte Wohnung (Referenz)');
  });

  it('lists in the sitemap only what visitors may open, if there is one', async () => {
    const sitemap = await s.app.inject('/sitemap.xml');
    if (String(sitemap.headers['content-type']).includes('xml')) {
      for (const key of ['unpublishedOffer', 'unpublishedReference', 'hiddenTeam', 'inquiry']) expect(sitemap.body).not.toContain(ids[key]);
    }
  });
});
