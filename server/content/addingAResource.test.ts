import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../src/shared/resources/defineResource';
import { resourceList } from '../../src/shared/resources/registry';
import { callbacks } from '../../test-support/resources/callbacks';
import { indexFileText, rulesFileText } from '../cli/firebaseGenerate';
import { ContentService } from './contentService';
import { DocumentStore } from '../db/documentStore';
import auth from '../auth/authPlugin';
import database from '../db/databasePlugin';
import authRoutes from '../auth/signInRoutes';
import resourceRoutes from './resourceRoutes';
import { recordedWrites } from '../history/recordedWrites';
import visitorWriteRateLimit from './visitorWriteRateLimit';
import { resourceCapability } from '../../src/shared/resources/resourceCapability';

/**
 * The API half of docs/adding-a-resource.md: a declaration nobody wrote a route for gets the whole
 * REST API (list with filters and sorting, create, read, update, delete, validation) from
 * resourceRoutes. The dashboard half is src/admin/builder/addingAResource.test.tsx.
 */
const viewings = defineResource({
  name: 'viewings',
  label: { one: 'Besichtigung', other: 'Besichtigungen' },
  icon: 'science',
  fields: [
    { name: 'title', type: 'text', label: 'Anlass', required: true, maxLength: 80, list: true, sortable: true },
    {
      name: 'kind',
      type: 'select',
      label: 'Art',
      required: true,
      choices: [
        { id: 'einzel', name: 'Einzeltermin' },
        { id: 'offen', name: 'Offene Besichtigung' },
      ],
      filter: true,
    },
    { name: 'guests', type: 'integer', label: 'Gäste', min: 1, max: 50, filter: true },
    { name: 'order', type: 'integer', label: 'Reihenfolge', min: 0, max: 10_000, sortable: true },
    { name: 'published', type: 'boolean', label: 'Veröffentlicht', filter: true },
  ],
  titleField: 'title',
  defaultSort: { field: 'order', order: 'ASC' },
  searchable: ['title'],
  orderField: 'order',
  access: { read: 'published', create: 'staff' },
  validate: (record) => (record.kind === 'offen' && record.guests == null ? { guests: 'Bitte schätzen Sie die Zahl der Gäste.' } : {}),
});

const ADMIN = { email: 'chefin@example.de', password: 'Rheinblick-2024-Besichtigung' };
let app: FastifyInstance;
let dataDir: string;
let origin: string;
let staff: DataProvider;
let visitor: DataProvider;

/** The unmodified ra-data-simple-rest client, as the dashboard uses it. */
function client(cookie?: string): DataProvider {
  return simpleRestProvider(`${origin}/api`, (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Origin', origin);
    if (cookie) headers.set('Cookie', cookie);
    return fetchUtils.fetchJson(url, { ...options, headers });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'adding-a-resource-'));
  app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  await app.register(database, { dataDir });
  await app.register(auth, { initialAdmin: ADMIN, log: () => {} });
  await app.register(authRoutes);
  // The only wiring a new resource needs: it is in the `resources` list (the product passes resourceList).
  const store = new DocumentStore(app.db);
  store.ensureIndexes([viewings, callbacks]);
  await app.register(visitorWriteRateLimit, { resources: [viewings, callbacks], max: 3 });
  await app.register(resourceRoutes, {
    resources: [viewings, callbacks],
    writes: recordedWrites(app.db, store),
    content: new ContentService(store),
    requireStaff: app.requireStaff,
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });

  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  staff = client(
    login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
  );
  visitor = client();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a resource that has nothing but its declaration', () => {
  it('gets create, list, update and delete routes that staff can use', async () => {
    const { data: first } = await staff.create('viewings', {
      data: { title: 'Familie Schmitz', kind: 'einzel', order: 2, published: true },
    });
    const { data: second } = await staff.create('viewings', {
      data: { title: 'Tag der offenen Tür', kind: 'offen', guests: 30, order: 1 },
    });
    expect(first).toMatchObject({ id: expect.any(String), title: 'Familie Schmitz', guests: null, createdBy: ADMIN.email });

    const list = await staff.getList('viewings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'order', order: 'ASC' },
      filter: {},
    });
    expect(list.data.map((record) => record.title)).toEqual(['Tag der offenen Tür', 'Familie Schmitz']);
    expect(list.total).toBe(2);
    const filtered = await staff.getList('viewings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'order', order: 'ASC' },
      filter: { kind: 'offen', guests_gte: 10, q: 'offen' },
    });
    expect(filtered.data.map((record) => record.id)).toEqual([second.id]);

    const { data: updated } = await staff.update('viewings', {
      id: first.id,
      data: { ...first, title: 'Familie Schmitz-Berger' },
      previousData: first,
    });
    expect(updated.title).toBe('Familie Schmitz-Berger');

    await staff.delete('viewings', { id: second.id, previousData: second });
    await expect(staff.getOne('viewings', { id: second.id })).rejects.toMatchObject({ status: 404 });
  });

  it('validates writes against the declaration, with German field messages', async () => {
    await expect(staff.create('viewings', { data: { title: '', kind: 'offen', colour: 'blau' } })).rejects.toMatchObject({
      status: 400,
      body: { errors: { title: 'Bitte füllen Sie dieses Feld aus.', colour: 'Dieses Feld ist unbekannt.' } },
    });
    await expect(staff.create('viewings', { data: { title: 'Offene Besichtigung', kind: 'offen' } })).rejects.toMatchObject({
      status: 400,
      body: { errors: { guests: 'Bitte schätzen Sie die Zahl der Gäste.' } },
    });
  });

  it('applies the declared access: visitors read published records only and write nothing', async () => {
    const { data: hidden } = await staff.create('viewings', { data: { title: 'Intern', kind: 'einzel', order: 5, published: false } });
    const { data } = await visitor.getList('viewings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'order', order: 'ASC' },
      filter: {},
    });
    expect(data.every((record) => record.published)).toBe(true);
    await expect(visitor.getOne('viewings', { id: hidden.id })).rejects.toMatchObject({ status: 401 });
    await expect(visitor.create('viewings', { data: { title: 'Spam', kind: 'einzel' } })).rejects.toMatchObject({ status: 401 });
  });
});

