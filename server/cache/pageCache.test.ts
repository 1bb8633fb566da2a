// The response cache in the whole production app: pages, payloads and the visitors' API answered from memory,
// dropped exactly when a write through the API changes what they were made from (docs/caching.md).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import { openDatabase } from '../db/database';
import { DocumentStore } from '../db/documentStore';
import { build, type TestApp } from '../../test-support/server/build';

const ADMIN = { email: 'cache@rheinkontor-immobilien.de', password: 'Cache-Testpasswort-2025' };
const ORIGIN = 'http://localhost:80';

let testApp: TestApp;
let staffCookie: string;

beforeAll(async () => {
  testApp = await build({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((candidate) => candidate.name === 'sid')!;
  staffCookie = `${cookie.name}=${cookie.value}`;
}, 120_000);
afterAll(() => testApp.close());

const get = (url: string, options: Partial<InjectOptions> = {}) => testApp.app.inject({ method: 'GET', url, ...options });
const cacheState = async (url: string, options: Partial<InjectOptions> = {}) => (await get(url, options)).headers['x-cache'];

/** A write as the dashboard sends it. */
async function write(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await testApp.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: staffCookie } });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { id: string };
}

function expectSecurityHeaders(response: LightMyRequestResponse, { visitorPage = true } = {}) {
  expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['permissions-policy']).toContain('camera=()');
  // A visitor's content page stays in the visitor's window group (server/render/pages.ts, needsOwnWindowGroup), cached or not.
  expect(response.headers['cross-origin-opener-policy']).toBe(visitorPage ? undefined : 'same-origin');
}

