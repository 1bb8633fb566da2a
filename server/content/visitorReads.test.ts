// Expensive reads (docs/security.md): a visitor's page of records is capped, the cache key ignores what the API does
// not know, and reads the cache cannot answer are limited per client – staff are not.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offer, teamMember } from '../../test-support/firebase/records';
import { DocumentStore } from '../db/documentStore';
import { build, type TestApp } from '../../test-support/server/build';

const ADMIN = { email: 'lesen@rheinkontor-immobilien.de', password: 'Lese-Testpasswort-2025' };
const ORIGIN = 'http://localhost:80';
const READS_PER_MINUTE = 20;
const TOO_MANY_READS_MESSAGE =
  'Sie haben in kurzer Zeit sehr viele Daten abgerufen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';

let testApp: TestApp;
let staffCookie: string;
let someoneId: string;

let addressCounter = 0;
/** Every call from its own address, unless a test says otherwise: the read limit is per address. */
const nextAddress = () => `198.51.100.${++addressCounter}`;
const get = (url: string, options: Partial<InjectOptions> = {}) =>
  testApp.app.inject({ method: 'GET', url, remoteAddress: nextAddress(), ...options });
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  testApp = await build({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      VISITOR_READS_PER_MINUTE: String(READS_PER_MINUTE),
    },
  });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((candidate) => candidate.name === 'sid')!;
  staffCookie = `${cookie.name}=${cookie.value}`;
  const store = new DocumentStore(testApp.app.db);
  testApp.app.db.transaction(() => {
    for (let n = 0; n < 120; n++) store.create('team', teamMember(`Person ${String(n).padStart(3, '0')}`, n), null);
    someoneId = store.create('properties', offer('Altbau in Sülz'), null).id;
  })();
}, 120_000);
afterAll(() => testApp.close());

describe('a visitor’s page of records', () => {
  it('holds at most 100 records: a longer range is cut and Content-Range says which came; staff get what they ask for', async () => {
    const long = await get(`/api/team?range=${json([0, 119])}`);
    expect(long.statusCode).toBe(200);
    expect(long.json()).toHaveLength(100);
    expect(long.headers['content-range']).toBe('team 0-99/120');
    const rest = await get(`/api/team?range=${json([100, 219])}`);
    expect(rest.json()).toHaveLength(20);
    expect(rest.headers['content-range']).toBe('team 100-119/120');
    const unranged = await get('/api/team');
    expect([unranged.json().length, unranged.headers['content-range']]).toEqual([100, 'team 0-99/120']);
    // Beyond the 1,000 anyone may ask for, the request is refused as before.
    const tooLong = await get(`/api/team?range=${json([0, 5000])}`);
    expect([tooLong.statusCode, tooLong.json()]).toEqual([400, { message: 'Höchstens 1000 Einträge je Anfrage.' }]);

    const staff = await get(`/api/team?range=${json([0, 119])}`, { headers: { cookie: staffCookie } });
    expect([staff.json().length, staff.headers['content-range']]).toEqual([120, 'team 0-119/120']);
  });
});

describe('the cache key of a visitor’s read', () => {
  it('ignores parameters the API does not know: they neither make a new entry nor miss the cache', async () => {
    const url = `/api/team?sort=${json(['name', 'DESC'])}&range=${json([0, 4])}`;
    expect((await get(url)).headers['x-cache']).toBe('MISS');
    for (const extra of ['&x=1', '&nocache=8f3a1c', '&range2=[0,999]', '&_=1732531200000']) {
      const answer = await get(`${url}${extra}`);
      expect([answer.statusCode, answer.headers['x-cache']], extra).toEqual([200, 'HIT']);
    }
    expect((await get(`/api/team/${someoneId}?v=1`)).statusCode).toBe(404);
    expect((await get(`/api/properties/${someoneId}`)).headers['x-cache']).toBe('MISS');
    expect((await get(`/api/properties/${someoneId}?v=2&w=3`)).headers['x-cache']).toBe('HIT');
  });

  it('is the same for equivalent requests', async () => {
    const first = `/api/properties?filter=${json({ q: 'Sülz Altbau', district: 'suelz', status: ['verfuegbar', 'reserviert'] })}&range=${json([0, 9])}`;
    expect((await get(first)).headers['x-cache']).toBe('MISS');
    const equivalents = [
      // Other spelling of the same JSON, other order of parameters, filters and list values, search words in other case and order.
      `/api/properties?range=${encodeURIComponent('[0, 9]')}&filter=${json({ status: ['reserviert', 'verfuegbar'], district: 'suelz', q: '  altbau SULZ ' })}`,
      // The default sort written out, an empty filter value, a range cut to the same visitor's page.
      `/api/properties?sort=${json(['createdAt', 'DESC'])}&filter=${json({ district: 'suelz', status: ['verfuegbar', 'reserviert'], q: 'sulz altbau', objectType: '' })}&range=${json([0, 9])}`,
    ];
    for (const url of equivalents) {
      const answer = await get(url);
      expect([answer.statusCode, answer.headers['x-cache']], url).toEqual([200, 'HIT']);
      expect(answer.json().map((record: { title: string }) => record.title)).toEqual(['Altbau in Sülz']);
    }
    const byName = `/api/team?sort=${json(['name', 'ASC'])}`;
    expect((await get(`${byName}&range=${json([0, 99])}`)).headers['x-cache']).toBe('MISS');
    expect((await get(`${byName}&range=${json([0, 499])}`)).headers['x-cache']).toBe('HIT');
  });
});

describe('reads the cache cannot answer', () => {
  const distinctRead = (n: number) => `/api/team?range=${json([n, n])}`;

  it(`are limited to ${READS_PER_MINUTE} a minute per visitor, then 429 in German with Retry-After; cached answers still come, staff are not limited`, async () => {
    const visitor = '203.0.113.7';
    for (let n = 0; n < READS_PER_MINUTE; n++)
      expect((await get(distinctRead(n), { remoteAddress: visitor })).statusCode, `read ${n}`).toBe(200);
    const refused = await get(distinctRead(READS_PER_MINUTE), { remoteAddress: visitor });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_READS_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get('/api/properties/nochNieGelesen', { remoteAddress: visitor })).statusCode).toBe(429);
    // What the cache holds costs nothing and is still answered; other clients are not affected.
    const cached = await get(distinctRead(0), { remoteAddress: visitor });
    expect([cached.statusCode, cached.headers['x-cache']]).toEqual([200, 'HIT']);
    expect((await get(distinctRead(READS_PER_MINUTE))).statusCode).toBe(200);
    // A signed-in member of staff at the same address is not limited.
    for (let n = 0; n < READS_PER_MINUTE + 10; n++) {
      const answer = await get(`/api/team?range=${json([n, n + 1])}`, { remoteAddress: visitor, headers: { cookie: staffCookie } });
      expect(answer.statusCode, `staff read ${n}`).toBe(200);
    }
  });
});
