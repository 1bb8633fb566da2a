// Threat: the request's Host (or a forwarded host) chosen by an attacker ends up in what others receive – canonical
// and Open Graph links, sitemap.xml and robots.txt (kept by shared caches for hours), the response cache – or decides
// which origin the CSRF check accepts.
// Defence: with PUBLIC_URL set, server/http/publicHost.ts refuses every other host with 421 before any route runs,
// and the pages, the SEO files and the CSRF check use PUBLIC_URL only. Without it (development, tests), answers built
// from the Host are private (server/render/pages.ts, server/seo/seoRoutes.ts) and the response cache keys them by origin.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test-support/server/build';
import { nextAddress, validRecords } from '../../test-support/server/security/securityTestApp';

const PUBLIC_URL = 'https://www.rheinkontor-immobilien.de';
const PUBLIC_HOST = 'www.rheinkontor-immobilien.de';
const EVIL = 'evil.example';

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];

describe('with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { PUBLIC_URL } });
  }, 120_000);
  afterAll(() => t.close());

  const request = (url: string, headers: Record<string, string>, options: Partial<InjectOptions> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: nextAddress(), ...options });

  function expectMisdirected(response: LightMyRequestResponse, html: boolean) {
    expect(response.statusCode).toBe(421);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.body).not.toContain(EVIL);
    if (html) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<html lang="de">');
      expect(response.body).toContain(`Die Website ist unter <a href="${PUBLIC_URL}">${PUBLIC_URL}</a> erreichbar.`);
    } else {
      expect(response.json()).toEqual({
        message: `Diese Anfrage ist an eine fremde Adresse gerichtet. Die Website ist unter ${PUBLIC_URL} erreichbar.`,
      });
    }
  }

  it('answers its own host, also with the default port spelt out or in capitals', async () => {
    for (const host of [PUBLIC_HOST, `${PUBLIC_HOST}:443`, PUBLIC_HOST.toUpperCase()]) {
      const page = await request('/impressum', { host });
      expect(page.statusCode, host).toBe(200);
      expect(canonicalOf(page.body)).toBe(`${PUBLIC_URL}/impressum`);
    }
  });

  it.each([
    ['/', 'GET'],
    ['/angebote', 'GET'],
    ['/angebote/_payload.json', 'GET'],
    ['/sitemap.xml', 'GET'],
    ['/robots.txt', 'GET'],
    ['/api/properties', 'GET'],
    ['/media/abc/480.webp', 'GET'],
    ['/api/inquiries', 'POST'],
    ['/', 'HEAD'],
  ] as const)('refuses %s (%s) for any other host with 421 Misdirected Request, in German', async (url, method) => {
    for (const host of [EVIL, 'localhost', `${PUBLIC_HOST}.${EVIL}`, `${PUBLIC_HOST}:8080`, `${EVIL}:443`]) {
      const json = await request(url, { host, accept: 'application/json' }, { method });
      if (method === 'HEAD') {
        expect(json.statusCode).toBe(421);
        continue;
      }
      expectMisdirected(json, false);
      expectMisdirected(await request(url, { host, accept: 'text/html,application/xhtml+xml' }, { method }), true);
    }
  });

  it('judges the forwarded host when the proxy is trusted: a forged one is refused, the proxy’s own is answered', async () => {
    expectMisdirected(await request('/sitemap.xml', { host: PUBLIC_HOST, 'x-forwarded-host': EVIL }), false);
    const proxied = await request('/impressum', { host: 'rheinkontor-web-123.a.run.app', 'x-forwarded-host': PUBLIC_HOST });
    expect(proxied.statusCode).toBe(200);
    expect(canonicalOf(proxied.body)).toBe(`${PUBLIC_URL}/impressum`);
  });

  it('builds canonical and Open Graph links, the sitemap and robots.txt from PUBLIC_URL alone, and lets caches keep the files', async () => {
    // A plain-HTTP request (TLS ended at a proxy that sends no X-Forwarded-Proto): the links still say https.
    const page = await request('/angebote', { host: PUBLIC_HOST });
    expect([canonicalOf(page.body), ogUrlOf(page.body)]).toEqual([`${PUBLIC_URL}/angebote`, `${PUBLIC_URL}/angebote`]);
    expect(page.headers['cache-control']).toBe('no-cache');
    const sitemap = await request('/sitemap.xml', { host: PUBLIC_HOST });
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThan(5);
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
    const robots = await request('/robots.txt', { host: PUBLIC_HOST });
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('takes the CSRF check’s own origin from PUBLIC_URL, not from the request', async () => {
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: { host: PUBLIC_HOST, origin, 'content-type': 'application/json' },
        payload: JSON.stringify(validRecords.inquiries()),
        remoteAddress: nextAddress(),
      });
    // The browser is on https://…; the request reached the server as plain HTTP.
    expect((await post(PUBLIC_URL)).statusCode).toBe(201);
    // What the request itself would have suggested as "own" origin is not the site.
    expect((await post(`http://${PUBLIC_HOST}`)).statusCode).toBe(403);
  });
});

describe('without PUBLIC_URL (development, tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('keeps sitemap.xml and robots.txt, built from the Host, out of shared caches', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await get(url, { host: 'www.example.de' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('http://www.example.de/');
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('marks pages private, from the renderer and from the response cache alike', async () => {
    const miss = await get('/unser-team', { host: 'www.example.de' });
    const hit = await get('/unser-team', { host: 'www.example.de' });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    for (const response of [miss, hit]) expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('never answers one host’s page from the cache to another host', async () => {
    const first = await get('/impressum', { host: 'a.example' });
    expect(canonicalOf(first.body)).toBe('http://a.example/impressum');
    for (const [headers, canonical] of [
      [{ host: 'b.example' }, 'http://b.example/impressum'],
      [{ host: 'a.example', 'x-forwarded-host': 'c.example' }, 'http://c.example/impressum'],
      [{ host: 'a.example', 'x-forwarded-proto': 'https' }, 'https://a.example/impressum'],
    ] as const) {
      const other = await get('/impressum', headers);
      expect(other.headers['x-cache'], JSON.stringify(headers)).toBe('MISS');
      expect(canonicalOf(other.body)).toBe(canonical);
    }
    expect((await get('/impressum', { host: 'a.example' })).headers['x-cache']).toBe('HIT');
  });
});
