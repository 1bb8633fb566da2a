// "Vorschau" through the whole production app (embedded backend): a form's unsaved values on the public page, for the
// member of staff who asked only, never cached, never indexed.
import type { InjectOptions } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offer, teamMember } from '../../test-support/firebase/records';
import { createUser } from '../auth/users';
import { build, type TestApp } from '../../test-support/server/build';
import { PREVIEW_LIFETIME_MS } from './previewStore';

const ADMIN = { email: 'vorschau@rheinkontor-immobilien.de', password: 'Vorschau-Testpasswort-2026' };
const COLLEAGUE = { email: 'kollegin@rheinkontor-immobilien.de', password: 'Kollegin-Testpasswort-2026' };
const ORIGIN = 'http://localhost:80';

let testApp: TestApp;
let staffCookie: string;
let colleagueCookie: string;
let offerId: string;
let teamId: string;

const get = (url: string, options: Partial<InjectOptions> = {}) => testApp.app.inject({ method: 'GET', url, ...options });

async function signIn(account: { email: string; password: string }) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: account, headers: { origin: ORIGIN } });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === 'sid')!;
  return `${cookie.name}=${cookie.value}`;
}

async function create(resource: string, payload: object) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/${resource}`,
    payload,
    headers: { origin: ORIGIN, cookie: staffCookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** What the dashboard's "Vorschau" button posts: the form's declared values. */
const askForPreview = (resource: string, id: string, payload: object, cookie = staffCookie) =>
  testApp.app.inject({ method: 'POST', url: `/api/previews/${resource}/${id}`, payload, headers: { origin: ORIGIN, cookie } });

async function previewUrl(resource: string, id: string, payload: object) {
  const response = await askForPreview(resource, id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { url: string }).url;
}

beforeAll(async () => {
  testApp = await build({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await createUser(testApp.app.db, { email: COLLEAGUE.email, name: 'Kollegin', password: COLLEAGUE.password });
  staffCookie = await signIn(ADMIN);
  colleagueCookie = await signIn(COLLEAGUE);
  offerId = await create('properties', offer('Altbauwohnung mit Balkon in Sülz', { price: 500_000 }));
  teamId = await create('team', teamMember('Miriam Schäfer', 1, false));
}, 120_000);
afterAll(() => testApp.close());
afterEach(() => vi.useRealTimers());

describe('Vorschau', () => {
  it('shows the unsaved values on the public page with the banner, noindex and no-store', async () => {
    const url = await previewUrl('properties', offerId, offer('Altbauwohnung mit Dachterrasse in Sülz', { price: 612_345 }));
    expect(url).toMatch(/^\/vorschau\/[A-Za-z0-9_-]{32}$/);
    const page = await get(url, { headers: { cookie: staffCookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Altbauwohnung mit Dachterrasse in Sülz');
    expect(page.body).toMatch(/612\.345/);
    expect(page.body).not.toMatch(/500\.000/);
    expect(page.body).toContain('so sehen Besucher diese Seite nach dem Speichern und Veröffentlichen. Diese Seite ist nicht öffentlich.');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body.match(/name="robots"/g)).toHaveLength(1);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-cache']).toBeUndefined();
    // Without the browser app: nothing re-reads the visitors' data over it or counts a page view.
    expect(page.body).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(page.body).not.toContain('id="app-data"');
  });

  it('never reaches the visitors: their page and the cache keep the saved values', async () => {
    await get(`/angebote/${offerId}`);
    const url = await previewUrl('properties', offerId, offer('Altbauwohnung mit Dachterrasse in Sülz', { price: 612_345 }));
    expect((await get(url, { headers: { cookie: staffCookie } })).statusCode).toBe(200);
    const visitor = await get(`/angebote/${offerId}`);
    expect(visitor.headers['x-cache']).toBe('HIT');
    expect(visitor.body).toContain('Altbauwohnung mit Balkon in Sülz');
    expect(visitor.body).not.toContain('Dachterrasse');
    expect(visitor.body).not.toContain('Vorschau –');
    const api = await get(`/api/properties/${offerId}`);
    expect(api.json()).toMatchObject({ title: 'Altbauwohnung mit Balkon in Sülz', price: 500_000 });
  });

  it('shows an unpublished record where it would appear once published', async () => {
    expect((await get('/unser-team')).body).not.toContain('Miriam Schäfer');
    const url = await previewUrl('team', teamId, teamMember('Miriam Schäfer', 1, false));
    const page = await get(url, { headers: { cookie: staffCookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Miriam Schäfer');
    expect((await get('/unser-team')).body).not.toContain('Miriam Schäfer');
  });

  it('answers a visitor 401 and another member of staff 404', async () => {
    const url = await previewUrl('properties', offerId, offer('Nur für mich', { price: 612_345 }));
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).toContain('Bitte melden Sie sich an');
    expect(visitor.body).not.toContain('Nur für mich');
    const colleague = await get(url, { headers: { cookie: colleagueCookie } });
    expect(colleague.statusCode).toBe(404);
    expect(colleague.body).not.toContain('Nur für mich');
    expect(colleague.headers['cache-control']).toBe('no-store');
    expect((await get('/vorschau/unbekannt', { headers: { cookie: staffCookie } })).statusCode).toBe(404);
  });

  it('ends after 30 minutes', async () => {
    const url = await previewUrl('properties', offerId, offer('Bald abgelaufen'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PREVIEW_LIFETIME_MS + 1000 });
    const expired = await get(url, { headers: { cookie: staffCookie } });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('Vorschau nicht gefunden');
  });

  it('refuses invalid values in German and is for staff only', async () => {
    const invalid = await askForPreview('properties', offerId, offer('', { price: -5 }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: 'Bitte prüfen Sie die markierten Felder.',
      errors: { title: expect.any(String), price: expect.any(String) },
    });
    const nowhere = await askForPreview('properties', offerId, offer('Entwurf', { status: 'verkauft', showAsReference: false }));
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toMatch(/auf keiner öffentlichen Seite/);
    const visitor = await askForPreview('properties', offerId, offer('Von außen'), '');
    expect(visitor.statusCode).toBe(401);
    expect((await askForPreview('inquiries', offerId, {})).statusCode).toBe(404);
  });

  it('opens on a second server process on the same database', async () => {
    // Two instances behind a load balancer: the POST reaches one, the new tab the other.
    const other = await build({ env: { DATA_DIR: testApp.dataDir } });
    try {
      const url = await previewUrl('properties', offerId, offer('Altbauwohnung mit Wintergarten in Sülz', { price: 598_000 }));
      const page = await other.app.inject({ method: 'GET', url, headers: { cookie: staffCookie } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Altbauwohnung mit Wintergarten in Sülz');
      expect((await other.app.inject({ method: 'GET', url, headers: { cookie: colleagueCookie } })).statusCode).toBe(404);
      // Only the token's hash is stored: the link cannot be read back from the database.
      const token = url.split('/').pop()!;
      const ids = testApp.app.db.prepare('SELECT id FROM previews').pluck().all();
      expect(ids).not.toContain(token);
      expect(ids).toContain(createHash('sha256').update(token).digest('hex'));
    } finally {
      // Not other.close(): that would remove the data directory the first instance still uses.
      await other.app.close();
    }
  });
});
