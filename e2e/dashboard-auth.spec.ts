import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { accessibilityViolations, test as dashboardTest, watchConsole } from './support/dashboard';

test('staff sign in on /login, return where they wanted to go, and sign out', async ({ page }) => {
  // Paths below the sections (not in the route table) are guarded too.
  await page.goto('/dashboard/inquiries');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Finquiries');
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(E2E_ADMIN.email);
  await page.locator('input[name=password]').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/dashboard/inquiries');
  const problems = watchConsole(page);
  await expect(page.getByRole('heading', { name: 'Anfragen' })).toBeVisible();

  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/dashboard/properties/create');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fproperties%2Fcreate');
  expect(problems).toEqual([]);
});

dashboardTest('a session that ends while the dashboard is open ends on /login', async ({ page, context }) => {
  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  // The session ends (it expired, or staff signed out in another tab): the dashboard's next request
  // goes without a valid session and answers 401. Dropping the cookie keeps the shared session alive.
  await context.clearCookies();
  await page.getByRole('menuitem', { name: 'Kennzahlen' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fnumbers');
});
