import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { createLivePublicData, type LivePublicData } from './firestorePublicData';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { inquiry, offer, teamMember } from '../../test-support/firebase/records';
import { resourceList } from '../../src/shared/resources/registry';
import { criteriaFilter } from '../../src/shared/search/offerCriteria';
import { ResponseCache } from '../cache/responseCache';
import firebasePublicApi, { submitWithVisitorRights } from './firestorePublicApi';
import errorAnswers from '../http/errorAnswers';

let firestore: MemoryFirestore;
let data: LivePublicData;
let app: FastifyInstance;

beforeEach(async () => {
  firestore = new MemoryFirestore();
  data = createLivePublicData({ resources: resourceList, port: firestore });
  app = Fastify({ logger: false });
  await app.register(errorAnswers);
  await app.register(firebasePublicApi, { resources: resourceList, data, submit: submitWithVisitorRights(firestore) });
  await app.ready();
});
afterEach(async () => {
  data.close();
  await app.close();
});

const staff = () => createPortDataProvider(firestore, { resources: resourceList, actor: () => 'redaktion@rheinkontor-immobilien.de' });
const get = (url: string) => app.inject({ method: 'GET', url });

describe('the visitors’ /api in Firebase mode', () => {
  it('lists published records in the ra-data-simple-rest dialect, with Content-Range', async () => {
    for (const [index, district] of ['suelz', 'nippes', 'suelz'].entries()) {
      await staff().create('properties', { data: offer(`Wohnung ${index + 1}`, { district, price: 300_000 + index * 100_000 }) });
    }
    await staff().create('properties', { data: offer('Entwurf', { published: false }) });
    const params = new URLSearchParams({
      filter: JSON.stringify({ district: 'suelz' }),
      sort: JSON.stringify(['price', 'DESC']),
      range: JSON.stringify([0, 0]),
    });
    const response = await get(`/api/properties?${params}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('properties 0-0/2');
    expect(response.json().map((record: { title: string }) => record.title)).toEqual(['Wohnung 3']);
    expect((await get('/api/properties')).headers['content-range']).toBe('properties 0-2/3');
  });

  it('finds the offers of a whole Stadtbezirk, beyond the 30 values a Firestore query could take', async () => {
    for (const district of ['zuendorf', 'poll', 'kalk'])
      await staff().create('properties', { data: offer(`Wohnung in ${district}`, { district }) });
    // Porz has 16 Stadtteile, times the two offer statuses: 32 disjunctions. Visitors' lists are evaluated in memory.
    const params = new URLSearchParams({
      filter: JSON.stringify(criteriaFilter({ districts: ['bezirk-porz'] })),
      sort: JSON.stringify(['id', 'ASC']),
    });
    const response = await get(`/api/properties?${params}`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((record: { district: string }) => record.district)
        .sort(),
    ).toEqual(['poll', 'zuendorf']);
  });

  it('answers one record, 404 for unpublished or unknown ones, 401 for staff-only resources', async () => {
    const { data: shown } = await staff().create('properties', { data: offer('Sichtbar', { internalNotes: 'intern' }) });
    const { data: hidden } = await staff().create('properties', { data: offer('Entwurf', { published: false }) });
    const one = await get(`/api/properties/${shown.id}`);
    expect(one.json()).toMatchObject({ id: shown.id, title: 'Sichtbar' });
    expect(one.json()).not.toHaveProperty('internalNotes');
    expect((await get(`/api/properties/${hidden.id}`)).statusCode).toBe(404);
    expect((await get('/api/inquiries')).statusCode).toBe(401);
    expect((await get('/api/inquiries/abc')).statusCode).toBe(401);
  });

  it('refuses bad queries with the embedded API’s German messages', async () => {
    const bad = await get(`/api/properties?filter=${encodeURIComponent(JSON.stringify({ internalNotes: 'x' }))}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Nach „internalNotes“ kann nicht gefiltert werden.' });
    expect((await get('/api/properties?sort=kaputt')).json()).toEqual({ message: 'Der Parameter „sort“ ist kein gültiges JSON.' });
    expect((await get('/api/nichts')).statusCode).toBe(404);
  });

  it('refuses broken, oversized and non-JSON bodies in German, without Fastify’s English texts', async () => {
    const post = (payload: string, type: string) =>
      app.inject({ method: 'POST', url: '/api/inquiries', payload, headers: { 'content-type': type } });
    for (const [response, status, message] of [
      [await post('{"name":', 'application/json'), 400, 'Der Inhalt der Anfrage ist kein gültiges JSON.'],
      [await post(JSON.stringify({ message: 'x'.repeat(70_000) }), 'application/json'), 413, 'Die Anfrage ist zu groß.'],
      [await post('<x/>', 'application/xml'), 415, 'Dieses Format des Anfrageinhalts wird hier nicht angenommen.'],
    ] as const) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    }
  });

  it('takes a visitor’s inquiry: validated, keyword-indexed, stored with visitor rights', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiry('Marie Schmitz') });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const stored = firestore.collections.get('inquiries')!.get(id)!;
    expect(stored).toMatchObject({
      name: 'Marie Schmitz',
      status: 'neu',
      note: null,
      createdBy: null,
      updatedBy: null,
      privacyConsent: true,
    });
    expect(stored._keywords).toContain('schmitz');
  });

  it('takes an inquiry only about a current offer visitors can see: 422 on the field otherwise, nothing stored', async () => {
    const unavailable = 'Dieses Angebot ist nicht (mehr) verfügbar. Bitte senden Sie uns Ihre Frage über das Kontaktformular.';
    const { data: current } = await staff().create('properties', { data: offer('Verfügbar') });
    const { data: draft } = await staff().create('properties', { data: offer('Entwurf', { published: false }) });
    const { data: sold } = await staff().create('properties', { data: offer('Verkauft', { status: 'verkauft', showAsReference: true }) });
    const ask = (property: unknown) =>
      app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...inquiry('Marie Schmitz'), property } });
    for (const property of ['gibt-es-nicht', draft.id, sold.id]) {
      const refused = await ask(property);
      expect(refused.statusCode, String(property)).toBe(422);
      expect(refused.json()).toEqual({ message: unavailable, errors: { property: unavailable } });
    }
    expect(firestore.collections.get('inquiries')?.size ?? 0).toBe(0);
    const taken = await ask(current.id);
    expect(taken.statusCode).toBe(201);
    expect(firestore.collections.get('inquiries')!.get(taken.json().id)).toMatchObject({ property: current.id });
  });

  it('refuses an invalid inquiry field by field, drops bots silently, and takes no other writes', async () => {
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...inquiry('X'), privacyConsent: false, status: 'erledigt' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      status: 'Dieses Feld ist unbekannt.',
      privacyConsent: 'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.',
    });
    const bot = await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...inquiry('Bot'), website: 'http://spam.example' } });
    expect(bot.statusCode).toBe(201);
    expect(firestore.collections.get('inquiries')?.size ?? 0).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/api/team', payload: {} })).statusCode).toBe(405);
    expect((await app.inject({ method: 'DELETE', url: '/api/properties/abc' })).statusCode).toBe(405);
  });
});

