import { expect, test, type Locator } from '@playwright/test';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../test-support/mail/testSmtpServer';
import { seededDataDir } from '../test-support/seededData';
import { ADMIN, killAll, startServer, tempDir, type RunningServer } from '../test-support/serverProcess';
import { freshClientAddress } from './support/publicSite';

/**
 * Mail end to end: a server of its own (the shared one has no SMTP_URL) sends to an SMTP server in this process.
 * Also renders every HTML mail in Chromium at 375 and 800 px, light and as a dark mail client shows it.
 */
let smtp: TestSmtpServer;
let server: RunningServer;
let dataDir: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshClientAddress() } });

test.beforeAll(async () => {
  // Seeding, when the cache does not hold the demo content yet.
  test.setTimeout(240_000);
  smtp = await startTestSmtpServer();
  dataDir = tempDir('mail-e2e');
  await seededDataDir(dataDir);
  server = await startServer({ dataDir, logFile: join(dataDir, 'server.log'), env: { SMTP_URL: smtp.url } });
});
test.afterAll(async () => {
  await killAll();
  await smtp?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

async function fillInquiry(form: Locator, name: string, email: string) {
  await form.getByLabel('Vor- und Nachname').fill(name);
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('textbox', { name: /^Ihre Nachricht/ }).fill('Bitte rufen Sie mich an. <b>Danke</b>');
  await form.getByRole('checkbox', { name: /Datenschutzhinweise gelesen/ }).check();
}

test('the contact form and the exposé form each bring a mail to staff and a confirmation to the visitor', async ({ page }) => {
  await page.goto(`${server.origin}/kontakt`);
  await fillInquiry(page.locator('#anfrage'), 'Carla Kontakt', 'carla@example.org');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank' })).toBeVisible();

  // A purchase: its confirmation carries the withdrawal notice.
  await page.goto(`${server.origin}/angebote?vermarktung=kauf`);
  await page.locator('a[href^="/angebote/"]').first().click();
  await page.getByRole('link', { name: 'Exposé anfordern' }).first().click();
  const form = page.locator('#anfrage');
  await expect(form.getByRole('radio', { name: 'Exposé anfordern' })).toBeChecked();
  await fillInquiry(form, 'Emil Exposé', 'emil@example.org');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByRole('status')).toContainText('Vielen Dank, Emil Exposé!');

  await smtp.waitFor(4, 20_000);
  const [carla] = mailsTo('carla@example.org');
  const [emil] = mailsTo('emil@example.org');
  expect(carla.parsed.subject).toContain('ist eingegangen');
  expect(emil.parsed.html).toContain('/angebote/');
  expect(emil.parsed.text).toContain('Widerrufsbelehrung');
  const staffMails = smtp.received.filter((mail) => mail.parsed.subject?.startsWith('Neue Anfrage'));
  expect(staffMails.map((mail) => mail.parsed.replyTo?.value[0].address).sort()).toEqual(['carla@example.org', 'emil@example.org']);
  expect(staffMails.find((mail) => mail.parsed.replyTo?.value[0].address === 'carla@example.org')!.envelopeTo).toEqual([
    'info@rheinkontor-immobilien.de',
  ]);
  // The visitor's markup arrives as text, never as markup.
  expect(staffMails[0].parsed.html).toContain('&lt;b&gt;Danke&lt;/b&gt;');
});

test('a member of staff resets a forgotten password with the link from the mail', async ({ page }) => {
  const before = smtp.received.length;
  await page.goto(`${server.origin}/login`);
  await page.getByLabel('E-Mail-Adresse').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('status')).toContainText('Wenn es für diese Adresse einen Zugang gibt');
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  const link = /https?:\/\/\S+#reset=[A-Za-z0-9_-]+/.exec(mail.parsed.text!)![0];

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Neues Passwort vergeben' })).toBeVisible();
  await page.getByLabel('Neues Passwort').fill('Neues-Passwort-aus-dem-Browser-1');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Ihr Passwort ist geändert');
  expect(new URL(page.url()).hash).toBe('');

  await page.getByLabel('E-Mail-Adresse').fill(ADMIN.email);
  await page
    .getByLabel(/^Passwort/)
    .and(page.locator('input'))
    .fill('Neues-Passwort-aus-dem-Browser-1');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/dashboard/);

  // The same link a second time: a clear German page, no form.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Dieser Link ist nicht mehr gültig');
  await expect(page.getByLabel('Neues Passwort')).toHaveCount(0);

  await page.goto(`${server.origin}/dashboard/postausgang`);
  const list = page.getByRole('list', { name: 'E-Mails' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByText('gesendet').first()).toBeVisible();
  await expect(list).toContainText('Ihr Link zum Zurücksetzen des Passworts');
  await page.screenshot({ path: 'test-results/screenshots/mail-postausgang.png', fullPage: true });
});

test('every mail reads well at 375 and 800 px, in a light and a dark mail client', async ({ browser }) => {
  mkdirSync('test-results/screenshots', { recursive: true });
  const kinds = new Map<string, ReceivedMail>();
  for (const mail of smtp.received) {
    const kind = mail.parsed.subject?.startsWith('Neue Anfrage')
      ? 'staff'
      : mail.parsed.subject?.includes('eingegangen')
        ? 'confirmation'
        : 'reset';
    if (mail.parsed.html && (!kinds.has(kind) || mail.parsed.html.includes('Widerrufsbelehrung'))) kinds.set(kind, mail);
  }
  expect([...kinds.keys()].sort()).toEqual(['confirmation', 'reset', 'staff']);
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [375, 800]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      for (const [kind, mail] of kinds) {
        await page.setContent(mail.parsed.html as string);
        // A dark mail client without a dark design of the mail's own inverts its colours (as the Gmail and
        // Outlook apps do); text must stay readable on the inverted background.
        if (scheme === 'dark') await page.addStyleTag({ content: 'html { filter: invert(1) hue-rotate(180deg); background: #fff; }' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${kind} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/screenshots/mail-${kind}-${width}-${scheme}.png`, fullPage: true });
      }
      await page.close();
    }
  }
});
