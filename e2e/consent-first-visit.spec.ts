import { expect, test } from '@playwright/test';
import { publicRoutes } from '../src/shared/routes/routeTable';
import { BANNER, deviceState, recordRequests, settle } from './support/consent';
import { concretePublicPaths } from './support/publicSite';

/**
 * § 25 TDDDG: before the visitor answers, nothing but the strictly necessary. Each test is a first
 * visit (a fresh browser context) to one public route; every request it makes is recorded.
 */
test.describe('first visit, before any answer', () => {
  for (const route of publicRoutes) {
    test(`${route.name}: only the own origin, no analytics chunk, no beacon, no analytics storage`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const path = route.path.includes(':id')
        ? (await concretePublicPaths(request)).find((entry) => entry.name === route.name)!.path
        : route.path;
      const requests = await recordRequests(context, new URL(baseURL!).origin);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await settle(page);

      expect(requests.all.length).toBeGreaterThan(3);
      expect(requests.foreign()).toEqual([]);
      expect(requests.analyticsChunks()).toEqual([]);
      expect(requests.analyticsRequests()).toBe(0);
      // Only the viewport cookie (strictly necessary, see the privacy notice); no answer, so no consent cookie either.
      // The app sets it once it has started, which on a busy machine can come after the network went quiet.
      await expect.poll(() => deviceState(page)).toEqual({ cookies: ['viewport'], local: [], session: [], indexedDb: [] });
      // Visitor pages ask; the staff sign-in page does not count visits, so it does not ask.
      if (route.layout === 'simple') await expect(page.locator(BANNER)).toHaveCount(0);
      else await expect(page.locator(BANNER)).toBeVisible();
    });
  }

  test('the banner is in the server’s HTML, so it is there before any script runs', async ({ request }) => {
    const html = await (await request.get('/angebote', { headers: { cookie: '' } })).text();
    expect(html).toContain('id="datenschutz-einstellungen"');
    expect(html).toContain('Akzeptieren');
    expect(html).toContain('Ablehnen');
  });
});
