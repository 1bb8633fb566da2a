import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { screenshot } from './support/screenshots';
import { serverDataDir } from './support/serverData';

const ACCOUNT = { email: 'tanja.zweifaktor@rheinkontor-immobilien.de', name: 'Tanja Zweifaktor', password: 'Authenticator-Probe-2026' };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A code of the secret the page showed, as the authenticator app would show it `ahead` steps from now. */
const appCode = (secret: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + ahead * 30_000 });

test('Mein Zugang: sessions, two-factor enrolment with a generated code, sign-in with the second step', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // An account of its own (through `npm run user`, as the agency would add one), so the shared admin keeps one factor.
  execFileSync('node', ['--import', 'tsx', 'server/cli/user.ts', 'add', ACCOUNT.email, '--name', ACCOUNT.name], {
    env: { ...process.env, DATA_DIR: serverDataDir(new URL(baseURL!).port), USER_PASSWORD: ACCOUNT.password },
  });
  // An address of its own for the sign-in budget; a second session on a "phone" to find in the list and end.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.81' });
  const phone = await playwright.request.newContext({ baseURL, userAgent: IPHONE, extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.82' } });
  expect((await phone.post('/api/auth/login', { data: ACCOUNT, headers: { origin: baseURL! } })).status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(ACCOUNT.email);
  await page.locator('input[name=password]').fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: `${ACCOUNT.name}, Profil` }).click();
  await page.getByRole('menuitem', { name: 'Mein Zugang' }).click();
  await expect(page).toHaveURL('/dashboard/mein-zugang');
  await expect(page.getByRole('heading', { name: 'Mein Zugang', level: 1 })).toBeVisible();

  const devices = page.getByRole('list', { name: 'Angemeldete Geräte' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('Chrome auf Windows');
  await expect(devices.first()).toContainText('diese Sitzung');
  await expect(devices.nth(1)).toContainText('Safari auf iPhone');
  await expect(devices.nth(1)).toContainText(/Zuletzt aktiv: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  await screenshot(page, 'dashboard-account-1280');
  await page.getByRole('button', { name: 'Sitzung Safari auf iPhone beenden' }).click();
  await expect(devices).toHaveCount(1);
  expect((await phone.get('/api/auth/me')).status()).toBe(401);
  await phone.dispose();

  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
  // A session alone does not set up a second factor: the password first, and a wrong one is refused.
  await page.getByLabel('Ihr Passwort').fill('nicht-das-Passwort');
  await page.getByRole('button', { name: 'Weiter zur Einrichtung' }).click();
  await expect(page.getByRole('alert')).toContainText('Das Passwort ist nicht richtig.');
  await page.getByLabel('Ihr Passwort').fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Weiter zur Einrichtung' }).click();
  await expect(page.getByRole('img', { name: 'QR-Code für Ihre Authenticator-App' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('link', { name: 'Zugang direkt in der App öffnen' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/.*secret=${secret}`),
  );
  await screenshot(page, 'dashboard-account-enrol-1280');
  await page.getByRole('textbox', { name: 'Code aus der App' }).fill(appCode(secret));
  await page.getByRole('button', { name: 'Einrichtung abschließen' }).click();
  const codes = page.getByRole('list', { name: 'Wiederherstellungscodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await screenshot(page, 'dashboard-account-codes-1280');
  await page.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
  await expect(page.getByText('eingeschaltet', { exact: true })).toBeVisible();
  await expect(page.getByText('Noch 10 von 10 Wiederherstellungscodes sind unbenutzt.', { exact: false })).toBeVisible();

  // Signed out, the password alone is not enough: the second step asks for the code. (The width changes only on
  // fresh pages: react-admin keeps the desktop sidebar's state, which on a phone is a modal drawer.)
  await page.getByRole('button', { name: `${ACCOUNT.name}, Profil` }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(ACCOUNT.email);
  await page.locator('input[name=password]').fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Bestätigungscode' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.getByRole('textbox', { name: 'Code' }).fill('000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Der Code ist nicht richtig oder wurde bereits verwendet.')).toBeVisible();
  await screenshot(page, 'login-second-factor-375');
  // The enrolment used this step's code; the app's next one is within the accepted window and not yet used.
  await page.getByRole('textbox', { name: 'Code' }).fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/mein-zugang');
  await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung' })).toBeVisible();
  await screenshot(page, 'dashboard-account-375');
});