describe('rendered pages from the cache', () => {
  it('renders a page once and answers the next request from memory, same body, all headers', async () => {
    const miss = await get('/referenzen');
    const hit = await get('/referenzen');
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.headers['cache-control']).toBe('private, no-cache');
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expectSecurityHeaders(hit);
    const https = await get('/referenzen', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
  });

  it('sends the stored Brotli and gzip variants, which are the page', async () => {
    const plain = await get('/uber-uns');
    const br = await get('/uber-uns', { headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await get('/uber-uns', { headers: { 'accept-encoding': 'gzip' } });
    expect([br.headers['x-cache'], gzip.headers['x-cache']]).toEqual(['HIT', 'HIT']);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expectSecurityHeaders(br);
  });

  it('answers 304 to a browser that has the current page, and HEAD without a body', async () => {
    const first = await get('/kontakt', { headers: { 'accept-encoding': 'br' } });
    const revalidated = await get('/kontakt', { headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['cache-control']).toBe('private, no-cache');
    expectSecurityHeaders(revalidated);
    const head = await testApp.app.inject({ method: 'HEAD', url: '/kontakt' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body).toBe('');
  });

  it('keeps 404 pages and still logs each of them', async () => {
    const before = testApp.logs.filter((line) => line.msg === 'Page not found: /gibt-es-nicht-mehr').length;
    expect((await get('/gibt-es-nicht-mehr')).statusCode).toBe(404);
    const hit = await get('/gibt-es-nicht-mehr');
    expect(hit.statusCode).toBe(404);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(testApp.logs.filter((line) => line.msg === 'Page not found: /gibt-es-nicht-mehr').length).toBe(before + 2);
  });

  it('keeps one version per viewport, consent answer and origin', async () => {
    const phone = { cookies: { viewport: 'mobileMedium' } };
    expect(await cacheState('/leistungen/verkauf', phone)).toBe('MISS');
    expect(await cacheState('/leistungen/verkauf', phone)).toBe('HIT');
    const desktop = await get('/leistungen/verkauf', { cookies: { viewport: 'desktop' } });
    expect(desktop.headers['x-cache']).toBe('MISS');
    expect(desktop.body).not.toBe((await get('/leistungen/verkauf', phone)).body);
    expect(await cacheState('/leistungen/verkauf', { cookies: { viewport: 'mobileMedium', consent: 'granted' } })).toBe('MISS');
    expect(await cacheState('/leistungen/verkauf', { cookies: { viewport: 'mobileMedium', consent: 'granted' } })).toBe('HIT');
    expect(await cacheState('/leistungen/verkauf', { ...phone, headers: { host: 'example.org' } })).toBe('MISS');
  });

  it('never answers a request with a session cookie, or the dashboard, from the cache', async () => {
    await get('/impressum');
    expect(await cacheState('/impressum')).toBe('HIT');
    expect(await cacheState('/impressum', { headers: { cookie: staffCookie } })).toBeUndefined();
    expect(await cacheState('/impressum', { headers: { cookie: 'sid=abgelaufen' } })).toBeUndefined();
    expect(await cacheState('/impressum', { headers: { cookie: '__Host-sid=abgelaufen' } })).toBeUndefined();
    const signedOut = await get('/dashboard');
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers['x-cache']).toBeUndefined();
    const signedIn = await get('/dashboard', { headers: { cookie: staffCookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
  });

  it('keeps payload files too', async () => {
    expect(await cacheState('/unser-team/_payload.json')).toBe('MISS');
    const hit = await get('/unser-team/_payload.json');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.json()).toMatchObject({
      cache: expect.arrayContaining([expect.objectContaining({ key: ['public', 'settings', 'one', 'agency'] })]),
    });
  });
});

describe('invalidation by a write through the API', () => {
  it('drops the pages that read the written collection, and only those', async () => {
    for (const url of ['/', '/unser-team', '/angebote', '/unser-team/_payload.json', '/api/team', '/api/properties']) await get(url);
    await write('POST', '/api/team', teamMember('Clara Neumann', 1));
    expect(await cacheState('/angebote')).toBe('HIT');
    expect(await cacheState('/api/properties')).toBe('HIT');
    const team = await get('/unser-team');
    expect(team.headers['x-cache']).toBe('MISS');
    expect(team.body).toContain('Clara Neumann');
    expect(await cacheState('/')).toBe('MISS');
    expect((await get('/unser-team/_payload.json')).body).toContain('Clara Neumann');
    const api = await get('/api/team');
    expect(api.headers['x-cache']).toBe('MISS');
    expect(api.json().map((member: { name: string }) => member.name)).toContain('Clara Neumann');

    const listing = await write('POST', '/api/properties', offer('Altbauwohnung am Stadtgarten'));
    expect(await cacheState('/unser-team')).toBe('HIT');
    expect((await get('/angebote')).body).toContain('Altbauwohnung am Stadtgarten');
    expect((await get(`/angebote/${listing.id}`)).statusCode).toBe(200);
    await write('PUT', `/api/properties/${listing.id}`, offer('Altbauwohnung am Stadtgarten', { published: false }));
    expect((await get(`/angebote/${listing.id}`)).statusCode).toBe(404);
    expect((await get('/angebote')).body).not.toContain('Altbauwohnung am Stadtgarten');
  });

  it('drops every page when the agency data (footer, Impressum) change', async () => {
    for (const url of ['/angebote', '/unser-team', '/impressum']) await get(url);
    await write('PUT', '/api/settings/agency', { ...agency, companyName: 'Rheinkontor Immobilien Köln GmbH' });
    for (const url of ['/angebote', '/unser-team', '/impressum']) {
      const page = await get(url);
      expect(page.headers['x-cache'], url).toBe('MISS');
      expect(page.body, url).toContain('Rheinkontor Immobilien Köln GmbH');
    }
  });

  it('does not drop anything for a visitor’s inquiry, which no page shows', async () => {
    await get('/kontakt');
    const inquiry = await testApp.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Eva Schmitz', email: 'eva@example.de', topic: 'besichtigung', message: 'Bitte um Rückruf.', privacyConsent: true },
      headers: { origin: ORIGIN },
    });
    expect(inquiry.statusCode).toBe(201);
    expect(await cacheState('/kontakt')).toBe('HIT');
  });

  it('drops everything when another process writes the database (data:import into a running server)', async () => {
    for (const url of ['/unser-team', '/angebote']) await get(url);
    const other = openDatabase(join(testApp.dataDir, 'content.sqlite'));
    try {
      new DocumentStore(other).create('team', teamMember('Importierte Beraterin', 99), null);
    } finally {
      other.close();
    }
    const team = await get('/unser-team');
    expect(team.headers['x-cache']).toBe('MISS');
    expect(team.body).toContain('Importierte Beraterin');
    expect(await cacheState('/angebote')).toBe('MISS');
  });

  it('never keeps a page made while a write changed what it read', async () => {
    for (let round = 0; round < 6; round++) {
      await get('/unser-team');
      const name = `Runde ${round} Beraterin`;
      const during = get('/unser-team');
      await new Promise((resolve) => setTimeout(resolve, round));
      await write('POST', '/api/team', teamMember(name, 10 + round));
      await during;
      expect((await get('/unser-team')).body, `round ${round}`).toContain(name);
    }
  });
});

describe('the visitors’ API from the cache', () => {
  it('answers lists and records from memory, with ETag and 304; staff never', async () => {
    const url = `/api/properties?sort=${encodeURIComponent('["price","ASC"]')}&range=${encodeURIComponent('[0,11]')}`;
    const miss = await get(url);
    const hit = await get(url, { headers: { 'accept-encoding': 'br' } });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(hit.headers['content-range']).toBe(miss.headers['content-range']);
    expect(hit.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(hit, { visitorPage: false });
    if (hit.headers['content-encoding'] === 'br') expect(brotliDecompressSync(hit.rawPayload).toString()).toBe(miss.body);
    else expect(hit.body).toBe(miss.body);
    const revalidated = await get(url, { headers: { 'if-none-match': String(miss.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    const head = await testApp.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['x-cache'], head.body]).toEqual([200, 'HIT', '']);
    expect(head.headers['content-range']).toBe(miss.headers['content-range']);

    const missing = await get('/api/team/gibt-es-nicht');
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/team/gibt-es-nicht')).headers['x-cache']).toBe('HIT');

    const staff = await get(url, { headers: { cookie: staffCookie } });
    expect(staff.headers['x-cache']).toBeUndefined();
    expect(staff.headers['cache-control']).toBe('no-store');
  });

  it('does not keep an unpublished record’s refusal or a rejected query', async () => {
    const draft = await write('POST', '/api/team', teamMember('Entwurf Person', 50, false));
    expect((await get(`/api/team/${draft.id}`)).statusCode).toBe(401);
    expect((await get(`/api/team/${draft.id}`)).headers['x-cache']).toBeUndefined();
    expect((await get('/api/properties?sort=kaputt')).statusCode).toBe(400);
    expect((await get('/api/properties?sort=kaputt')).headers['x-cache']).toBeUndefined();
  });
});

describe('query parameters a page does not read', () => {
  it('render no page of their own: unknown ones are dropped, known ones read in one canonical form', async () => {
    expect(await cacheState('/unser-team?utm_source=newsletter')).toBe('MISS');
    expect(await cacheState('/unser-team')).toBe('HIT');
    expect(await cacheState(`/unser-team?x=${Math.random()}`)).toBe('HIT');
    expect(await cacheState('/angebote?stadtteil=suelz&vermarktung=kauf&x=1')).toBe('MISS');
    for (const same of [
      '/angebote?vermarktung=kauf&stadtteil=suelz',
      '/angebote?x=2&stadtteil=suelz&vermarktung=kauf&seite=1',
      '/angebote?vermarktung=kauf&stadtteil=suelz&objektart=quatsch&sortierung=neueste',
    ]) {
      expect(await cacheState(same), same).toBe('HIT');
    }
    expect(await cacheState('/angebote?vermarktung=miete&stadtteil=suelz')).toBe('MISS');
  });

  it('still show what a known parameter asks for', async () => {
    const valuation = await get('/kontakt?anliegen=bewertung&ref=x');
    const general = await get('/kontakt?anliegen=unfug');
    expect(general.body).toBe((await get('/kontakt')).body);
    expect(valuation.body).not.toBe(general.body);
    expect(await cacheState('/kontakt?anliegen=bewertung')).toBe('HIT');
  });

  it('are dropped from the page data that client-side navigation loads', async () => {
    expect(await cacheState('/referenzen/_payload.json?a=1')).toBe('MISS');
    expect(await cacheState('/referenzen/_payload.json?b=2')).toBe('HIT');
  });
});

describe('renders the cache cannot answer', () => {
  it('are limited per client; a German answer says to wait, cached pages are still served', async () => {
    const limited = await build({ env: { VISITOR_READS_PER_MINUTE: '3' } });
    try {
      const client = (url: string, cookies: Record<string, string> = {}) =>
        limited.app.inject({ url, cookies, headers: { accept: 'text/html' } });
      expect((await client('/')).statusCode).toBe(200);
      expect((await client('/neu-1')).statusCode).toBe(404);
      expect((await client('/neu-2', { sid: 'ausgedacht' })).statusCode).toBe(404);
      const refused = await client('/neu-3');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain('Sie haben in kurzer Zeit sehr viele Daten abgerufen.');
      // A made-up session cookie skips the cache but not the limit.
      expect((await client('/', { sid: 'ausgedacht' })).statusCode).toBe(429);
      const payload = await client('/uber-uns/_payload.json');
      expect([payload.statusCode, payload.json()]).toEqual([429, { message: expect.stringContaining('sehr viele Daten') }]);
      const cached = await client('/');
      expect([cached.statusCode, cached.headers['x-cache']]).toEqual([200, 'HIT']);
    } finally {
      await limited.close();
    }
  });
});

describe('the bound', () => {
  it('drops the least recently used pages beyond RESPONSE_CACHE_MB', async () => {
    const small = await build({ env: { RESPONSE_CACHE_MB: '1' } });
    try {
      const state = async (url: string) => (await small.app.inject(url)).headers['x-cache'];
      // Each results page number is a page of its own (past the last one it says that nothing matches).
      expect(await state('/angebote?seite=2')).toBe('MISS');
      for (let index = 3; index <= 32; index++) await small.app.inject(`/angebote?seite=${index}`);
      expect(await state('/angebote?seite=32')).toBe('HIT');
      expect(await state('/angebote?seite=2')).toBe('MISS');
    } finally {
      await small.close();
    }
  });

  it('RESPONSE_CACHE_MB=0 switches the cache off', async () => {
    const none = await build({ env: { RESPONSE_CACHE_MB: '0' } });
    try {
      await none.app.inject('/');
      const page = await none.app.inject('/');
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-cache']).toBeUndefined();
    } finally {
      await none.close();
    }
  });
});
