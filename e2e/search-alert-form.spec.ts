import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshots';
import { freshClientAddress } from './support/publicSite';

/**
 * The Suchauftrag form on /angebote on a phone: every field inside its card, and after sending, the answer in view
 * and focused (it replaces the tall form, which would leave it above the visible area).
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() } });

test('the search request form fits a 375 px phone and brings its answer into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/angebote?vermarktung=miete&objektart=wohnung');
  await page.getByText('Suchauftrag anlegen: neue passende Angebote per E-Mail').click();
  const form = page.getByRole('form', { name: 'Suchauftrag anlegen' });
  await expect(form).toBeVisible();

  const card = (await page.locator('details', { has: form }).boundingBox())!;
  const fields = form.locator('input, select, textarea, button');
  expect(await fields.count()).toBeGreaterThanOrEqual(5);
  for (const box of await fields.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(card.x);
    expect(box.right).toBeLessThanOrEqual(card.x + card.width);
  }
  await screenshot(page, 'suchauftrag-formular-375');

  await form.getByLabel('E-Mail-Adresse').fill(`suchende-${Date.now()}@example.org`);
  await form.getByRole('button', { name: 'Suchauftrag anlegen' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'Fast geschafft' });
  await expect(answer).toBeFocused();
  await expect(answer).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'suchauftrag-gesendet-375');
});

test('the search request form at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/angebote?vermarktung=kauf');
  await page.getByText('Suchauftrag anlegen: neue passende Angebote per E-Mail').click();
  await expect(page.getByRole('form', { name: 'Suchauftrag anlegen' })).toBeVisible();
  await screenshot(page, 'suchauftrag-formular-1280');
});
