import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { watchConsole } from './support/dashboard';
import { startDevelopmentBuildServer } from './support/developmentBuildServer';
import { settled } from './support/settled';

// React's warnings (keys, unknown DOM props, refs, controlled inputs …) exist only in its development
// build, so this test runs the dashboard on a server of its own that serves that build. Each screen is a full
// load of the unminified dashboard: the walk took three and a half minutes on a two-core machine busy with other work.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const PORT = Number(process.env.E2E_PORT ?? 4173) + 50;
let server: Awaited<ReturnType<typeof startDevelopmentBuildServer>>;

test.beforeAll(async () => {
  // The build takes seconds when the sources changed; seeding, when the seed code changed, minutes on a busy machine.
  test.setTimeout(240_000);
  server = await startDevelopmentBuildServer(PORT);
});
test.afterAll(async () => server?.close());

/** Opens a dashboard path and waits until react-admin has loaded its data. */
async function visit(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await expect(page.locator('[data-layout="dashboard"]').first()).toBeVisible({ timeout: 60_000 });
  await settled(page);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
}

test('the dashboard’s screens write no warning or error to the browser console in development', async ({ page }) => {
  const problems = watchConsole(page);
  const signIn = await page.request.post(`${server.origin}/api/auth/login`, { data: E2E_ADMIN, headers: { origin: server.origin } });
  expect(signIn.status()).toBe(200);
  await visit(page, '/dashboard/properties/create');
  await page.getByRole('tab', { name: 'Texte' }).click();
  await expect(page.getByRole('button', { name: 'Fett' }).first()).toBeVisible();
  for (const path of [
    '/dashboard',
    '/dashboard/properties',
    '/dashboard/team',
    '/dashboard/testimonials',
    '/dashboard/numbers',
    '/dashboard/inquiries',
    '/dashboard/settings',
  ]) {
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
