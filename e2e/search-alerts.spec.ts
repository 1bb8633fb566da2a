import { expect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/mail/testSmtpServer';
import { offer } from '../test-support/firebase/records';
import { seededDataDir } from '../test-support/seededData';
import { killAll, signIn, startServer, tempDir, type RunningServer } from '../test-support/serverProcess';
import { accessibilityViolations, screenshots } from './support/dashboard';
import { freshClientAddress } from './support/publicSite';

/**
 * Search requests in the browser: the form on /angebote, the confirmation link, an alert after staff publish a
 * matching listing, and the management page, at 375 and 1280 px and axe-clean. A server of its own with SMTP_URL
 * (the shared one sends no mail), mails read back from an SMTP server in this process.
 */
let smtp: TestSmtpServer;
let server: RunningServer;
let dataDir: string;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() } });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startTestSmtpServer();
  dataDir = tempDir('alerts-e2e');
  await seededDataDir(dataDir);
  server = await startServer({ dataDir, logFile: join(dataDir, 'server.log'), env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '1' } });
});
test.afterAll(async () => {
  await killAll();
  await smtp?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const EMAIL = 'suchende@example.org';
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
async function mailCount(count: number) {
  await expect.poll(() => mailsTo(EMAIL).length, { timeout: 60_000 }).toBe(count);
  return mailsTo(EMAIL)[count - 1];
}
const linkIn = (text: string, action: string) => new RegExp(`https?://\\S+/suchauftrag#${action}=[A-Za-z0-9_-]{43}`).exec(text)![0];

async function expectAxeClean(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

test('a visitor saves the search, confirms it, gets the alert for a new listing and manages the request', async ({ page }) => {
  await page.goto(`${server.origin}/angebote?vermarktung=miete&objektart=wohnung&stadtteil=suelz`);
  await page.getByText('Suchauftrag anlegen: neue passende Angebote per E-Mail').click();
  const form = page.getByRole('form', { name: 'Suchauftrag anlegen' });
  await expect(form).toContainText('Wohnung · Miete · Sülz');
  // Without an address: a German error at the field.
  await form.getByRole('button', { name: 'Suchauftrag anlegen' }).click();
  await expect(form.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.').first()).toBeVisible();
  await expectAxeClean(page);
  await screenshots(page, 'search-alert-form');

  await form.getByLabel('E-Mail-Adresse').fill(EMAIL);
  await form.getByLabel('Einmal täglich als Übersicht').check();
  await form.getByLabel('Sofort bei jedem neuen Angebot').check();
  await form.getByRole('button', { name: 'Suchauftrag anlegen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fast geschafft' })).toBeVisible();

  const confirmation = await mailCount(1);
  await page.goto(linkIn(confirmation.parsed.text!, 'bestaetigen'));
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Suchauftrag ist bestätigt' })).toBeVisible();
  await expectAxeClean(page);
  await screenshots(page, 'search-alert-confirmed');
  // The same link again: a clear page, not an error.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'bereits verwendet' })).toBeVisible();

  // Staff publish a matching listing.
  const cookie = await signIn(server.origin);
  const created = await fetch(`${server.origin}/api/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie, 'x-forwarded-for': '10.200.0.1' },
    body: JSON.stringify(
      offer('Neue Altbauwohnung in Sülz', { marketingType: 'miete', coldRent: 1350, price: undefined, district: 'suelz' }),
    ),
  });
  expect(created.status).toBe(201);
  const alert = await mailCount(2);
  expect(alert.parsed.subject).toBe('Neues Angebot zu Ihrem Suchauftrag: Neue Altbauwohnung in Sülz');

  await page.goto(linkIn(alert.parsed.text!, 'verwalten'));
  const manage = page.getByRole('form', { name: 'Suchauftrag ändern' });
  await expect(manage.getByLabel('Sülz')).toBeChecked();
  await expectAxeClean(page);
  await screenshots(page, 'search-alert-manage');
  await manage.getByLabel('Lindenthal', { exact: true }).check();
  await manage.getByLabel('Zimmer ab').selectOption('2');
  await manage.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Änderungen sind gespeichert.' })).toBeVisible();
  await expect(page.getByText(/Lindenthal, Sülz · ab 2\sZimmer/).first()).toBeVisible();

  await page.goto(linkIn(alert.parsed.text!, 'abmelden'));
  await expect(page.getByRole('heading', { name: 'Vom Suchauftrag abmelden' })).toBeVisible();
  await expectAxeClean(page);
  await screenshots(page, 'search-alert-unsubscribe');
  await page.getByRole('button', { name: 'Suchauftrag und Daten löschen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Suchauftrag und Ihre E-Mail-Adresse sind gelöscht.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('bereits gelöscht');
});
