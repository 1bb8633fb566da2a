import { expect, test } from '@playwright/test';
import { currentOffers, plainSpaces, startPageCode } from './support/publicSite';

/** How React writes text into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

test.describe('offers: filters in the URL', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // Before the page's code runs, a filter loads its results page (src/shared/forms/searchForm.ts); once it runs, the
  // page changes in place. Both write the same URLs.
  for (const started of [false, true]) {
    test(`a visitor filters rentals in Sülz, the URL follows, and the back button restores the search (${started ? 'with' : 'before'} the page's code)`, async ({
      page,
      request,
    }) => {
      const all = await currentOffers(request);
      const rentals = await currentOffers(request, { marketingType: 'miete' });
      const suelz = await currentOffers(request, { marketingType: 'miete', district: 'suelz' });
      expect(suelz.total, 'the demo content has rentals in Sülz').toBeGreaterThan(0);

      await page.goto('/angebote');
      if (started) await startPageCode(page);
      const count = page.getByTestId('offer-count');
      await expect(count).toHaveText(`${all.total} Angebote gefunden`);

      await page.getByLabel('Kaufen oder mieten').selectOption({ label: 'Mieten' });
      await expect(page).toHaveURL(/\/angebote\?vermarktung=miete$/);
      await expect(count).toHaveText(`${rentals.total} Angebote gefunden`);

      await page.getByLabel('Stadtteil').selectOption({ label: 'Sülz' });
      await expect(page).toHaveURL(/vermarktung=miete&stadtteil=suelz/);
      await expect(count).toHaveText(suelz.total === 1 ? '1 Angebot gefunden' : `${suelz.total} Angebote gefunden`);
      const cards = page.getByTestId('property-card');
      await expect(cards).toHaveCount(Math.min(suelz.total, 9));
      for (const card of await cards.all()) {
        await expect(card).toContainText('Köln-Sülz');
        await expect(card).toContainText('Kaltmiete');
      }
      await expect(cards.first().getByRole('heading')).toHaveText(suelz.data[0].title);

      await page.goBack();
      await expect(page).toHaveURL(/\/angebote\?vermarktung=miete$/);
      await expect(page.getByLabel('Stadtteil')).toHaveValue('');
      await expect(count).toHaveText(`${rentals.total} Angebote gefunden`);
      await page.goBack();
      await expect(page).toHaveURL(/\/angebote$/);
      await expect(count).toHaveText(`${all.total} Angebote gefunden`);
    });
  }

  test('a shared search URL is rendered on the server, sorted and filtered', async ({ request }) => {
    const sales = await currentOffers(request, { marketingType: 'kauf', price_lte: 1_000_000 });
    const html = await (await request.get('/angebote?vermarktung=kauf&preis-bis=1000000&sortierung=preis-aufsteigend')).text();
    expect(html).toContain(`${sales.total} Angebote gefunden`);
    // The server breaks ties by id, as SQLite compares strings (byte order).
    const expected = [...sales.data].sort((a, b) => (a.price ?? 0) - (b.price ?? 0) || (a.id < b.id ? -1 : 1)).slice(0, 9);
    const positions = expected.map((offer) => html.indexOf(`>${escapeHtml(offer.title)}<`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The cheapest price, as portals write it, with German separators.
    expect(plainSpaces(html)).toContain(`${expected[0].price!.toLocaleString('de-DE')} €`);
  });

  test('prices are written in German: "Kaltmiete 1.130 €", "Kaufpreis 600.000 €"', async ({ page, request }) => {
    const rental = (await currentOffers(request, { marketingType: 'miete' })).data[0];
    const sale = (await currentOffers(request, { marketingType: 'kauf', price_gte: 100_000 })).data[0];
    const euro = (value: number) => `${value.toLocaleString('de-DE')} €`;
    await page.goto('/angebote?vermarktung=miete');
    await expect(page.getByTestId('property-card').filter({ hasText: rental.title })).toContainText(`Kaltmiete ${euro(rental.coldRent!)}`);
    await page.goto('/angebote?vermarktung=kauf');
    await expect(page.getByTestId('property-card').filter({ hasText: sale.title })).toContainText(`Kaufpreis ${euro(sale.price!)}`);
  });

  test('reserved offers carry a badge', async ({ page, request }) => {
    const reserved = (await currentOffers(request, { status: 'reserviert' })).data;
    expect(reserved.length, 'the demo content has a reserved offer').toBeGreaterThan(0);
    const offer = reserved[0];
    await page.goto(`/angebote?vermarktung=${offer.marketingType}&stadtteil=${offer.district}`);
    await expect(page.getByTestId('property-card').filter({ hasText: offer.title })).toContainText('Reserviert');
  });

  test('a search without results shows a friendly way on', async ({ page }) => {
    await page.goto('/angebote?vermarktung=kauf&preis-bis=300000&flaeche-ab=200');
    await expect(page.getByRole('heading', { name: 'Zu dieser Suche haben wir gerade kein passendes Angebot' })).toBeVisible();
    await page.getByRole('link', { name: 'Alle Angebote zeigen' }).click();
    await expect(page).toHaveURL(/\/angebote$/);
    await expect(page.getByTestId('property-card').first()).toBeVisible();
  });

  test('pagination keeps the filters and is a real link', async ({ page, request }) => {
    const all = await currentOffers(request);
    expect(all.total, 'more than one page of offers').toBeGreaterThan(9);
    await page.goto('/angebote');
    await page.getByLabel('Sortieren').selectOption({ label: 'Größte Wohnfläche zuerst' });
    await expect(page).toHaveURL(/sortierung=flaeche/);
    // The address changes before the sorted page has rendered: the link is the new page's once it carries the order.
    const secondPage = page.getByRole('navigation', { name: 'Seiten der Angebotsliste' }).getByRole('link', { name: 'Seite 2' });
    await expect(secondPage).toHaveAttribute('href', /sortierung=flaeche/);
    await secondPage.click();
    await expect(page).toHaveURL(/sortierung=flaeche&seite=2/);
    await expect(page.getByTestId('property-card')).toHaveCount(Math.min(all.total - 9, 9));
  });
});
