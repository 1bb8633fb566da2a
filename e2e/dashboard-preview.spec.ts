import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { accessibilityViolations, expect, SCREEN_START_TIMEOUT, screenshots, test, watchConsole } from './support/dashboard';
import { htmlErrors } from './support/htmlValidity';
import { currentOffers } from './support/publicSite';

// "Vorschau": a price changed in the dashboard but not saved shows on the public page in a new tab, for this member
// of staff only (server/preview/, docs/caching.md).

const BANNER = 'so sehen Besucher diese Seite nach dem Speichern und Veröffentlichen. Diese Seite ist nicht öffentlich.';

test('an unsaved price opens in the preview with the banner; a visitor with the link gets none', async ({
  page,
  visitor,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const problems = watchConsole(page);
  const offer = (await currentOffers(visitor, { marketingType: 'kauf' })).data[0];
  const newPrice = 612_345 + Math.floor(Math.random() * 100) * 1000;
  const shown = new RegExp(new Intl.NumberFormat('de-DE').format(newPrice).replace('.', '\\.'));

  await page.goto(`/dashboard/properties/${offer.id}`);
  // The dashboard's chunk loads first (slow on a busy machine).
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(offer.title, { timeout: SCREEN_START_TIMEOUT });
  await page.getByRole('tab', { name: 'Preise', exact: true }).click();
  await page.getByRole('textbox', { name: 'Kaufpreis' }).fill(String(newPrice));
  const button = page.getByRole('button', { name: /^Vorschau/ });
  await expect(button).toBeVisible();
  await screenshots(page, 'vorschau-dashboard');

  const [tab] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
  await tab.waitForURL(/\/vorschau\/[A-Za-z0-9_-]{32}$/);
  // Fonts and pictures in place, as the public pages' axe checks have them (public-quality.spec.ts).
  await tab.waitForLoadState('networkidle');
  await expect(tab.getByRole('region', { name: 'Vorschau' })).toContainText(BANNER);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(offer.title);
  await expect(tab.locator('main')).toContainText(shown);
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Leaves the tab at 1280 × 900, the size the public pages' axe checks use.
  await screenshots(tab, 'vorschau-angebot');
  expect(await accessibilityViolations(tab), 'preview at 1280 px').toEqual([]);
  await tab.setViewportSize({ width: 375, height: 812 });
  await tab.reload({ waitUntil: 'networkidle' });
  expect(await accessibilityViolations(tab), 'preview at 375 px').toEqual([]);

  // The server's HTML of the preview is valid HTML, like every public page's (html-validity.spec.ts).
  const html = await tab.request.get(tab.url());
  expect(html.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(html.headers()['cache-control']).toBe('no-store');
  const out = resolve('test-results/html-validity-preview');
  mkdirSync(out, { recursive: true });
  const file = join(out, 'vorschau.html');
  writeFileSync(file, await html.text());
  expect(await htmlErrors([file])).toEqual([]);

  // Nothing was saved: the form still holds the change, visitors see the stored price.
  await expect(page.getByRole('textbox', { name: 'Kaufpreis' })).toHaveValue(String(newPrice));
  const live = await visitor.get(`/angebote/${offer.id}`);
  expect(await live.text()).not.toMatch(shown);

  // A visitor's browser with the same link: no preview.
  const stranger = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const strangerPage = await stranger.newPage();
  const answer = await strangerPage.goto(tab.url());
  expect(answer?.status()).toBe(401);
  await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText('Bitte melden Sie sich an');
  await expect(strangerPage.locator('body')).not.toContainText(shown);
  await stranger.close();
  expect(problems).toEqual([]);
});
