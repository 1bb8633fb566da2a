import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';

// The field's label is "Passwort *"; the toggle button is labelled "Passwort anzeigen".
const password = (page: Page) => page.getByLabel(/^Passwort/).and(page.locator('input'));

test.describe('staff sign-in', () => {
  test('signs in on /login and lands on the dashboard page that was asked for', async ({ page }) => {
    await page.goto('/dashboard/team');
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fteam');

    await page.getByLabel('E-Mail-Adresse').fill(E2E_ADMIN.email);
    await password(page).fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(E2E_ADMIN.email);

    await page.getByRole('button', { name: 'Passwort anzeigen' }).click();
    await expect(password(page)).toHaveAttribute('type', 'text');

    await password(page).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL('/dashboard/team');
    await expect(page.locator('[data-layout="dashboard"]').first()).toBeVisible();
  });

  // "/\\evil.example" passed the old prefix check ("/" but not "//"), and the browser reads it as //evil.example: the
  // navigation was refused and staff stayed on /login.
  for (const redirect of [
    '//evil.example/',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
  ]) {
    test(`a crafted redirect ${JSON.stringify(redirect)} leads to the dashboard, not to another site or back to the sign-in`, async ({
      page,
    }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await page.getByLabel('E-Mail-Adresse').fill(E2E_ADMIN.email);
      await password(page).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.locator('[data-layout="dashboard"]').first()).toBeVisible();
    });
  }
});
