import { expect, test } from '@playwright/test';

test.describe('viewport cookie', () => {
  test('is set for the current breakpoint: 365 days, path /, SameSite Strict, Secure', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const before = Date.now() / 1000;
    await page.goto('/');
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'viewport')?.value).toBe('mobileMedium');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'viewport')!;
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
    expect(cookie.expires - before).toBeGreaterThan(365 * 86400 - 60);
    expect(cookie.expires - before).toBeLessThan(365 * 86400 + 60);
  });

  test('follows the window when it is resized', async ({ page, context }) => {
    await page.setViewportSize({ width: 1300, height: 800 });
    await page.goto('/kontakt');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value).toBe('desktopMedium');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'viewport')?.value).toBe('tablet');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
  });

  test('lets the server render the phone layout on the next visit without a jump', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The second visit sends the cookie: the server HTML already has the phone menu.
    const response = await page.request.get('/angebote');
    expect(await response.text()).toContain('aria-label="Menü öffnen"');
    await page.goto('/angebote');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Impressum' })).toBeVisible();
    await menu.getByRole('link', { name: 'Referenzen' }).click();
    await expect(page).toHaveURL('/referenzen');
  });
});
