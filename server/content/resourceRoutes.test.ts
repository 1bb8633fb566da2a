import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offer, teamMember as team } from '../../test-support/firebase/records';
import { build, type TestApp } from '../../test-support/server/build';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };

let testApp: TestApp;
let origin: string;
let staffCookie: string;
let visitor: DataProvider;
let staff: DataProvider;

/** The unmodified ra-data-simple-rest client, as the dashboard uses it, with or without a session. */
function client(cookie?: string): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Origin', origin);
    if (cookie) headers.set('Cookie', cookie);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  return simpleRestProvider(`${origin}/api`, httpClient);
}

const post = (url: string, body: unknown, cookie?: string) =>
  fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  testApp = await build({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'false' } });
  origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const login = await post('/api/auth/login', ADMIN);
  expect(login.status).toBe(200);
  staffCookie = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  visitor = client();
  staff = client(staffCookie);
});
afterAll(() => testApp.close());

describe('REST API with the unmodified ra-data-simple-rest client', () => {
  it('creates, reads, updates and deletes records', async () => {
    const { data: created } = await staff.create('team', { data: team('Anna Berger', 1) });
    expect(created).toMatchObject({ id: expect.any(String), name: 'Anna Berger', createdBy: ADMIN.email });

    const { data: one } = await staff.getOne('team', { id: created.id });
    expect(one.name).toBe('Anna Berger');

    const { data: updated } = await staff.update('team', {
      id: created.id,
      data: { ...one, role: 'Geschäftsführerin' },
      previousData: one,
    });
    expect(updated).toMatchObject({ role: 'Geschäftsführerin', updatedBy: ADMIN.email });

    const { data: deleted } = await staff.delete('team', { id: created.id, previousData: updated });
    expect(deleted.id).toBe(created.id);
    await expect(staff.getOne('team', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('lists with sort, pagination, equality filters, ranges and q', async () => {
    const ids = [];
    for (const [index, district] of ['suelz', 'nippes', 'suelz', 'deutz', 'ehrenfeld'].entries()) {
      const { data } = await staff.create('properties', {
        data: offer(`Wohnung ${index + 1} in ${district}`, {
          district,
          price: 300_000 + index * 100_000,
          rooms: 2 + index,
          livingArea: 60 + index * 20,
        }),
      });
      ids.push(data.id);
    }

    const page = await visitor.getList('properties', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'price', order: 'DESC' },
      filter: {},
    });
    expect(page.total).toBe(5);
    expect(page.data.map((record) => record.price)).toEqual([700_000, 600_000]);

    const second = await visitor.getList('properties', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'price', order: 'DESC' },
      filter: {},
    });
    expect(second.data.map((record) => record.price)).toEqual([500_000, 400_000]);

    const suelz = await visitor.getList('properties', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'price', order: 'ASC' },
      filter: { district: 'suelz' },
    });
    expect(suelz.data.map((record) => record.title)).toEqual(['Wohnung 1 in suelz', 'Wohnung 3 in suelz']);

    const range = await visitor.getList('properties', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'price', order: 'ASC' },
      filter: { price_gte: 400_000, price_lte: 600_000, rooms_gte: 4 },
    });
    expect(range.data.map((record) => record.price)).toEqual([500_000, 600_000]);

    const area = await visitor.getList('properties', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'livingArea', order: 'ASC' },
      filter: { livingArea_gte: 120 },
    });
    expect(area.total).toBe(2);

    const search = await visitor.getList('properties', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'EHRENFELD' },
    });
    expect(search.data.map((record) => record.title)).toEqual(['Wohnung 5 in ehrenfeld']);

    const many = await visitor.getMany('properties', { ids: [ids[0], ids[4]] });
    expect(many.data.map((record) => record.id).sort()).toEqual([ids[0], ids[4]].sort());

    for (const id of ids) await staff.delete('properties', { id, previousData: { id } });
  });

  it('finds "Sülz" when searching for "sulz"', async () => {
    const { data } = await staff.create('properties', { data: offer('Altbau in Sülz') });
    const found = await visitor.getList('properties', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'sulz' },
    });
    expect(found.data.map((record) => record.id)).toContain(data.id);
    await staff.delete('properties', { id: data.id, previousData: data });
  });
});

