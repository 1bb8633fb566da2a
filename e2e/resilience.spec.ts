import { expect, test } from '@playwright/test';
import { currentOffers, startPageCode } from './support/publicSite';

test.describe('chunk load failures', () => {
  test('reload the page once, and not a second time within 10 seconds', async ({ page, request }) => {
    const {
      data: [offer],
    } = await currentOffers(request);
    const path = `/angebote/${offer.id}`;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.route(/\/assets\/GalleryFullscreen-[^/]+\.js$/, (route) => route.abort());

    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('button', { name: 'Galerie im Vollbild öffnen' }).click();
    await expect.poll(() => loads).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `chunk-reload:${path}`)).not.toBeNull();

    await page.getByRole('button', { name: 'Galerie im Vollbild öffnen' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.waitForTimeout(500);
    expect(loads).toBe(1);
  });
});

test.describe('new deployments', () => {
  test("once the page's code runs, it polls the build manifest about a second later", async ({ page }) => {
    await page.goto('/');
    const start = Date.now();
    await page.mouse.move(2, 2);
    await page.waitForRequest((request) => request.url().endsWith('/_app/builds/latest.json'));
    expect(Date.now() - start).toBeGreaterThan(900);
  });

  test('after a new build, the next navigation is a full page load', async ({ page }) => {
    await page.route('**/_app/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'eine-neuere-version', timestamp: Date.now() } }),
    );
    await page.goto('/');
    await startPageCode(page);
    await page.waitForRequest((request) => request.url().endsWith('/_app/builds/latest.json'));
    await page.waitForTimeout(200);
    const documentRequest = page.waitForRequest((request) => request.resourceType() === 'document');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    expect(new URL((await documentRequest).url()).pathname).toBe('/unser-team');
    await expect(page).toHaveURL('/unser-team');
  });

  test('without a new build, navigation stays in the page', async ({ page }) => {
    await page.goto('/');
    await startPageCode(page);
    await page.waitForRequest((request) => request.url().endsWith('/_app/builds/latest.json'));
    let documents = 0;
    page.on('request', (request) => request.resourceType() === 'document' && documents++);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL('/unser-team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Team');
    expect(documents).toBe(0);
  });
});
