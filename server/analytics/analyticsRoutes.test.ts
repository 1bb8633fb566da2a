import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { VisitorSummary } from '../../src/shared/analytics/summary';
import { BROWSER_AGENT, analyticsPlugins, type AnalyticsTestApp } from '../../test-support/server/analyticsPlugins';
import { build } from '../../test-support/server/build';
import { INVALID_BEACON, INVALID_DAYS, TOO_MANY_BEACONS } from './analyticsRoutes';

/** 14:00 in Cologne on 15 March 2026. */
const NOON = Date.parse('2026-03-15T13:00:00Z');
const DAY = 86_400_000;

let clock = NOON;
const apps: AnalyticsTestApp[] = [];

async function analyticsApp(limit?: { max: number; windowMs: number }) {
  const testApp = await build({ plugins: analyticsPlugins({ limit, now: () => clock }) });
  apps.push(testApp);
  return testApp;
}

afterEach(async () => {
  clock = NOON;
  await Promise.all(apps.splice(0).map(({ app }) => app.close()));
});

async function summary({ app, staffCookie }: AnalyticsTestApp, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/analytics/summary${query}`, headers: { cookie: await staffCookie() } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VisitorSummary>();
}

const rows = (app: FastifyInstance) =>
  app.db.prepare('SELECT * FROM analytics_daily ORDER BY event, path').all() as Record<string, unknown>[];

const pageView = (path: string, extra: Record<string, unknown> = {}) => ({ type: 'page_view', path, device: 'mobile', ...extra });

describe('POST /api/analytics', () => {
  it('adds one to a daily counter and answers 204 without a body', async () => {
    const testApp = await analyticsApp();
    const { app } = testApp;
    const response = await testApp.beacon(pageView('/angebote', { referrer: 'www.google.de' }));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    await testApp.beacon(pageView('/angebote', { referrer: 'google.de' }));
    expect(rows(app)).toEqual([
      { day: '2026-03-15', path: '/angebote', referrer_host: 'google.de', device: 'mobile', event: 'page_view', subject: '', count: 2 },
    ]);
  });

  it('stores no address, no user agent, no query string and no own-site referrer', async () => {
    const testApp = await analyticsApp();
    const { app, offer } = testApp;
    const id = offer('Altbauwohnung in Sülz');
    await testApp.beacon(pageView(`/angebote/${id}/`, { referrer: 'localhost' }), { ip: '198.51.100.77' });
    await testApp.beacon({ type: 'offer_viewed', path: `/angebote/${id}`, device: 'desktop', offer: id }, { ip: '198.51.100.77' });
    const stored = JSON.stringify(app.db.prepare('SELECT * FROM analytics_daily').all());
    expect(stored).not.toContain('198.51.100');
    expect(stored).not.toContain('iPhone');
    expect(rows(app).map((row) => [row.event, row.path, row.referrer_host, row.subject])).toEqual([
      ['offer_viewed', `/angebote/${id}`, '', id],
      ['page_view', `/angebote/${id}`, '', ''],
    ]);
    const columns = (app.db.prepare('PRAGMA table_info(analytics_daily)').all() as { name: string }[]).map((column) => column.name);
    expect(columns).toEqual(['day', 'path', 'referrer_host', 'device', 'event', 'subject', 'count']);
  });

  it.each([
    ['an unknown event', { type: 'click', path: '/', device: 'mobile' }],
    ['an extra field (an identifier)', pageView('/', { visitorId: 'a1b2c3' })],
    ['a query string', pageView('/kontakt?name=Max+Mustermann')],
    ['a page that is not counted', pageView('/login')],
    ['the dashboard', pageView('/dashboard/inquiries')],
    ['an unknown path', pageView('/wp-admin')],
    ['an unknown device', pageView('/', { device: 'smartwatch' })],
    ['a referrer that is no host', pageView('/', { referrer: 'https://evil.example/?q=1' })],
    ['an unknown filter', { type: 'filter_used', path: '/angebote', device: 'mobile', filter: 'price' }],
    ['an unknown topic', { type: 'inquiry_sent', path: '/kontakt', device: 'mobile', topic: 'spam' }],
    ['an exposé view from another page', { type: 'offer_viewed', path: '/angebote', device: 'mobile', offer: 'abc' }],
    ['an exposé that does not exist', pageView('/angebote/gibt-es-nicht')],
    ['an array', [pageView('/')]],
    ['plain text', 'page_view /'],
  ])('refuses %s with 400', async (_name, payload) => {
    const testApp = await analyticsApp();
    const { app } = testApp;
    const response =
      typeof payload === 'string'
        ? await app.inject({
            method: 'POST',
            url: '/api/analytics',
            payload,
            headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_AGENT },
          })
        : await testApp.beacon(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_BEACON });
    expect(rows(app)).toEqual([]);
  });

  it('refuses malformed JSON, other content types and bodies over 2 KB', async () => {
    const testApp = await analyticsApp();
    const { app } = testApp;
    expect((await testApp.beacon('{"type": "page_view",')).statusCode).toBe(400);
    const xml = await app.inject({
      method: 'POST',
      url: '/api/analytics',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    const big = await testApp.beacon(pageView('/', { referrer: `${'a'.repeat(2100)}.de` }));
    expect(big.statusCode).toBe(413);
    expect(rows(app)).toEqual([]);
  });

  it('refuses beacons sent from another site (CSRF check of the API)', async () => {
    const testApp = await analyticsApp();
    const { app } = testApp;
    const response = await testApp.beacon(pageView('/'), { headers: { origin: 'https://spam.example' } });
    expect(response.statusCode).toBe(403);
    expect(rows(app)).toEqual([]);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    ['curl', 'curl/8.5.0'],
    ['no user agent', ''],
  ])('leaves out %s without telling it', async (_name, userAgent) => {
    const testApp = await analyticsApp();
    const { app } = testApp;
    const response = await testApp.beacon(pageView('/'), { headers: { 'user-agent': userAgent } });
    expect(response.statusCode).toBe(204);
    expect(rows(app)).toEqual([]);
  });

  it('does not count signed-in staff checking the website', async () => {
    const testApp = await analyticsApp();
    const { app } = testApp;
    const response = await testApp.beacon(pageView('/'), { headers: { cookie: await testApp.staffCookie() } });
    expect(response.statusCode).toBe(204);
    expect(rows(app)).toEqual([]);
  });

  it('limits each client address, counts refused beacons too, and forgets after the window', async () => {
    const testApp = await analyticsApp({ max: 3, windowMs: 60_000 });
    const { app } = testApp;
    expect((await testApp.beacon(pageView('/'))).statusCode).toBe(204);
    expect((await testApp.beacon({ type: 'nonsense' })).statusCode).toBe(400);
    expect((await testApp.beacon(pageView('/team'))).statusCode).toBe(400);
    clock += 20_000;
    const blocked = await testApp.beacon(pageView('/'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_BEACONS });
    expect(blocked.headers['retry-after']).toBe('40');
    expect((await testApp.beacon(pageView('/'), { ip: '203.0.113.11' })).statusCode).toBe(204);
    clock += 40_000;
    expect((await testApp.beacon(pageView('/'))).statusCode).toBe(204);
    expect(rows(app)[0].count).toBe(3);
  });
});

describe('GET /api/analytics/summary', () => {
  it('is for staff only', async () => {
    const testApp = await analyticsApp();
    const { app } = testApp;
    const response = await app.inject({ method: 'GET', url: '/api/analytics/summary?days=30' });
    expect(response.statusCode).toBe(401);
  });

  it.each(['0', '366', '2.5', 'dreißig'])('refuses days=%s', async (days) => {
    const testApp = await analyticsApp();
    const { app } = testApp;
    const response = await app.inject({
      method: 'GET',
      url: `/api/analytics/summary?days=${days}`,
      headers: { cookie: await testApp.staffCookie() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_DAYS });
  });

  it('has every day of the period, oldest first, empty when nobody consented yet', async () => {
    const testApp = await analyticsApp();
    const result = await summary(testApp);
    expect(result.days).toHaveLength(30);
    expect(result).toMatchObject({ from: '2026-02-14', to: '2026-03-15', topOffers: [], referrers: [], filters: [] });
    expect(result.days.every((day) => day.pageViews === 0)).toBe(true);
    expect(result.totals).toEqual({ pageViews: 0, offerViews: 0, filterUses: 0, inquiries: 0, trackedInquiries: 0 });
  });

  it('adds up page views per Cologne day, referrers, devices and filters', async () => {
    const testApp = await analyticsApp();
    await testApp.beacon(pageView('/', { referrer: 'google.de' }));
    await testApp.beacon(pageView('/angebote', { device: 'desktop' }));
    // 00:30 in Cologne is already the next day, although it is still the 15th in UTC.
    clock = Date.parse('2026-03-15T23:30:00Z');
    await testApp.beacon(pageView('/', { referrer: 'immobilienscout24.de' }));
    await testApp.beacon({ type: 'filter_used', path: '/angebote', device: 'mobile', filter: 'district' });
    await testApp.beacon({ type: 'filter_used', path: '/angebote', device: 'mobile', filter: 'district' });
    await testApp.beacon({ type: 'filter_used', path: '/', device: 'mobile', filter: 'quickSearch' });
    // Older than the period: not in the figures.
    clock = NOON - 40 * DAY;
    await testApp.beacon(pageView('/'));
    clock = Date.parse('2026-03-16T10:00:00Z');

    const result = await summary(testApp, '?days=7');
    expect(result.days).toEqual([
      { day: '2026-03-10', pageViews: 0 },
      { day: '2026-03-11', pageViews: 0 },
      { day: '2026-03-12', pageViews: 0 },
      { day: '2026-03-13', pageViews: 0 },
      { day: '2026-03-14', pageViews: 0 },
      { day: '2026-03-15', pageViews: 2 },
      { day: '2026-03-16', pageViews: 1 },
    ]);
    expect(result.totals).toMatchObject({ pageViews: 3, filterUses: 3 });
    expect(result.referrers).toEqual([
      { host: 'google.de', pageViews: 1 },
      { host: 'immobilienscout24.de', pageViews: 1 },
    ]);
    expect(result.devices).toEqual([
      { device: 'mobile', pageViews: 2 },
      { device: 'tablet', pageViews: 0 },
      { device: 'desktop', pageViews: 1 },
    ]);
    expect(result.filters).toEqual([
      { filter: 'district', uses: 2 },
      { filter: 'quickSearch', uses: 1 },
    ]);
  });

  it('ranks offers by exposé views, with the inquiries stored for each (conversion)', async () => {
    const testApp = await analyticsApp();
    const { app, store, offer } = testApp;
    const suelz = offer('Altbauwohnung in Sülz');
    const deutz = offer('Penthouse in Deutz');
    const nippes = offer('Reihenhaus in Nippes');
    const view = (id: string) => testApp.beacon({ type: 'offer_viewed', path: `/angebote/${id}`, device: 'mobile', offer: id });
    for (let i = 0; i < 3; i++) await view(deutz);
    await view(suelz);
    await testApp.beacon({ type: 'inquiry_sent', path: `/angebote/${deutz}`, device: 'mobile', topic: 'expose' });
    const inquiry = (property: string | undefined, createdAt = '2026-03-10T09:00:00.000Z') => {
      const { id } = store.create(
        'inquiries',
        {
          name: 'Max Mustermann',
          email: 'max@example.de',
          topic: 'expose',
          message: 'Bitte Exposé',
          privacyConsent: true,
          ...(property ? { property } : {}),
        },
        null,
      );
      app.db.prepare("UPDATE documents SET created_at = ? WHERE collection = 'inquiries' AND id = ?").run(createdAt, id);
    };
    inquiry(deutz);
    inquiry(deutz, '2026-03-15T12:00:00.000Z');
    inquiry(nippes);
    inquiry(undefined);
    // Inquiries from before the period (15 February 00:30 in Cologne is still 14 February in UTC) do not count…
    inquiry(suelz, '2026-02-13T10:00:00.000Z');
    inquiry(suelz, '2026-02-13T22:59:00.000Z');
    // …one just inside does.
    inquiry(deutz, '2026-02-13T23:30:00.000Z');
    // An offer deleted since keeps its figures, without a title.
    store.delete('properties', suelz);

    const result = await summary(testApp, '?days=30');
    expect(result.topOffers).toEqual([
      { id: deutz, title: 'Penthouse in Deutz', views: 3, inquiries: 3 },
      { id: suelz, title: null, views: 1, inquiries: 0 },
      { id: nippes, title: 'Reihenhaus in Nippes', views: 0, inquiries: 1 },
    ]);
    expect(result.totals).toEqual({ pageViews: 0, offerViews: 4, filterUses: 0, inquiries: 5, trackedInquiries: 1 });
    expect(JSON.stringify(result)).not.toContain('Mustermann');
  });
});
