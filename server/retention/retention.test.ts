import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_MS } from '../../src/shared/privacy/retention';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { build, type TestApp } from '../../test-support/server/build';
import { signIn, TEST_ORIGIN } from '../../test-support/server/signIn';
import { AnalyticsRepository } from '../analytics/analyticsRepository';
import { runnableJob } from '../jobs/backgroundJob';
import { JobLease } from '../jobs/jobLease';
import { retentionJob, retentionPass } from './retentionJob';
import { SqliteRetention } from './sqliteRetention';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const DAY_MS = 24 * 60 * 60 * 1000;

let smtp: TestSmtpServer;
let testApp: TestApp;
let admin: string;
let offerId: string;
let client = 0;

const as = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie: admin } });

async function inquire(fields: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      name: 'Rita Rückblick',
      email: `rita${++client}@example.org`,
      message: 'Bitte melden Sie sich.',
      privacyConsent: true,
      ...fields,
    },
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `198.51.100.${client}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** The inquiry as if it was made (and last changed) `months` ago, with its mails and history entries. */
function age(id: string, months: number) {
  const then = Date.now() - months * MONTH_MS;
  const db = testApp.app.db;
  db.prepare("UPDATE documents SET created_at = ?, updated_at = ? WHERE collection = 'inquiries' AND id = ?").run(
    new Date(then).toISOString(),
    new Date(then).toISOString(),
    id,
  );
  db.prepare("UPDATE outbox SET created_at = ? WHERE related_collection = 'inquiries' AND related_id = ?").run(then, id);
}

const count = (sql: string, ...params: unknown[]) =>
  testApp.app.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const settingsOf = async () => (await as('GET', '/api/settings/agency')).json();

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORT: '80' } });
  admin = await signIn(testApp.app, ADMIN);
  expect((await as('PUT', '/api/settings/agency', agency)).statusCode).toBe(200);
  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN, cookie: admin } });
  const member = (await post('/api/team', teamMember('Anna Berger', 1))).json();
  offerId = (await post('/api/properties', offer('Altbau in Sülz', { contactPerson: member.id }))).json().id;
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

describe('the daily retention run', () => {
  it('deletes inquiries and valuation requests past their periods with history and mails, and keeps their count', async () => {
    const old = await inquire({ topic: 'expose', property: offerId });
    const recent = await inquire({ topic: 'allgemein' });
    const oldValuation = await inquire({ topic: 'bewertung' });
    await expect.poll(() => count("SELECT count(*) FROM outbox WHERE status = 'pending'"), { timeout: 30_000 }).toBe(0);
    age(old, 25);
    age(recent, 23);
    age(oldValuation, 7);
    // The agency keeps valuation requests six months.
    expect((await as('PUT', '/api/settings/agency', { ...(await settingsOf()), retentionValuationMonths: 6 })).statusCode).toBe(200);
    const analytics = new AnalyticsRepository(testApp.app.db);
    const before = analytics.summary(Date.now(), 30 * 30).totals.inquiries;

    // The server's own run at start has done today's; this is the next day's.
    const store = new SqliteRetention(testApp.app.db);
    expect((await store.lastRun())?.counts).toEqual({ inquiries: 0, valuations: 0, mails: 0, history: 0 });
    testApp.app.db.prepare('DELETE FROM retention_runs').run();
    const run = await retentionPass(store, settingsOf, Date.now());
    expect(run?.counts).toEqual({ inquiries: 1, valuations: 1, mails: 6, history: 2 });
    for (const id of [old, oldValuation]) {
      expect((await as('GET', `/api/inquiries/${id}`)).statusCode).toBe(404);
      expect(count('SELECT count(*) FROM history WHERE record_id = ?', id)).toBe(0);
      expect(count('SELECT count(*) FROM outbox WHERE related_id = ?', id)).toBe(0);
    }
    expect((await as('GET', `/api/inquiries/${recent}`)).statusCode).toBe(200);
    // Its mails are older than the mail period (180 days), so they went on their own.
    expect(count('SELECT count(*) FROM outbox WHERE related_id = ?', recent)).toBe(0);
    // The statistics still count them, without anything of the person.
    expect(analytics.summary(Date.now(), 30 * 30).totals.inquiries).toBe(before);
    expect((await as('GET', '/api/retention')).json()).toMatchObject({ lastRun: { counts: { inquiries: 1, valuations: 1 } } });
  }, 60_000);

  it('runs once a day, however many processes ask', async () => {
    const store = new SqliteRetention(testApp.app.db);
    const tomorrow = Date.now() + DAY_MS;
    const runs: string[] = [];
    const log = { info: (message: unknown) => void runs.push(String(message)), warn: () => undefined, error: () => undefined };
    // Three processes' jobs on one database, each with its own holder, all due at once.
    const processes = [1, 2, 3].map(() =>
      runnableJob(retentionJob, { store, settings: settingsOf }, { lease: new JobLease(testApp.app.db), now: () => tomorrow, log }),
    );
    await Promise.all(processes.map((job) => job.runNow()));
    await Promise.all(processes.map((job) => job.stop()));
    expect(runs).toHaveLength(1);
    expect(await retentionPass(store, settingsOf, tomorrow)).toBeNull();
  });

  it('deletes old mails once sent, never one still waiting', async () => {
    const id = await inquire({ topic: 'allgemein' });
    await expect.poll(() => count("SELECT count(*) FROM outbox WHERE status = 'pending'"), { timeout: 30_000 }).toBe(0);
    testApp.app.db.prepare('UPDATE outbox SET created_at = ? WHERE related_id = ?').run(Date.now() - 200 * DAY_MS, id);
    testApp.app.db
      .prepare("UPDATE outbox SET status = 'pending', next_attempt_at = ? WHERE related_id = ? AND kind = 'inquiry-staff'")
      .run(Date.now() + DAY_MS, id);
    const counts = await new SqliteRetention(testApp.app.db).purge({ inquiries: 0, valuations: 0, mails: Date.now() - 180 * DAY_MS });
    expect(counts.mails).toBe(1);
    expect(count('SELECT count(*) FROM outbox WHERE related_id = ?', id)).toBe(1);
  }, 60_000);

  it('states the configured periods on the privacy page', async () => {
    expect(
      (await as('PUT', '/api/settings/agency', { ...(await settingsOf()), retentionInquiryMonths: 18, retentionUnconfirmedAlertDays: 3 }))
        .statusCode,
    ).toBe(200);
    const page = (await testApp.app.inject({ method: 'GET', url: '/datenschutz' })).body;
    expect(page).toContain('spätestens 18 Monate nach dem letzten Kontakt, eine Anfrage zur Immobilienbewertung spätestens sechs Monate');
    expect(page).toContain('löschen wir nach 180 Tagen aus unserem Postausgang');
    expect(page).toContain('Nicht bestätigte Suchaufträge löschen wir nach drei Tagen.');
  }, 30_000);
});