describe('a resource visitors may create, with nothing but its declaration', () => {
  const send = (body: Record<string, unknown>) =>
    fetch(`${origin}/api/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });

  it('takes the visitor fields only, drops bots silently and limits each address like the inquiries', async () => {
    const accepted = await send({ name: 'Familie Schmitz', phone: '0221 123456' });
    expect(accepted.status).toBe(201);
    const refused = await send({ name: 'Familie Schmitz', phone: '0221 123456', handled: true });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ handled: 'Dieses Feld ist unbekannt.' });
    const bot = await send({ name: 'Bot', phone: '0221 999999', website: 'http://spam.example' });
    expect(bot.status).toBe(201);
    expect((await send({ name: 'Noch einer', phone: '0221 123457' })).status).toBe(429);

    const { data } = await staff.getList('callbacks', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(data.map((record) => record.name)).toEqual(['Familie Schmitz']);
    await expect(
      visitor.getList('callbacks', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('gets the visitor-create rule in the Firestore rules', () => {
    const rules = rulesFileText([...resourceList, callbacks]);
    // Staff with the capability the role matrix gives a resource it does not name (rolePolicy.ts: content).
    expect(rules).toContain(
      `allow create: if may('${resourceCapability('callbacks', 'write')}') || isVisitorCallbacks(request.resource.data);`,
    );
    expect(rules).toContain('data.handled == false');
    expect(rules).toContain('data.phone.matches(');
  });
});

describe('Firebase mode for a new declaration (docs/adding-a-resource.md)', () => {
  const withViewings = [...resourceList, viewings];

  it('gets its Firestore rules from the generator: visitors read published records, staff write', () => {
    const rules = rulesFileText(withViewings);
    const block = rules.slice(rules.indexOf('match /viewings/{id}'), rules.indexOf('\n    }', rules.indexOf('match /viewings/{id}')));
    expect(block).toContain(`allow read: if isPublished() || may('${resourceCapability('viewings', 'read')}');`);
    expect(block).toContain(`allow write: if may('${resourceCapability('viewings', 'write')}');`);
    expect(rulesFileText()).not.toContain('match /viewings/');
  });

  it('gets the composite indexes its filters and default order need', () => {
    const indexes = JSON.parse(indexFileText(withViewings)) as { indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[] };
    const own = indexes.indexes
      .filter((index) => index.collectionGroup === 'viewings')
      .map((index) => index.fields.map((field) => field.fieldPath));
    expect(own).toContainEqual(['kind', 'order']);
    expect(own.some((fields) => fields.includes('_keywords'))).toBe(true);
  });
});
