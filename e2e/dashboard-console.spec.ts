import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { startDashboardDevServer } from './support/dashboardDevServer';
import { watchConsole } from './support/dashboard';

// React's warnings (keys, unknown DOM props, refs, controlled inputs …) exist only in its development
// build, so this test runs the dashboard on the development server. Unbundled, every screen loads hundreds of modules:
// the walk takes about three minutes on this machine kind, so it gets six.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

const PORT = Number(process.env.E2E_PORT ?? 4173) + 50;
let server: Awaited<ReturnType<typeof startDashboardDevServer>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDashboardDevServer(PORT);
});
test.afterAll(async () => server?.close());

/** Opens a dashboard path and waits until react-admin has loaded its data. */
async function visit(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await expect(page.locator('[data-layout="dashboard"]').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
}

test('the dashboard’s screens write no warning or error to the browser console in development', async ({ page }) => {
  const signIn = await page.request.post(`${server.origin}/api/auth/login`, { data: E2E_ADMIN, headers: { origin: server.origin } });
  expect(signIn.status()).toBe(200);
  // The first visit lets Vite prepare the dependencies (it may reload the page once while doing so).
  await visit(page, '/dashboard/properties/create');
  await page.getByRole('tab', { name: 'Texte' }).click();
  await expect(page.getByRole('button', { name: 'Fett' }).first()).toBeVisible({ timeout: 60_000 });

  const problems = watchConsole(page);
  for (const path of ['/dashboard', '/dashboard/properties', '/dashboard/team', '/dashboard/testimonials', '/dashboard/numbers', '/dashboard/inquiries', '/dashboard/settings']) {
    await visit(page, path);
  }
  for (const resource of ['properties', 'team', 'testimonials', 'numbers']) {
    await visit(page, `/dashboard/${resource}/create`);
  }
  // An existing offer with every tab, the rich text editor and the image list.
  await visit(page, '/dashboard/properties');
  await page.locator('tbody tr').first().click();
  for (const tab of ['Preise', 'Flächen', 'Energieausweis', 'Ausstattung', 'Texte', 'Kontakt', 'Bilder']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
  }
  await expect(page.getByTestId('image-card').first()).toBeVisible();
  await visit(page, '/dashboard/inquiries');
  await page.locator('tbody tr').first().click();
  await expect(page.getByRole('button', { name: 'Löschen' })).toBeVisible();
  await visit(page, '/dashboard/team');
  await page.setViewportSize({ width: 375, height: 812 });
  await visit(page, '/dashboard/properties');
  expect(problems).toEqual([]);
});
