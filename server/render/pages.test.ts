import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/buildState';
import { publicRoutes, routeTable } from '../../src/shared/routes/routeTable';
import { build, type TestApp } from '../../test-support/server/build';

let testApp: TestApp;
let app: FastifyInstance;
let logs: { level: number; msg: string }[];

beforeAll(async () => {
  testApp = await build();
  ({ app, logs } = testApp);
});
afterAll(() => testApp.close());

// Exposé and reference pages need a published record; unknown ids are checked below.
const withoutRecord = publicRoutes.filter((route) => !route.path.includes(':id'));

describe('server-rendered pages', () => {
  it.each(withoutRecord.map((route) => [route.path, route.layout]))('renders %s in the %s layout', async (path, layout) => {
    const response = await app.inject(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="de">/);
    expect(html).toMatch(/<title>[^<]*Rheinkontor Immobilien[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`data-layout="${layout}"`);
    // Styles are in the head, so the page is styled before any JavaScript runs.
    expect(html.indexOf('<style data-emotion')).toBeLessThan(html.indexOf('</head>'));
  });

  it.each(routeTable.filter((route) => route.layout === 'dashboard').map((route) => route.path))(
    'sends signed-out visitors from %s to the login page',
    async (path) => {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it.each(['/angebote/gibt-es-nicht', '/referenzen/gibt-es-nicht', '/angebote/..%2Fapi'])(
    'answers %s (no published record) with 404 and the error page',
    async (path) => {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toMatch(/Die Seite <code[^>]*>[^<]+<\/code> gibt es nicht/);
    },
  );

  it('answers unknown paths with 404, the error page and a log line', async () => {
    const response = await app.inject('/gibt-es-nicht');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Diese Seite gibt es nicht');
    expect(response.body).toContain('data-error="Page not found: /gibt-es-nicht"');
    // The site's frame (docs: notFoundPage.test.ts covers its content).
    expect(response.body).toContain('data-layout="default"');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(logs.map((line) => line.msg)).toContain('Page not found: /gibt-es-nicht');
  });

  it('renders a first page that fits every width (CSS picks the navigation) and hands on the viewport cookie', async () => {
    const phone = await app.inject({ url: '/kontakt', cookies: { viewport: 'mobileMedium' } });
    const desktop = await app.inject({ url: '/kontakt', cookies: { viewport: 'desktopMedium' } });
    for (const response of [phone, desktop]) {
      expect(response.body).toContain('aria-label="Menü öffnen"');
      expect(response.body).toContain('aria-label="Hauptnavigation"');
    }
    expect(phone.body).toContain('"viewport":"mobileMedium"');
    expect(desktop.body).toContain('"viewport":"desktopMedium"');
  });

  it('treats a forged viewport cookie as desktop', async () => {
    const response = await app.inject({ url: '/', cookies: { viewport: '<script>' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"viewport":"desktop"');
  });
});

describe('payload files', () => {
  it.each(['/_payload.json', '/angebote/_payload.json', '/kontakt/_payload.json?x=1'])('answers %s with the render data', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cache: expect.arrayContaining([expect.objectContaining({ key: ['public', 'settings', 'one', 'agency'] })]),
    });
  });

  it('answers 404 for the payload of an unknown page', async () => {
    expect((await app.inject('/gibt-es-nicht/_payload.json')).statusCode).toBe(404);
  });

  it('has no payload for the dashboard', async () => {
    expect((await app.inject('/dashboard/_payload.json')).statusCode).toBe(404);
  });
});

describe('static files and deployments', () => {
  it('describes the build in latest.json and meta/<id>.json, never cached stale', async () => {
    const latest = await app.inject('/_app/builds/latest.json');
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-cache');
    const manifest = latest.json() as { id: string; timestamp: number };
    expect(manifest).toEqual({ id: expect.any(String), timestamp: expect.any(Number) });
    const meta = await app.inject(`/_app/builds/meta/${manifest.id}.json`);
    expect(meta.json()).toEqual(manifest);
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const html = await app.inject('/');
    expect(html.headers['cache-control']).toBe('private, no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html.body)?.[1];
    expect(script).toBeDefined();
    const asset = await app.inject(script!);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the build-time .gz of a hashed asset to gzip-only clients and the .br to browsers', async () => {
    const assets = join(distDir, 'client', 'assets');
    // scripts/precompress.ts: Zopfli for .gz, Brotli 11 for .br (files under 1 KB stay uncompressed).
    const name = readdirSync(assets)
      .find((file) => file.endsWith('.js.gz'))
      ?.slice(0, -'.gz'.length);
    expect(name).toBeDefined();
    const original = readFileSync(join(assets, name!));
    const gzip = await app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(join(assets, `${name}.gz`)))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);
    const br = await app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const plain = await app.inject({ url: `/assets/${name}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it("ships React's production code, even when the test run itself made the build (NODE_ENV=test)", async () => {
    const assets = join(distDir, 'client', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => file.startsWith('react-dom-'))).toBe(true);
    // A message only React DOM's development build carries.
    expect(scripts.filter((file) => readFileSync(join(assets, file), 'utf8').includes('unique "key" prop'))).toEqual([]);
  });

  it('compresses pages for browsers that accept it', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });
});
