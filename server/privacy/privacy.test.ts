import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataReport } from '../../src/shared/privacy/personalData';
import { readPdf } from '../../test-support/exposePdf/readPdf';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { build, type TestApp } from '../../test-support/server/build';
import { signIn, TEST_ORIGIN } from '../../test-support/server/signIn';
import { createUser } from '../auth/users';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const EDITOR = { email: 'volontaer@rheinkontor-immobilien.de', password: 'noch-ein-Testpasswort-2' };
/** Typed with capitals in the form; the search request and the lookup use other spellings. */
const ADDRESS = 'Quirinella.Datenschutz@Example.org';
/** A word found only in this person's data, so its bytes can be looked for in every file. */
const NAME = 'Quirinella Zwiebelturm';

let smtp: TestSmtpServer;
let testApp: TestApp;
let admin: string;
let editor: string;
let offerId: string;
let client = 0;

const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie } });
const visitor = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${++client}` } });

async function inquire(email: string, name: string) {
  const response = await visitor('/api/inquiries', {
    name,
    email,
    topic: 'expose',
    property: offerId,
    message: `Bitte senden Sie ${name} das Exposé.`,
    privacyConsent: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const report = async (email: string) => {
  const response = await as(admin, 'POST', '/api/privacy/report', { email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PersonalDataReport;
};

/** Runs `npm run privacy -- …` as a separate process on the running server's data folder, as an administrator would. */
const privacyCli = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/privacy.ts', ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: testApp.dataDir },
  });

/** Every file under the data folder but pictures and backups, whose bytes contain `needle` (any case, UTF-8). */
function filesContaining(needle: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'media' && name !== 'backups') walk(path);
      } else if (readFileSync(path).toString('latin1').toLowerCase().includes(needle.toLowerCase())) found.push(path);
    }
  };
  walk(testApp.dataDir);
  return found;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORT: '80' } });
  await createUser(testApp.app.db, { ...EDITOR, role: 'editor' });
  admin = await signIn(testApp.app, ADMIN);
  editor = await signIn(testApp.app, EDITOR);
  expect((await as(admin, 'PUT', '/api/settings/agency', agency)).statusCode).toBe(200);
  const member = (await as(admin, 'POST', '/api/team', teamMember('Anna Berger', 1))).json();
  offerId = (await as(admin, 'POST', '/api/properties', offer('Altbauwohnung in Sülz', { contactPerson: member.id }))).json().id;
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

describe('data requests', () => {
  it('finds an inquiry, a search request, a withdrawal, their mails and history by any spelling of the address', async () => {
    const inquiryId = await inquire(ADDRESS, NAME);
    await inquire('someone.else@example.org', 'Bleibt Bestehen');
    const alert = await visitor('/api/suchauftraege', {
      email: ADDRESS.toLowerCase(),
      frequency: 'sofort',
      criteria: { marketingType: 'kauf' },
      name: 'Wohnung Sülz',
    });
    expect(alert.statusCode, alert.body).toBe(202);
    const note = await as(admin, 'PUT', `/api/inquiries/${inquiryId}`, {
      ...(await as(admin, 'GET', `/api/inquiries/${inquiryId}`)).json(),
      note: 'Rückruf vereinbart',
    });
    expect(note.statusCode, note.body).toBe(200);
    const withdrawal = await testApp.app.inject({
      method: 'POST',
      url: '/vertrag-widerrufen',
      payload: new URLSearchParams({ website: '', name: NAME, email: ADDRESS, contract: 'Exposé-Anfrage', anfrage: inquiryId }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `192.0.2.${++client}` },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    await smtp.waitFor(6, 30_000);

    const found = await report(ADDRESS.toUpperCase());
    expect(found.inquiries.map((inquiry) => inquiry.data.name)).toEqual([NAME]);
    expect(found.searchRequests.map((request) => request.email)).toEqual([ADDRESS.toLowerCase()]);
    expect(found.withdrawals.map((record) => record.data.channel)).toEqual(['online']);
    expect(found.mails.map((mail) => mail.kind).sort()).toEqual([
      'inquiry-confirmation',
      'inquiry-staff',
      'search-alert-confirm',
      'withdrawal-confirmation',
      'withdrawal-staff',
    ]);
    expect(found.mails.find((mail) => mail.kind === 'inquiry-confirmation')).toMatchObject({ to: ADDRESS, status: 'sent' });
    expect(found.history.map((entry) => `${entry.resource} ${entry.action}`)).toEqual([
      'inquiries create',
      'inquiries update',
      'withdrawals create',
      'inquiries update',
    ]);
    expect(found.erasures).toEqual([]);

    const pdf = await as(admin, 'POST', '/api/privacy/report.pdf', { email: ADDRESS });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(pdf.rawPayload)).pages.join(' ');
    expect(text).toContain('Auskunft über gespeicherte Daten (Art. 15 DSGVO)');
    expect(text).toContain(`Bitte senden Sie ${NAME} das Exposé.`);
    expect(text).toContain('Suchaufträge (1)');
    expect(text).toContain('Rückruf vereinbart');
  }, 60_000);

  it('is for admins only, and takes the address only in the body', async () => {
    expect((await as(editor, 'POST', '/api/privacy/report', { email: ADDRESS })).statusCode).toBe(403);
    expect((await as(editor, 'POST', '/api/privacy/erase', { email: ADDRESS })).statusCode).toBe(403);
    expect((await visitor('/api/privacy/report', { email: ADDRESS })).statusCode).toBe(401);
    const invalid = await as(admin, 'POST', '/api/privacy/report', { email: 'keine Adresse' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it('exports from the command line, as text and as JSON', async () => {
    const text = await privacyCli('export', ADDRESS);
    expect(text.stdout).toContain(`Datenauskunft für ${ADDRESS}`);
    expect(text.stdout).toContain('Anfragen (1)');
    expect(text.stdout).toContain('Suchaufträge (1)');
    const json = JSON.parse((await privacyCli('export', ADDRESS.toLowerCase(), '--json')).stdout) as PersonalDataReport;
    expect(json.inquiries).toHaveLength(1);
    expect(json.searchRequests).toHaveLength(1);
    await expect(privacyCli('erase', ADDRESS)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('mit --yes wiederholen') });
    await expect(privacyCli('export', 'keine-adresse')).rejects.toMatchObject({ code: 2 });
  }, 60_000);

  it('erases everything from the command line, leaving no byte of it in the data folder, only a note', async () => {
    expect(filesContaining(NAME.split(' ')[0]).length).toBeGreaterThan(0);
    const erased = await privacyCli('erase', ADDRESS, '--yes');
    expect(erased.stdout).toContain('Gelöscht zu');
    expect(erased.stdout).toContain('1 Anfrage, 1 Widerruf, 1 Suchauftrag, 5 E-Mails, 4 Verlaufseinträge');

    for (const needle of [ADDRESS, NAME.split(' ')[0], NAME.split(' ')[1]]) expect(filesContaining(needle), needle).toEqual([]);
    const after = await report(ADDRESS);
    expect([after.inquiries, after.searchRequests, after.mails, after.history]).toEqual([[], [], [], []]);
    expect(after.erasures).toEqual([
      expect.objectContaining({ by: 'Kommandozeile (npm run privacy)', counts: expect.objectContaining({ inquiries: 1 }) }),
    ]);
    // Somebody else's inquiry is untouched.
    expect((await report('someone.else@example.org')).inquiries).toHaveLength(1);
  }, 60_000);

  it('erases from the dashboard, the Papierkorb included, with the admin named in the note', async () => {
    const address = 'zweite.person@example.org';
    await inquire(address, 'Zweite Person');
    const deleted = await inquire(address, 'Zweite Person');
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/inquiries/${deleted}`, headers: { origin: TEST_ORIGIN, cookie: admin } }))
        .statusCode,
    ).toBe(200);
    const before = await report(address);
    expect(before.inquiries.map((inquiry) => Boolean(inquiry.inTrash))).toEqual([false, true]);

    const erased = await as(admin, 'POST', '/api/privacy/erase', { email: address });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().counts).toMatchObject({ inquiries: 2 });
    const trash = (await as(admin, 'GET', '/api/trash')).json() as { recordId: string }[];
    expect(trash.map((entry) => entry.recordId)).not.toContain(deleted);
    expect((await report(address)).erasures).toEqual([expect.objectContaining({ by: 'Administrator' })]);
  }, 30_000);
});