describe('expensive reads in Firebase mode (docs/security.md)', () => {
  const READS_PER_MINUTE = 5;
  const TOO_MANY_READS_MESSAGE =
    'Sie haben in kurzer Zeit sehr viele Daten abgerufen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  let cache: ResponseCache;
  let limited: FastifyInstance;

  beforeEach(async () => {
    cache = new ResponseCache({ maxBytes: 1024 * 1024 });
    limited = Fastify({ logger: false });
    await limited.register(firebasePublicApi, {
      resources: resourceList,
      data,
      submit: submitWithVisitorRights(firestore),
      cache,
      visitorReadsPerMinute: READS_PER_MINUTE,
    });
    await limited.ready();
    return () => limited.close();
  });
  const read = (url: string, remoteAddress = '198.51.100.1') => limited.inject({ method: 'GET', url, remoteAddress });

  it('gives a visitor at most 100 records per answer, as the embedded API does', async () => {
    for (let n = 0; n < 105; n++) await staff().create('team', { data: teamMember(`Person ${n}`, n) });
    const long = await read(`/api/team?range=${json([0, 104])}`);
    expect(long.json()).toHaveLength(100);
    expect(long.headers['content-range']).toBe('team 0-99/105');
    const rest = await read(`/api/team?range=${json([100, 199])}`, '198.51.100.2');
    expect([rest.json().length, rest.headers['content-range']]).toEqual([5, 'team 100-104/105']);
  });

  it('keeps one cache entry for a request, whatever unknown parameters come with it', async () => {
    await staff().create('properties', { data: offer('Altbau in Sülz') });
    const url = `/api/properties?filter=${json({ q: 'Sülz' })}`;
    // The first reads start the listener; its first snapshot arrives meanwhile, so they are not kept.
    let state: unknown;
    for (let attempt = 0; attempt < 3 && state !== 'HIT'; attempt++) state = (await read(url)).headers['x-cache'];
    expect(state).toBe('HIT');
    const entries = cache.count;
    for (const variant of [
      `${url}&x=1`,
      `${url}&nocache=${Date.now()}`,
      `/api/properties?filter=${json({ q: 'sulz' })}&range=${json([0, 999])}`,
    ]) {
      const answer = await read(variant);
      expect([answer.headers['x-cache'], answer.json().map((record: { title: string }) => record.title)], variant).toEqual([
        'HIT',
        ['Altbau in Sülz'],
      ]);
    }
    expect(cache.count).toBe(entries);
  });

  it('limits reads the cache cannot answer per client, with a German 429 and Retry-After', async () => {
    for (let n = 0; n < READS_PER_MINUTE; n++) expect((await read(`/api/team?range=${json([n, n])}`)).statusCode).toBe(200);
    const refused = await read(`/api/team?range=${json([9, 9])}`);
    expect([refused.statusCode, refused.json()]).toEqual([429, { message: TOO_MANY_READS_MESSAGE }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await read(`/api/team?range=${json([9, 9])}`, '198.51.100.9')).statusCode).toBe(200);
  });
});
