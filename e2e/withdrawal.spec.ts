import { expect, test } from '@playwright/test';
import { withdrawalLink } from '../src/shared/withdrawal/withdrawal';
import { accessibilityViolations } from './support/axe';
import { currentOffers, freshClientAddress, staffHeaders } from './support/publicSite';
import { screenshot } from './support/screenshots';

/** "Vertrag widerrufen" (§ 356a BGB) as a visitor uses it: from the mail's link without JavaScript, from the footer with it. */
test.describe.configure({ timeout: 120_000 });
test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() } });

test.describe('without JavaScript, at 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('the confirmation mail’s link fills in the contract; "Widerruf bestätigen" marks the inquiry withdrawn', async ({
    page,
    baseURL,
  }) => {
    const [offer] = (await currentOffers(page.request, { marketingType: 'kauf' })).data;
    const email = `widerruf-${Date.now()}@example.org`;
    const asked = await page.request.post('/api/inquiries', {
      data: {
        name: 'Klara Kundin',
        email,
        topic: 'expose',
        property: offer.id,
        message: 'Bitte senden Sie mir das Exposé.',
        privacyConsent: true,
      },
      headers: { origin: baseURL!, 'x-forwarded-for': freshClientAddress() },
    });
    expect(asked.status()).toBe(201);
    const { id } = await asked.json();
    const contract = `Exposé anfordern vom 02.12.2026 zu „${offer.title}“`;

    await page.goto(withdrawalLink('', id, contract));
    await expect(page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible();
    await expect(page.getByLabel('Welchen Vertrag widerrufen Sie?')).toHaveValue(contract);
    await page.getByLabel('Ihr Name').fill('Klara Kundin');
    await page.getByLabel('Ihre E-Mail-Adresse').fill(email);
    await screenshot(page, 'withdrawal-form-nojs-375');
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();

    await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr erhalten/);
    await expect(page.getByRole('status')).toContainText(contract);
    await screenshot(page, 'withdrawal-received-nojs-375');
    const staff = await staffHeaders(page.request, baseURL!);
    expect((await (await page.request.get(`/api/inquiries/${id}`, { headers: staff })).json()).status).toBe('widerrufen');
  });
});

test('at 1280 px with JavaScript: from the footer, German messages first, then the receipt; no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Vertrag widerrufen' }).click();
  await expect(page).toHaveURL(/\/vertrag-widerrufen$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Widerrufsbelehrung' })).toBeVisible();

  await page.getByLabel('Ihre E-Mail-Adresse').fill('keine-adresse');
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Bitte prüfen Sie die markierten Felder.');
  await expect(page.getByLabel('Ihr Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue('keine-adresse');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'withdrawal-errors-1280');

  await page.getByLabel('Ihr Name').fill('Max Muster');
  await page.getByLabel('Ihre E-Mail-Adresse').fill(`max-${Date.now()}@example.org`);
  await page.getByLabel('Welchen Vertrag widerrufen Sie?').fill('Meine Besichtigungsanfrage von gestern');
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, 'withdrawal-received-1280');
});
