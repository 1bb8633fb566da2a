import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListParams, PublicDataSource } from '../../src/shared/data/publicData';
import seoRoutes from './seoRoutes';

/** A visitor's view of the listings: only published ones, filtered like the API filters. */
const published = [
  { id: 'suelz-2zi', status: 'verfuegbar', showAsReference: false, updatedAt: '2026-05-02T10:00:00.000Z' },
  { id: 'lindenthal-villa', status: 'reserviert', showAsReference: false, updatedAt: '2026-04-01T10:00:00.000Z' },
  { id: 'nippes-verkauft', status: 'verkauft', showAsReference: true, updatedAt: '2026-01-10T10:00:00.000Z' },
  { id: 'deutz-vermietet-ohne-referenz', status: 'vermietet', showAsReference: false, updatedAt: '2026-01-10T10:00:00.000Z' },
];

const matches = (record: Record<string, unknown>, filter: Record<string, unknown> = {}) =>
  Object.entries(filter).every(([key, value]) => (Array.isArray(value) ? value.includes(record[key]) : record[key] === value));

const data: PublicDataSource = {
  async getList<T>(_resource: string, params: ListParams = {}) {
    const all = published.filter((record) => matches(record, params.filter));
    const [start, end] = params.range ?? [0, all.length - 1];
    return { data: all.slice(start, end + 1) as T[], total: all.length };
  },
  async getOne() {
    return null;
  },
};

const app = Fastify();
beforeAll(async () => {
  await app.register(seoRoutes, { data, publicUrl: 'https://www.rheinkontor-immobilien.de' });
});
afterAll(() => app.close());

describe('sitemap.xml', () => {
  it('lists the fixed pages, every current offer and every reference as absolute URLs', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://www.rheinkontor-immobilien.de/',
        'https://www.rheinkontor-immobilien.de/angebote',
        'https://www.rheinkontor-immobilien.de/impressum',
        'https://www.rheinkontor-immobilien.de/angebote/suelz-2zi',
        'https://www.rheinkontor-immobilien.de/angebote/lindenthal-villa',
        'https://www.rheinkontor-immobilien.de/referenzen/nippes-verkauft',
      ]),
    );
    expect(response.body).toContain('<lastmod>2026-05-02</lastmod>');
  });

  it('leaves out sign-in, the dashboard, route patterns and listings that are no offer or reference', async () => {
    const body = (await app.inject('/sitemap.xml')).body;
    expect(body).not.toContain('/login');
    expect(body).not.toContain('/dashboard');
    expect(body).not.toContain(':id');
    expect(body).not.toContain('deutz-vermietet-ohne-referenz');
    expect(body).not.toContain('/angebote/nippes-verkauft');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the dashboard and the sign-in and names the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /dashboard');
    expect(response.body).toContain('Disallow: /login');
    expect(response.body).toContain('Sitemap: https://www.rheinkontor-immobilien.de/sitemap.xml');
  });
});

describe('without PUBLIC_URL', () => {
  const fromRequest = Fastify({ trustProxy: true });
  beforeAll(async () => {
    await fromRequest.register(seoRoutes, { data });
  });
  afterAll(() => fromRequest.close());

  it('builds URLs from the request’s own origin', async () => {
    const response = await fromRequest.inject({ url: '/robots.txt', headers: { host: 'www.example.de' } });
    expect(response.body).toContain('Sitemap: http://www.example.de/sitemap.xml');
  });

  it.each([' ', 'a@b', 'evil.example/x', 'x?y'])('refuses the forged forwarded host %j instead of publishing it', async (host) => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await fromRequest.inject({ url, headers: { 'x-forwarded-host': host } });
      expect(response.statusCode).toBe(400);
    }
  });
});
