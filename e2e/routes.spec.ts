import { expect, test, type APIRequestContext } from '@playwright/test';
import { publicRoutes, routeTable } from '../src/shared/routes/routeTable';
import { concretePublicPaths, startPageCode } from './support/publicSite';
import { screenshot } from './support/screenshots';

// Exposés and references need a published record: the demo content provides one of each.
const concrete = async (request: APIRequestContext, route: { name: string; path: string }) =>
  route.path.includes(':id') ? (await concretePublicPaths(request)).find((entry) => entry.name === route.name)!.path : route.path;

test.describe('routes and layouts', () => {
  for (const route of publicRoutes) {
    test(`${route.name} answers 200 in the ${route.layout} layout`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(await concrete(page.request, route));
      expect(response?.status()).toBe(200);
      await expect(page.locator(`[data-layout="${route.layout}"]`)).toBeVisible();
      await expect(page).toHaveTitle(/Rheinkontor Immobilien/);
      expect(await page.getAttribute('html', 'lang')).toBe('de');
      // The withdrawal function of § 356a BGB, reachable from every page, as the Impressum is.
      const legal = page.getByRole('navigation', { name: 'Rechtliches' });
      await expect(legal.getByRole('link', { name: 'Vertrag widerrufen' })).toBeVisible();
      await expect(legal.getByRole('link', { name: 'Impressum' })).toBeVisible();
      // Hydration happened without a mismatch or other error.
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  for (const route of routeTable.filter((entry) => entry.layout === 'dashboard')) {
    test(`${route.name} sends signed-out visitors to /login`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(route.path);
      await expect(page.locator('[data-layout="simple"]')).toBeVisible();
    });
  }

  test('an unknown path answers 404 inside the site frame, with the search, current offers and the contact page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The one resource that fails is the page itself, answered 404 on purpose.
    page.on(
      'console',
      (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()),
    );
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/diese-seite-gibt-es-nicht');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es nicht');
      await expect(page.getByRole('main')).toContainText('Die Seite /diese-seite-gibt-es-nicht gibt es nicht oder nicht mehr.');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('search', { name: 'Schnellsuche' })).toBeVisible();
      await expect(page.getByTestId('property-card')).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `nicht-gefunden-${width}`);
    }
    // The page's code starts on the first interaction and takes the page over without an error (a hydration mismatch
    // would be one); the build manifest's poll shows that it runs.
    const started = page.waitForRequest((request) => request.url().endsWith('/_app/builds/latest.json'), { timeout: 30_000 });
    await page.mouse.move(5, 5);
    await page.mouse.move(60, 120);
    await started;
    await page.getByRole('main').getByRole('link', { name: 'Kontakt aufnehmen' }).click();
    await expect(page).toHaveURL('/kontakt');
    expect(errors).toEqual([]);
  });

  test('a withdrawn exposé answers 404 with current offers to look at instead', async ({ page }) => {
    const response = await page.goto('/angebote/gibt-es-nicht-mehr');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieses Angebot gibt es nicht mehr');
    await expect(page.getByRole('heading', { name: 'Diese Angebote könnten Sie interessieren' })).toBeVisible();
    await page.getByTestId('property-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/angebote\/[A-Za-z0-9_-]+$/);
  });

  test("once the page's code runs, navigation loads the page payload and updates the title", async ({ page }) => {
    await page.goto('/');
    await startPageCode(page);
    const payload = page.waitForRequest((request) => new URL(request.url()).pathname === '/angebote/_payload.json');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Angebote' }).click();
    await payload;
    await expect(page).toHaveTitle('Angebote | Rheinkontor Immobilien');
    await expect(page.locator('[data-layout="property"]')).toBeVisible();
  });

  test('the page is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await context.close();
  });

  test('the theme colour is visible on the page', async ({ page }) => {
    await page.goto('/angebote');
    const contact = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt' });
    await expect(contact).toHaveCSS('background-color', 'rgb(199, 188, 143)');
  });

  test('home page at 375 px and 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await screenshot(page, 'home-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await screenshot(page, 'home-1280');
    await page.goto('/gibt-es-nicht');
    await screenshot(page, 'error-1280');
  });
});
