import { readFile } from 'node:fs/promises';
import { accessibilityViolations, expect, SCREEN_START_TIMEOUT, screenshots, test, watchConsole } from './support/dashboard';

test('an admin answers a data request: finds the data, downloads PDF and JSON, erases it', async ({ page, visitor, baseURL }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const email = `auskunft.${Date.now()}@example.de`;
  for (const message of ['Ich interessiere mich für Ihre Wohnung in Ehrenfeld.', 'Bitte rufen Sie mich abends zurück.']) {
    const sent = await visitor.post('/api/inquiries', {
      headers: { origin: baseURL!, 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
      data: { name: 'Paula Auskunft', email, topic: 'allgemein', message, privacyConsent: true },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await page.goto('/dashboard');
  await page.getByRole('menuitem', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL('/dashboard/datenschutz');
  await expect(page.getByRole('heading', { name: 'Datenschutz: Auskunft und Löschung', level: 1 })).toBeVisible({
    timeout: SCREEN_START_TIMEOUT,
  });

  // A mistyped address is named before anything is asked.
  const address = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
  await address.fill('paula at example');
  await page.getByRole('button', { name: 'Daten suchen' }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();

  // Found by any spelling of the address.
  await address.fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Daten suchen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'gespeichert: 2 Anfragen' })).toBeVisible();
  const inquiries = page.getByRole('region', { name: 'Anfragen', exact: true });
  await expect(inquiries.getByRole('heading', { name: 'Anfragen (2)' })).toBeVisible();
  await expect(inquiries).toContainText('Ich interessiere mich für Ihre Wohnung in Ehrenfeld.');
  await expect(page.getByRole('heading', { name: 'Suchaufträge (0)' })).toBeVisible();
  // A mail's text shows its beginning until asked for whole.
  const mails = page.getByRole('region', { name: 'E-Mails' });
  await expect(mails).not.toContainText('Impressum');
  await mails.getByRole('button', { name: 'Ganz anzeigen (Text)' }).first().click();
  await expect(mails).toContainText('Impressum');
  await screenshots(page, 'dashboard-datenschutz');
  expect(await accessibilityViolations(page)).toEqual([]);

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Auskunft als PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^Datenauskunft-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await (await pdf).path())).subarray(0, 5).toString()).toBe('%PDF-');
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Auskunft als JSON' }).click();
  const exported = JSON.parse(await readFile(await (await json).path(), 'utf8')) as { inquiries: { data: { email: string } }[] };
  expect(exported.inquiries.map((inquiry) => inquiry.data.email)).toEqual([email, email]);

  await page.getByRole('button', { name: 'Daten löschen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Gelöscht werden 2 Anfragen');
  await screenshots(page, 'dashboard-datenschutz-loeschen');
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText(/^Gelöscht zu .*: 2 Anfragen/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'ist nichts gespeichert' })).toContainText('wurden schon gelöscht');
  await expect(page.getByRole('button', { name: 'Daten löschen' })).toBeDisabled();
  await screenshots(page, 'dashboard-datenschutz-geloescht');
  expect(problems).toEqual([]);
});