describe('authorisation', () => {
  const resources = ['properties', 'team', 'testimonials', 'numbers', 'inquiries', 'settings'];

  it.each(resources)('refuses every write to %s without a session with 401', async (resource) => {
    const put = await fetch(`${origin}/api/${resource}/abc`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin },
      body: '{}',
    });
    expect(put.status).toBe(401);
    const del = await fetch(`${origin}/api/${resource}/abc`, { method: 'DELETE', headers: { origin } });
    expect(del.status).toBe(401);
    if (resource !== 'inquiries') expect((await post(`/api/${resource}`, {})).status).toBe(401);
  });

  it('hides unpublished records from visitors', async () => {
    const { data: hidden } = await staff.create('team', { data: team('Verena Versteckt', 9, false) });
    const { data: shown } = await staff.create('team', { data: team('Paul Public', 8, true) });
    const list = await visitor.getList('team', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'order', order: 'ASC' },
      filter: {},
    });
    expect(list.data.map((record) => record.id)).toEqual([shown.id]);
    await expect(visitor.getOne('team', { id: hidden.id })).rejects.toMatchObject({ status: 401 });
    expect((await visitor.getMany('team', { ids: [hidden.id, shown.id] })).data.map((record) => record.id)).toEqual([shown.id]);
    const byFilter = await visitor.getList('team', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'order', order: 'ASC' },
      filter: { published: false },
    });
    expect(byFilter.data).toEqual([]);
    expect(
      (await staff.getList('team', { pagination: { page: 1, perPage: 50 }, sort: { field: 'order', order: 'ASC' }, filter: {} })).total,
    ).toBe(2);
  });

  it('never shows visitors private fields, nor filters by them', async () => {
    const { data } = await staff.create('properties', {
      data: offer('Mit Notiz', { internalNotes: 'Eigentümer will 10 % weniger', street: 'Geheimweg', houseNumber: '1' }),
    });
    const { data: seen } = await visitor.getOne('properties', { id: data.id });
    expect(seen).not.toHaveProperty('internalNotes');
    expect(seen.street).toBeNull();
    const probe = await fetch(`${origin}/api/properties?filter=${encodeURIComponent(JSON.stringify({ internalNotes: 'x' }))}`);
    expect(probe.status).toBe(400);
    await staff.delete('properties', { id: data.id, previousData: data });
  });

  it('lets visitors create inquiries but not read them', async () => {
    const response = await post('/api/inquiries', {
      name: 'Maria Muster',
      email: 'maria@example.de',
      topic: 'bewertung',
      message: 'Was ist meine Wohnung in Nippes wert?',
      privacyConsent: true,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await fetch(`${origin}/api/inquiries`)).status).toBe(401);
    expect((await fetch(`${origin}/api/inquiries/${id}`)).status).toBe(401);
    const { data } = await staff.getOne('inquiries', { id });
    expect(data).toMatchObject({ name: 'Maria Muster', status: 'neu', createdBy: null });
  });

  it('does not let visitors set staff-only inquiry fields', async () => {
    const response = await post('/api/inquiries', {
      name: 'Eve',
      email: 'eve@example.de',
      topic: 'allgemein',
      message: 'Hallo',
      privacyConsent: true,
      status: 'erledigt',
      note: 'x',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toMatchObject({ status: 'Dieses Feld ist unbekannt.' });
  });

  it('drops inquiries whose honeypot field is filled, without telling the bot', async () => {
    const before = (
      await staff.getList('inquiries', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
    ).total;
    const response = await post('/api/inquiries', {
      name: 'Bot',
      email: 'bot@example.de',
      topic: 'allgemein',
      message: 'Spam',
      privacyConsent: true,
      website: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    const after = (
      await staff.getList('inquiries', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
    ).total;
    expect(after).toBe(before);
  });
});

describe('bad input', () => {
  const countTeam = async () =>
    (await staff.getList('team', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total;

  it('answers bad bodies with 400, German field messages and nothing written', async () => {
    const before = await countTeam();
    const cases: [unknown, Record<string, string>][] = [
      [{ ...team('X', 1), hacker: true }, { hacker: 'Dieses Feld ist unbekannt.' }],
      [{ ...team('X', 1), name: '' }, { name: 'Bitte füllen Sie dieses Feld aus.' }],
      [{ ...team('X', 1), order: 'eins' }, { order: 'Bitte geben Sie eine Zahl ein.' }],
      [{ ...team('X', 1), email: 'keine-mail' }, { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }],
      [{ ...team('X', 1), name: 'x'.repeat(101) }, { name: 'Höchstens 100 Zeichen.' }],
      [
        { ...team('X', 1), photo: { src: 'javascript:alert(1)', srcset: '', width: 1, height: 1, alt: '' } },
        { photo: 'Ungültige Bildadresse.' },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await post('/api/team', body, staffCookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Bitte prüfen Sie die markierten Felder.', errors });
    }
    expect(await countTeam()).toBe(before);
  });

  it('rejects malformed JSON, arrays and oversized bodies', async () => {
    expect((await post('/api/team', '{"name":', staffCookie)).status).toBe(400);
    expect((await post('/api/team', '[1,2]', staffCookie)).status).toBe(400);
    const huge = await post('/api/team', { ...team('X', 1), bio: 'x'.repeat(600_000) }, staffCookie);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'Die Anfrage ist zu groß.' });
  });

  it('rejects bodies nested deeper than any resource needs, and poisoned prototypes', async () => {
    let nested: unknown = 'tief';
    for (let level = 0; level < 50; level++) nested = { level: nested };
    expect((await post('/api/team', { ...team('X', 1), bio: nested }, staffCookie)).status).toBe(400);
    expect((await post('/api/team', '{"name":"X","__proto__":{"admin":true}}', staffCookie)).status).toBe(400);
  });

  it('enforces the GEG § 87 rule for published offers with an energy certificate', async () => {
    const response = await post('/api/properties', offer('Ohne Energiedaten', { energyCertificateType: 'bedarf' }), staffCookie);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['buildingKind', 'efficiencyClass', 'energySource', 'energyValue', 'yearBuilt']);
  });

  it.each([
    ['filter=not-json', 'Der Parameter „filter“ ist kein gültiges JSON.'],
    ['sort=["password","ASC"]', 'Nach „password“ kann nicht sortiert werden.'],
    ['sort=["title","SIDEWAYS"]', 'Die Sortierung muss die Form ["feld","ASC"] haben.'],
    ['range=[0,5000]', 'Höchstens 1000 Einträge je Anfrage.'],
    ['range=[5,1]', 'Der Bereich muss die Form [start, ende] haben.'],
    ['filter={"title; DROP TABLE documents":1}', 'Nach „title; DROP TABLE documents“ kann nicht gefiltert werden.'],
  ])('answers the bad query %s with 400', async (query, message) => {
    const response = await fetch(`${origin}/api/properties?${query.replace(/[[\]{}" ;]/g, encodeURIComponent)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('treats SQL in filter values and ids as plain text', async () => {
    const before = await countTeam();
    const evil = "x' OR '1'='1";
    const list = await fetch(`${origin}/api/team?filter=${encodeURIComponent(JSON.stringify({ q: evil, name: evil }))}`);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([]);
    expect((await fetch(`${origin}/api/team/${encodeURIComponent("1' OR '1'='1")}`)).status).toBe(404);
    expect(await countTeam()).toBe(before);
  });

  it('answers unknown resources with 404 JSON', async () => {
    const response = await fetch(`${origin}/api/users`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('settings', () => {
  it('is one record that staff update with PUT and visitors read', async () => {
    const settings = {
      companyName: 'Rheinkontor Immobilien GmbH',
      legalForm: 'GmbH',
      representatives: 'Anna Berger',
      street: 'Dürener Straße 1',
      postcode: '50931',
      city: 'Köln',
      phone: '0221 123456-0',
      email: 'info@rheinkontor-immobilien.de',
      permit34c: 'Erlaubnis nach § 34c GewO',
      supervisoryAuthority: 'Stadt Köln',
      consumerDispute: 'Wir nehmen nicht teil.',
    };
    expect((await post('/api/settings', settings, staffCookie)).status).toBe(405);
    const { data } = await staff.update('settings', { id: 'agency', data: settings, previousData: { id: 'agency' } });
    expect(data.id).toBe('agency');
    expect((await visitor.getOne('settings', { id: 'agency' })).data.companyName).toBe('Rheinkontor Immobilien GmbH');
  });
});
