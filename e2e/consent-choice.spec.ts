import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from './support/axe';
import { BANNER, consentCookie, deviceState, expectBeacon, recordRequests, settle } from './support/consent';
import { currentOffers } from './support/publicSite';
import { screenshot } from './support/screenshots';

const YEAR = 365 * 86_400;

const banner = (page: Page) => page.getByRole('region', { name: 'Datenschutz-Einstellungen' });
const footerSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Datenschutz-Einstellungen' });

test.describe('consent banner', () => {
  test('"Akzeptieren" loads the analytics chunk, then counts page views, the exposé and filters – all first-party', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const requests = await recordRequests(context, origin);
    await page.goto('/angebote');
    await settle(page);
    expect(requests.analyticsChunks()).toEqual([]);

    const before = Date.now() / 1000;
    await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(page.locator(BANNER)).toBeHidden();
    await expect.poll(() => requests.analyticsChunks().length).toBe(1);
    await expectBeacon(requests, { type: 'page_view', path: '/angebote', device: 'desktop' });

    const cookie = (await consentCookie(context))!;
    expect(cookie).toMatchObject({ value: 'granted', path: '/', sameSite: 'Lax', secure: true, httpOnly: false });
    // At most twelve months.
    expect(cookie.expires - before).toBeGreaterThan(YEAR - 60);
    expect(cookie.expires - before).toBeLessThanOrEqual(YEAR + 60);

    // A filter: which one is counted, not its value.
    await page.getByLabel('Stadtteil').selectOption({ label: 'Sülz' });
    await expect(page).toHaveURL(/stadtteil=suelz/);
    await expectBeacon(requests, { type: 'filter_used', path: '/angebote', device: 'desktop', filter: 'district' });

    // Client-side navigation to an exposé: a page view and an exposé view with the offer's id.
    const offer = (await currentOffers(request, { district: 'suelz' })).data[0];
    await page.getByTestId('property-card').first().getByRole('link').click();
    await expect(page).toHaveURL(`/angebote/${offer.id}`);
    await expectBeacon(requests, { type: 'page_view', path: `/angebote/${offer.id}`, device: 'desktop' });
    await expectBeacon(requests, { type: 'offer_viewed', path: `/angebote/${offer.id}`, device: 'desktop', offer: offer.id });
    await settle(page);

    expect(requests.analyticsChunks()).toHaveLength(1);
    expect(requests.foreign()).toEqual([]);
    // No search parameters in any beacon, and the embedded mode stores nothing for the statistics.
    expect(JSON.stringify(requests.beacons())).not.toContain('suelz');
    expect(await deviceState(page)).toEqual({ cookies: ['consent', 'viewport'], local: [], session: [], indexedDb: [] });

    // The server reads the answer: the next page comes with the banner hidden (no flash).
    const html = await (await page.request.get('/angebote')).text();
    expect(html).toMatch(/<section(?=[^>]*id="datenschutz-einstellungen")(?=[^>]*hidden="")/);
    await page.reload();
    await expect(page.locator(BANNER)).toBeHidden();
  });

  test('"Ablehnen": no analytics chunk, no beacon, nothing stored but the answer', async ({ page, context, request, baseURL }) => {
    const requests = await recordRequests(context, new URL(baseURL!).origin);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page.locator(BANNER)).toBeHidden();
    expect(await consentCookie(context)).toMatchObject({ value: 'denied', path: '/', sameSite: 'Lax', secure: true });
    // The banner answers before the page's code runs; the walk below is one through the running application.
    await expect(page.locator('#root[data-interactive]')).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Angebote' }).click();
    await expect(page).toHaveURL('/angebote');
    // The filters of /angebote, not the home page's quick search (also "Objektart"), which stays on screen until the new page has rendered.
    await page.getByRole('search', { name: 'Angebote filtern' }).getByLabel('Objektart').selectOption({ label: 'Wohnung' });
    await expect(page).toHaveURL(/objektart=wohnung/);
    const offer = (await currentOffers(request)).data[0];
    await page.goto(`/angebote/${offer.id}`);
    await expect(page.locator(BANNER)).toBeHidden();
    await settle(page);

    expect(requests.analyticsChunks()).toEqual([]);
    expect(requests.analyticsRequests()).toBe(0);
    expect(requests.foreign()).toEqual([]);
    expect(await deviceState(page)).toEqual({ cookies: ['consent', 'viewport'], local: [], session: [], indexedDb: [] });
  });

  test('"Datenschutz-Einstellungen" in the footer withdraws consent: counting stops at once', async ({ page, context, baseURL }) => {
    const requests = await recordRequests(context, new URL(baseURL!).origin);
    await page.goto('/kontakt');
    await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
    await expectBeacon(requests, { type: 'page_view', path: '/kontakt', device: 'desktop' });

    await footerSettings(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(banner(page)).toContainText('Ihre bisherige Wahl: zugestimmt.');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(page.locator(BANNER)).toBeHidden();
    await expect(footerSettings(page)).toBeFocused();
    expect((await consentCookie(context))?.value).toBe('denied');

    const counted = requests.analyticsRequests();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Referenzen' }).click();
    await expect(page).toHaveURL('/referenzen');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL('/unser-team');
    await settle(page);
    expect(requests.analyticsRequests()).toBe(counted);
  });

  test('"Datenschutz-Einstellungen" in the footer gives consent later: the chunk loads then, and counts the current page', async ({
    page,
    context,
    baseURL,
  }) => {
    const requests = await recordRequests(context, new URL(baseURL!).origin);
    await page.goto('/uber-uns');
    await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
    // A click before the code is there is held until it is; a link followed before that would leave the page without it.
    await expect(page.locator(BANNER)).toBeHidden();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL('/unser-team');
    await settle(page);
    expect(requests.analyticsChunks()).toEqual([]);

    await footerSettings(page).click();
    await expect(banner(page)).toContainText('Ihre bisherige Wahl: abgelehnt.');
    await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
    await expect.poll(() => requests.analyticsChunks().length).toBe(1);
    await expectBeacon(requests, { type: 'page_view', path: '/unser-team', device: 'desktop' });
    expect(requests.beacons()).toHaveLength(1);
    expect((await consentCookie(context))?.value).toBe('granted');

    // Closing the settings without an answer changes nothing.
    await footerSettings(page).click();
    await page.keyboard.press('Escape');
    await expect(page.locator(BANNER)).toBeHidden();
    await expect(footerSettings(page)).toBeFocused();
    expect((await consentCookie(context))?.value).toBe('granted');
  });

  test('works with the keyboard alone, right after the skip link', async ({ page, context }) => {
    await page.goto('/angebote');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Datenschutzerklärung' })).toBeFocused();
    await page.keyboard.press('Tab');
    const accept = banner(page).getByRole('button', { name: 'Akzeptieren' });
    await expect(accept).toBeFocused();
    expect(await accept.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Ablehnen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator(BANNER)).toBeHidden();
    expect((await consentCookie(context))?.value).toBe('denied');
    // The focus goes on to the content, not back to the top of the document.
    await expect(page.locator('main')).toBeFocused();
  });

  test('"Akzeptieren" and "Ablehnen" carry the same weight', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const look = async (name: string) => {
        const button = banner(page).getByRole('button', { name });
        const box = (await button.boundingBox())!;
        const style = await button.evaluate((element) => {
          const css = getComputedStyle(element);
          return [
            css.backgroundColor,
            css.color,
            css.fontSize,
            css.fontWeight,
            css.borderTopWidth,
            css.borderTopColor,
            css.paddingTop,
            css.paddingLeft,
            css.textDecorationLine,
          ];
        });
        return { style, width: Math.round(box.width), height: Math.round(box.height) };
      };
      expect(await look('Ablehnen'), `${width} px`).toEqual(await look('Akzeptieren'));
    }
  });

  test('on a phone it leaves the page readable and never hides the footer for good', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/angebote', '/kontakt']) {
      await page.goto(path);
      const bar = (await page.locator(BANNER).boundingBox())!;
      expect(bar.height, path).toBeLessThanOrEqual(812 * 0.25);
      expect(bar.y + bar.height, path).toBeCloseTo(812, 0);
      // The page's heading is above the bar, not behind it.
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(heading.y + heading.height, path).toBeLessThanOrEqual(bar.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
    // At the end of the page the bar sits below the footer: its links stay reachable.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = (await page.locator(BANNER).boundingBox())!;
    const imprint = (await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).boundingBox())!;
    expect(imprint.y + imprint.height).toBeLessThanOrEqual(bar.y);
  });

  test('has no accessibility violations, also when reopened, and screenshots at 375 and 1280 px', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page, BANNER), `${width} px`).toEqual([]);
      await screenshot(page, `consent-banner-home-${width}`);
      await page.screenshot({ path: `test-results/screenshots/consent-banner-viewport-${width}.png` });
    }
    await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
    await footerSettings(page).click();
    await expect(banner(page)).toBeVisible();
    expect(await accessibilityViolations(page, BANNER)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/consent-banner-reopened-1280.png' });
  });
});
