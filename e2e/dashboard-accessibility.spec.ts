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

async function screenIsReady(page: Page, path: string) {
  await page.goto(`/dashboard${path}`);
  await expect(page.getByLabel('Dashboard wird geladen')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // MUI's lists and forms fade in; axe would measure half-transparent text.
  await page.waitForTimeout(300);
}

async function expectAccessibleAtEveryWidth(page: Page, path: string) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await screenIsReady(page, path);
    // Looked at after a run: every screen at both widths.
    await page.screenshot({
      path: `test-results/screenshots/dashboard${path.replace(/\//g, '-') || '-overview'}-${width}.png`,
      fullPage: true,
    });
    found.push(...(await accessibilityViolations(page)).map((violation) => `${width} px: ${violation}`));
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (pageWidth > width) found.push(`${width} px: the screen is ${pageWidth} px wide and scrolls sideways`);
  }
  expect(found, `axe on /dashboard${path}:\n${found.join('\n')}`).toEqual([]);
}

test('the overview and the screens of their own', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of ['', '/postausgang', '/suchauftraege', '/openimmo']) await expectAccessibleAtEveryWidth(page, path);
});

for (const resource of resourceList) {
  test(`every screen of ${resource.name}`, async ({ page }) => {
    test.setTimeout(180_000);
    if (resource.singleton) {
      await expectAccessibleAtEveryWidth(page, `/${resource.name}`);
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
    for (const path of screens) await expectAccessibleAtEveryWidth(page, path);
  });
}
