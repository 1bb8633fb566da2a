import { expect, test, type Page } from '@playwright/test';
import { currentOffers, freshClientAddress } from './support/publicSite';
import { screenshot } from './support/screenshots';

/**
 * A content page starts its code on the visitor's first interaction, the sign-in page once it has
 * loaded (src/app/boot.ts). A visitor who acts before the code is there, on a slow network, is not
 * ignored: what they did happens once it is.
 */
async function holdTheCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('before the page is interactive', () => {
  test('a visitor who only reads starts no code; the first click starts it and is not lost', async ({ page }) => {
    const pageCode: string[] = [];
    page.on('request', (request) => /\/assets\/page-kontakt-[^/]+\.js$/.test(request.url()) && pageCode.push(request.url()));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/kontakt');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(pageCode).toEqual([]);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect.poll(() => pageCode).toHaveLength(1);
    await expect(page.locator('#root[data-interactive]')).toHaveCount(1);
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });

  test('the menu and the consent banner answer while the code is held back, and stay so once it runs', async ({ page, context }) => {
    const release = await holdTheCode(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Datenschutz-Einstellungen' });
    await banner.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('granted');

    // Opened and closed without the code: Escape, then a tap beside the panel, then the close button.
    const menu = page.locator('#mobile-menu');
    const open = page.getByRole('button', { name: 'Menü öffnen' });
    await open.click();
    await expect(menu).toBeVisible();
    // Once the panel has slid in.
    await page.locator('dialog').evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
    await screenshot(page, 'menu-before-code-375', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await open.click();
    await page.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(menu).toBeHidden();

    // A returning visitor: the footer's settings show the banner again with the answer given; "Ohne Änderung
    // schließen" hides it, and a new answer replaces the old one.
    await page.goto('/kontakt');
    await expect(banner).toBeHidden();
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Datenschutz-Einstellungen' });
    await settings.click();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Ihre bisherige Wahl: zugestimmt.');
    await screenshot(page, 'consent-settings-before-code-375', { fullPage: false });
    await banner.getByRole('button', { name: 'Ohne Änderung schließen' }).click();
    await expect(banner).toBeHidden();
    await settings.click();
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(banner).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('denied');
    await expect(page.locator('#root[data-interactive]')).toHaveCount(0);

    release();
    await expect(page.locator('#root[data-interactive]')).toHaveCount(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(banner).toBeHidden();
    await expect(menu).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('denied');
    // The application took over: its controls answer as before.
    await open.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(menu).toBeHidden();
  });

  test('filters chosen before the code runs show their results at once, from the server', async ({ page }) => {
    await holdTheCode(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/angebote?vermarktung=miete&preis-bis=1500');
    const filters = page.getByRole('search', { name: 'Angebote filtern' });
    await filters.getByLabel('Objektart').selectOption({ label: 'Wohnung' });
    await expect(page).toHaveURL(/objektart=wohnung/);
    const chosen = new URL(page.url()).searchParams;
    expect([chosen.get('vermarktung'), chosen.get('objektart'), chosen.get('preis-bis'), chosen.get('stadtteil')]).toEqual([
      'miete',
      'wohnung',
      '1500',
      null,
    ]);
    await expect(filters.getByLabel('Objektart')).toHaveValue('wohnung');
    await expect(filters.getByLabel('Kaltmiete bis')).toHaveValue('1500');
    // A rent's limit does not carry over to Kauf.
    await filters.getByLabel('Kaufen oder mieten').selectOption({ label: 'Kaufen' });
    await expect(page).toHaveURL(/vermarktung=kauf/);
    await expect(filters.getByLabel('Kaufpreis bis')).toHaveValue('');
    await expect(page.locator('#root[data-interactive]')).toHaveCount(0);
  });

  test('a sort order picked at once is applied', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/angebote');
    await page.getByLabel('Sortieren').selectOption({ label: 'Größte Wohnfläche zuerst' });
    release();
    await expect(page).toHaveURL(/sortierung=flaeche/);
    await expect(page.getByLabel('Sortieren')).toHaveValue('flaeche');
  });

  test('a tap on the menu button and on "Ablehnen" counts', async ({ page, context }) => {
    const release = await holdTheCode(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/kontakt');
    await page.getByRole('region', { name: 'Datenschutz-Einstellungen' }).getByRole('button', { name: 'Ablehnen' }).click();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    release();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('denied');
  });

  test('"Ablehnen" tapped before the code is there holds when the visitor moves on at once', async ({ page, context }) => {
    await holdTheCode(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/kontakt');
    await page.getByRole('region', { name: 'Datenschutz-Einstellungen' }).getByRole('button', { name: 'Ablehnen' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Datenschutz-Einstellungen' })).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('denied');
  });

  test('what is typed into the sign-in form is kept and sent', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill('niemand@example.de');
    await page
      .getByLabel(/^Passwort/)
      .and(page.locator('input'))
      .fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    // Nothing went to the server as a GET request with the password in the URL.
    expect(page.url()).not.toContain('falsches-passwort');
    release();
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('niemand@example.de');
  });

  test('the contact form, filled in and sent before its code is there, is sent once it is', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshClientAddress() });
    await page.goto('/kontakt');
    const form = page.locator('#anfrage');
    await form.getByLabel('Vor- und Nachname').fill('Emil Fischer');
    await form.getByLabel('E-Mail-Adresse').fill(`emil.${Date.now()}@example.de`);
    await form.getByLabel('Ihre Nachricht').fill('Bitte rufen Sie mich an.');
    await form.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ }).check();
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    expect(page.url()).not.toContain('Emil');
    release();
    await expect(form.getByRole('status')).toContainText('Vielen Dank, Emil Fischer!');
  });

  test('a keyboard user who skips to the content and tabs on stays there once the code runs', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto('/angebote');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    const breadcrumb = page.getByRole('navigation', { name: 'Brotkrumennavigation' }).getByRole('link', { name: 'Startseite' });
    await expect(breadcrumb).toBeFocused();
    release();
    await expect(page.locator('#root[data-interactive]')).toHaveCount(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The held click on the skip link runs again for the page's code, without jumping back to the content.
    await expect(breadcrumb).toBeFocused();
  });

  test("a message typed into an exposé's form before the code is there stays", async ({ page, request }) => {
    const offer = (await currentOffers(request)).data[0];
    const release = await holdTheCode(page);
    await page.goto(`/angebote/${offer.id}`);
    const form = page.locator('#anfrage');
    await form.getByLabel('Ihre Nachricht').fill('Gibt es einen Aufzug?');
    release();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByRole('alert')).toContainText('Bitte geben Sie Ihren Namen an.');
    await expect(form.getByLabel('Ihre Nachricht')).toHaveValue('Gibt es einen Aufzug?');
  });
});
