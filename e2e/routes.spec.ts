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

  test('an unknown path answers 404 with the error page', async ({ page }) => {
    const response = await page.goto('/diese-seite-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Die von Ihnen aufgerufene Seite existiert nicht');
    await expect(alert).toContainText('Sie haben eine Seite aufgerufen, die nicht oder nicht mehr existiert.');
    const logo = page.getByRole('link', { name: 'Rheinkontor Immobilien', exact: true }).getByRole('img');
    await expect(logo).toHaveAttribute('height', '90');
    expect((await logo.boundingBox())?.height).toBe(90);
    await page.getByRole('link', { name: 'Rheinkontor Immobilien', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('once the page\'s code runs, navigation loads the page payload and updates the title', async ({ page }) => {
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
