import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './sitemap';

describe('sitemap and robots', () => {
  it('writes absolute, escaped URLs with the day of the last change', () => {
    const xml = renderSitemap(
      [{ path: '/' }, { path: '/angebote/a&b', lastmod: '2026-05-02T10:00:00.000Z' }],
      'https://www.rheinkontor-immobilien.de',
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://www.rheinkontor-immobilien.de/</loc></url>');
    expect(xml).toContain('<url><loc>https://www.rheinkontor-immobilien.de/angebote/a&amp;b</loc><lastmod>2026-05-02</lastmod></url>');
  });

  it('keeps crawlers out of staff areas and points to the sitemap', () => {
    const robots = renderRobots('https://www.rheinkontor-immobilien.de');
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining([
        'Disallow: /dashboard',
        'Disallow: /login',
        'Disallow: /api/',
        'Sitemap: https://www.rheinkontor-immobilien.de/sitemap.xml',
      ]),
    );
  });
});
