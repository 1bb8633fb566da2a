import { expect, test } from '@playwright/test';
import { apiList, concretePublicPaths, currentOffers, jsonLdNodes, plainSpaces, references, staffHeaders } from './support/publicSite';

const typeOf = (node: Record<string, unknown>) => node['@type'];

test.describe('server-rendered pages for search engines and sharing', () => {
  test('every public route answers 200 with its content in the HTML and valid structured data', async ({ request }) => {
    for (const { name, path } of await concretePublicPaths(request)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      // Rendered on the server: the page's heading is in the HTML before any JavaScript runs.
      expect(html, path).toMatch(/<div id="root"><[\s\S]*<h1[^>]*>[^<]+/);
      expect(html, path).toMatch(
        /<title>[^<]+ \| Rheinkontor Immobilien<\/title>|<title>Rheinkontor Immobilien – Immobilienmakler in Köln<\/title>/,
      );
      expect(html, path).toContain(`<link rel="canonical" href="`);
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image">');
      // The sign-in and the search requests' link page are utility pages (simple layout, noindex): no structured data.
      if (name === 'login' || name === 'suchauftrag') continue;
      const nodes = jsonLdNodes(html);
      expect(nodes.map(typeOf), path).toContain('RealEstateAgent');
      if (name !== 'index') expect(nodes.map(typeOf), path).toContain('BreadcrumbList');
    }
  });

  test('an exposé describes itself: title image, price and area, RealEstateListing with Offer', async ({ request, baseURL }) => {
    const offer = (await currentOffers(request, { marketingType: 'miete' })).data[0];
    const html = await (await request.get(`/angebote/${offer.id}`)).text();
    expect(html).toContain(`<meta property="og:image" content="${baseURL}${offer.images[0].src}">`);
    expect(html).toContain(`<meta name="twitter:image" content="${baseURL}${offer.images[0].src}">`);
    const description = plainSpaces(/<meta name="description" content="([^"]+)">/.exec(html)![1]);
    expect(description).toContain(`Kaltmiete ${offer.coldRent!.toLocaleString('de-DE')} €`);
    expect(description).toContain(`${offer.livingArea!.toLocaleString('de-DE')} m² Wohnfläche`);

    const nodes = jsonLdNodes(html);
    const listing = nodes.find((node) => typeOf(node) === 'RealEstateListing')!;
    expect(listing).toMatchObject({
      name: offer.title,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: offer.coldRent,
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      },
      about: { '@type': offer.objectType === 'haus' ? 'House' : 'Apartment', floorSize: { unitCode: 'MTK', value: offer.livingArea } },
    });
    const crumbs = nodes.find((node) => typeOf(node) === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Startseite', 'Angebote', offer.title]);
  });

  test('the sitemap lists every published offer and reference and nothing unpublished', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const offer of (await currentOffers(request)).data) expect(locs).toContain(`/angebote/${offer.id}`);
    for (const reference of (await references(request)).data) expect(locs).toContain(`/referenzen/${reference.id}`);
    expect(locs).toEqual(expect.arrayContaining(['/', '/angebote', '/kontakt', '/impressum', '/datenschutz']));
    expect(locs).not.toContain('/login');

    const staff = await staffHeaders(request, baseURL!);
    const unpublished = await apiList(request, 'properties', { filter: { published: false } }, staff);
    expect(unpublished.total).toBeGreaterThan(0);
    for (const hidden of unpublished.data) expect(xml).not.toContain(hidden.id);
  });

  test('robots.txt keeps crawlers out of the dashboard and the sign-in', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /login');
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test('icons and the web manifest are served', async ({ request }) => {
    for (const path of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
