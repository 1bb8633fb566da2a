import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offer } from '../../test-support/firebase/records';
import { build, type TestApp } from '../../test-support/server/build';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const ORIGIN = 'http://localhost:80';

let testApp: TestApp;
let cookie: string;
const ids: Record<string, string> = {};

const create = async (name: string, record: Record<string, unknown>) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: record,
    headers: { origin: ORIGIN, cookie },
  });
  expect(response.statusCode).toBe(201);
  ids[name] = response.json().id;
};

beforeAll(async () => {
  testApp = await build({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await create('kauf1', offer('Altbauwohnung zum Kauf in Sülz'));
  await create('kauf2', offer('Reihenhaus zum Kauf in Rodenkirchen', { objectType: 'haus', district: 'rodenkirchen', postcode: '50996' }));
  await create('miete1', offer('Mietwohnung am Stadtgarten', { marketingType: 'miete', price: undefined, coldRent: 1_250 }));
  await create(
    'miete2',
    offer('Loft zur Miete in Ehrenfeld', {
      marketingType: 'miete',
      price: undefined,
      coldRent: 1_890,
      district: 'ehrenfeld',
      postcode: '50823',
    }),
  );
  // Let and not shown as a reference: published, so visitors may still read it, but no page of its own.
  await create(
    'vermietet',
    offer('Vermietete Wohnung in Nippes', {
      marketingType: 'miete',
      price: undefined,
      coldRent: 900,
      status: 'vermietet',
      showAsReference: false,
    }),
  );
  await create('referenz', offer('Verkaufte Villa in Marienburg', { status: 'verkauft', showAsReference: true }));
}, 300_000);

afterAll(() => testApp?.close());

const page = (url: string) => testApp.app.inject({ method: 'GET', url });
/** The rendered page without its data block (which carries the records the page read, the missing one too). */
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');

describe('the not-found page', () => {
  it('answers a path with a line break, which no route pattern matches, with the same 404 page (not a 500)', async () => {
    for (const url of ['/x%0Ay', '/_app/%F2%9A%A7%85%0AB?pA']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(shown(response.body), url).toContain('gibt es nicht');
      expect(shown(response.body), url).toContain('href="/angebote"');
    }
  });

  it('answers an unknown path with 404 inside the site frame: header, footer, quick search, offers and contact', async () => {
    const response = await page('/some-unknown-path');
    expect(response.statusCode).toBe(404);
    const html = response.body;
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toContain('Diese Seite gibt es nicht');
    expect(html).toMatch(/Die Seite <code[^>]*>\/some-unknown-path<\/code> gibt es nicht/);
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/angebote"/);
    expect(html).toMatch(/<a[^>]*href="\/angebote"[^>]*>Alle aktuellen Angebote<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/kontakt"[^>]*>Kontakt aufnehmen<\/a>/);
    // The newest three current offers, whatever their marketing type.
    expect(html).toContain('Aktuelle Angebote');
    expect(html.match(/data-testid="property-card"/g)).toHaveLength(3);
    for (const title of ['Verkaufte Villa in Marienburg', 'Vermietete Wohnung in Nippes']) expect(shown(html)).not.toContain(title);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('shows the missing path as text, never as markup', async () => {
    const response = await page('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('/%3Cimg%20src=x%20onerror=alert(1)%3E</code>');
  });

  it('suggests current offers of the same marketing type for an exposé that is no longer on the market', async () => {
    const response = await page(`/angebote/${ids.vermietet}`);
    expect(response.statusCode).toBe(404);
    const html = shown(response.body);
    expect(html).toContain('Dieses Angebot gibt es nicht mehr');
    expect(html).toContain('Diese Angebote könnten Sie interessieren');
    expect(html.match(/data-testid="property-card"/g)).toHaveLength(2);
    expect(html).toContain('Mietwohnung am Stadtgarten');
    expect(html).toContain('Loft zur Miete in Ehrenfeld');
    expect(html).not.toContain('Altbauwohnung zum Kauf in Sülz');
    expect(html).not.toContain('Vermietete Wohnung in Nippes');
  });

  it('suggests the newest current offers for an unknown or malformed exposé id', async () => {
    for (const path of ['/angebote/gibt-es-nicht', '/angebote/..%2Fapi']) {
      const response = await page(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Dieses Angebot gibt es nicht mehr');
      expect(response.body.match(/data-testid="property-card"/g)).toHaveLength(3);
      expect(response.body).toContain('Loft zur Miete in Ehrenfeld');
    }
  });

  it('still sends a sold offer shown as a reference to its reference', async () => {
    const response = await page(`/angebote/${ids.referenz}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/referenzen/${ids.referenz}`);
  });
});
