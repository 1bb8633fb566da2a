import { execFileSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { accessibilityViolations, expect, screenshots, test, watchConsole } from './support/dashboard';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const EDITOR = { email: 'redaktion.zugaenge@rheinkontor-immobilien.de', name: 'Rita Redaktion', password: 'Redaktion-Probe-2026' };
const INVITEE = 'neu.zugaenge@rheinkontor-immobilien.de';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(() => {
  // As the agency adds an account on the server.
  execFileSync('node', ['--import', 'tsx', 'server/cli/user.ts', 'add', EDITOR.email, '--name', EDITOR.name, '--role', 'editor'], {
    env: { ...process.env, DATA_DIR: `test-results/e2e-data-${PORT}`, USER_PASSWORD: EDITOR.password },
  });
});

test('an admin finds every account on "Zugänge", invites a colleague and changes a role', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/dashboard');
  await page.getByRole('menuitem', { name: 'Zugänge' }).click();
  await expect(page).toHaveURL('/dashboard/zugaenge');
  await expect(page.getByRole('heading', { name: 'Zugänge', level: 1 })).toBeVisible();

  const editor = page.getByRole('listitem', { name: EDITOR.name });
  await expect(editor).toContainText(EDITOR.email);
  await expect(editor).toContainText('aktiv');
  await expect(editor.getByRole('combobox', { name: `Rolle von ${EDITOR.name}` })).toHaveText('Redaktion');

  const invite = page.getByRole('region', { name: /einladen/i });
  await invite.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(INVITEE);
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByRole('region', { name: /Einladungen/ })).toContainText(INVITEE);

  await screenshots(page, 'dashboard-zugaenge');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Loaded directly (a bookmark, a reload), the page is there too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Zugänge', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: `Rolle von ${EDITOR.name}` }).click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/accounts')).json()) as { email: string; role: string }[]).find(
          (account) => account.email === EDITOR.email,
        )?.role,
    )
    .toBe('admin');
  await page.getByRole('combobox', { name: `Rolle von ${EDITOR.name}` }).click();
  await page.getByRole('option', { name: 'Redaktion' }).click();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/accounts')).json()) as { email: string; role: string }[]).find(
          (account) => account.email === EDITOR.email,
        )?.role,
    )
    .toBe('editor');

  // The menu's own pages stay inside the dashboard (they once led to the site's 404 page).
  for (const [entry, path] of [
    ['Postausgang', 'postausgang'],
    ['Suchaufträge', 'suchauftraege'],
    ['OpenImmo', 'openimmo'],
    ['Papierkorb', 'papierkorb'],
  ]) {
    await page.getByRole('menuitem', { name: entry }).click();
    await expect(page).toHaveURL(`/dashboard/${path}`);
    await expect(page.getByRole('main')).toContainText(entry);
    await expect(page.getByText('Die von Ihnen aufgerufene Seite existiert nicht')).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test("an editor signs in and sees content and inquiries, not the admins' screens", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.91' },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(EDITOR.email);
  await page.locator('input[name=password]').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/dashboard');

  const menu = page.getByRole('menuitem');
  await expect(menu.filter({ hasText: 'Immobilien' })).toBeVisible();
  await expect(menu.filter({ hasText: 'Anfragen' })).toBeVisible();
  for (const hidden of ['Zugänge', 'Postausgang', 'Agenturdaten', 'Portale', 'Datenschutz'])
    await expect(menu.filter({ hasText: hidden })).toHaveCount(0);
  await screenshots(page, 'dashboard-editor');

  // Typed in by hand, the admins' page says why it stays closed; the server refuses its data anyway.
  await page.goto('/dashboard/zugaenge');
  await expect(page.getByRole('alert')).toContainText('Dafür fehlt Ihrem Zugang die Berechtigung');
  expect((await page.request.get('/api/accounts')).status()).toBe(403);
  await context.close();
});

test('an admin resets the second factor of a colleague who lost the phone', async ({ page, browser, baseURL }) => {
  // The colleague's own browser: signed in, two factors set up as "Mein Zugang" does it.
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.92', origin: baseURL! },
  });
  expect((await context.request.post('/api/auth/login', { data: { email: EDITOR.email, password: EDITOR.password } })).status()).toBe(200);
  const { secret } = (await (
    await context.request.post('/api/account/two-factor/setup', { data: { password: EDITOR.password } })
  ).json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await context.request.post('/api/account/two-factor/confirm', { data: { code } })).status()).toBe(200);

  await page.goto('/dashboard/zugaenge');
  // The first load of the dashboard's chunks takes a while on a busy machine.
  await expect(page.getByRole('heading', { name: /^Zugänge \(\d+\)$/ })).toBeVisible({ timeout: 30_000 });
  const editor = page.getByRole('listitem', { name: EDITOR.name });
  await expect(editor).toContainText('Zwei-Faktor aktiv');
  await editor.getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Zweiten Faktor von ${EDITOR.email} zurücksetzen?`);
  await dialog.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(page.getByText(`Der zweite Faktor von ${EDITOR.email} ist entfernt`)).toBeVisible();
  await expect(editor).not.toContainText('Zwei-Faktor aktiv');
  await expect(editor.getByRole('button', { name: 'Zweiten Faktor zurücksetzen' })).toHaveCount(0);
  // The colleague's sessions ended; the password alone signs in again.
  expect((await context.request.get('/api/auth/me')).status()).toBe(401);
  expect(
    (await (await context.request.post('/api/auth/login', { data: { email: EDITOR.email, password: EDITOR.password } })).json())
      .secondFactor,
  ).toBeUndefined();
  await context.close();
});
