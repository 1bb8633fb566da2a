import type { Page } from '@playwright/test';
import { resourceList } from '../src/shared/resources/registry';
import { accessibilityViolations } from './support/axe';
import { expect, test } from './support/dashboard';

/**
 * Every dashboard screen – the overview, list, create, edit and show of every declared resource, the inquiries, the
 * settings and the screens of their own – has no axe violation of the WCAG 2.0–2.2 A and AA rules and does not scroll
 * sideways, at 375 and 1280 px; the screenshots are left in test-results/screenshots/.
 */
const WIDTHS = [375, 1280];

/**
 * Opens a screen: the first at each width as a fresh load, the others as staff reach them, through the dashboard's
 * own router (a full load per screen cost the dashboard's start each time and showed nothing more).
 */
async function showScreen(page: Page, path: string, fresh: boolean) {
  const url = `/dashboard${path}`;
  if (fresh) await page.goto(url);
  else {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  }
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[/]/g, '\\/')}$`));
  await expect(page.getByLabel('Dashboard wird geladen')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  // react-admin's loading indicator in the app bar: the screen's data has arrived.
  await expect(page.getByRole('banner').getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  // MUI's lists and forms fade in; axe would measure half-transparent text. (A spinner's endless turn is not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Every screen at both widths: no axe violation, no sideways scrolling; a screenshot of each to look at. */
async function expectAccessibleAtEveryWidth(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    for (const [index, path] of paths.entries()) {
      await showScreen(page, path, index === 0);
      await page.screenshot({
        path: `test-results/screenshots/dashboard${path.replace(/\//g, '-') || '-overview'}-${width}.png`,
        fullPage: true,
      });
      found.push(...(await accessibilityViolations(page)).map((violation) => `${width} px, ${path || '/'}: ${violation}`));
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (pageWidth > width) found.push(`${width} px, ${path || '/'}: the screen is ${pageWidth} px wide and scrolls sideways`);
    }
  }
  expect(found, `axe on the dashboard:\n${found.join('\n')}`).toEqual([]);
}

test('the overview and the screens of their own', async ({ page }) => {
  test.setTimeout(180_000);
  await expectAccessibleAtEveryWidth(page, ['', '/postausgang', '/suchauftraege', '/openimmo']);
});

for (const resource of resourceList) {
  test(`every screen of ${resource.name}`, async ({ page }) => {
    test.setTimeout(180_000);
    if (resource.singleton) {
      await expectAccessibleAtEveryWidth(page, [`/${resource.name}`]);
      return;
    }
    const records = await page.request.get(`/api/${resource.name}?range=${encodeURIComponent('[0,0]')}`);
    expect(records.status()).toBe(200);
    // A resource the demo content leaves empty (portals) has no edit and show screen to visit.
    const [record] = (await records.json()) as { id: string }[];
    // Visitors create inquiries; the dashboard has no create screen for what the public creates.
    const screens = [
      `/${resource.name}`,
      ...(resource.access.create === 'public' ? [] : [`/${resource.name}/create`]),
      ...(record ? [`/${resource.name}/${record.id}`, `/${resource.name}/${record.id}/show`] : []),
    ];
    await expectAccessibleAtEveryWidth(page, screens);
  });
}
