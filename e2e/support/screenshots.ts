import type { Page } from '@playwright/test';

/** Screenshots land in test-results/screenshots/ to be looked at after a run. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}
