import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agency, offer } from '../../test-support/firebase/records';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { cologneDay } from '../analytics/cologneDay';
import { build, type TestApp } from '../../test-support/server/build';
import { ALERT_CONFIRMED, ALERT_DELETED, CONFIRM_LINK_INVALID, CONFIRM_LINK_USED, MANAGE_LINK_INVALID } from './alertMessages';
import { runSearchAlerts } from './alertRun';

const ADMIN = {
  email: 'redaktion@rheinkontor-immobilien.de',
  password: 'sehr-geheimes-Testpasswort-1',
};
const ORIGIN = 'http://localhost:80';
const DAY = 24 * 60 * 60 * 1000;

let smtp: TestSmtpServer;
let testApp: TestApp;
let staffCookie: string;
let client = 0;
let addresses = 0;

const inject = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method,
    url,
    payload,
    headers: {
      origin: ORIGIN,
      'x-forwarded-for': `198.51.100.${++client % 250}`,
      ...headers,
    },
  });
const staff = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
  inject(method, url, payload, { cookie: staffCookie });
const tokenIn = (text: string, action: string) => new RegExp(`#${action}=([A-Za-z0-9_-]{43})`).exec(text)![1];
const newAddress = () => `interessent${++addresses}@example.org`;

/** A header as sent (mailparser folds the List-* headers into one object). */
const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();
/** The instant of an hour of a day in Cologne (Europe/Berlin, summer or winter time). */
function inCologne(day: string, hour: number): number {
  const noonUtc = Date.parse(`${day}T12:00:00Z`);
  const offsetHours =
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(noonUtc),
    ) - 12;
  return Date.parse(`${day}T00:00:00Z`) + (hour - offsetHours) * 60 * 60 * 1000;
}
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

/** Waits until `count` mails reached the address (mails to others may arrive in between) and returns them. */
async function waitForMailsTo(email: string, count: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (mailsTo(email).length < count) {
    if (Date.now() > until) throw new Error(`expected ${count} mails to ${email}, got ${mailsTo(email).length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsTo(email);
}

/** Gives a worker that might still send something the time to do so, for tests that check nothing came. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** Creates a request and returns the confirmation mail that arrives for it. */
async function subscribe(email: string, criteria: object, frequency: 'sofort' | 'taeglich' = 'sofort') {
  const created = await inject('POST', '/api/suchauftraege', {
    email,
    frequency,
    criteria,
    name: 'Wohnung Sülz',
  });
  expect(created.statusCode, created.body).toBe(202);
  return (await waitForMailsTo(email, 1))[0];
}

async function confirmedRequest(criteria: object, frequency: 'sofort' | 'taeglich' = 'sofort') {
  const email = newAddress();
  const mail = await subscribe(email, criteria, frequency);
  const confirmed = await inject('POST', '/api/suchauftraege/bestaetigen', {
    token: tokenIn(mail.parsed.text!, 'bestaetigen'),
  });
  expect(confirmed.json().message).toBe(ALERT_CONFIRMED);
  return email;
}

/** Staff save a listing through the dashboard's API. */
async function publish(title: string, extra: Record<string, unknown> = {}) {
  const response = await staff('POST', '/api/properties', offer(title, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

/** A pass of the job at a time the test chooses (the worker's own passes use the real clock). */
async function passAt(now: number) {
  const { app } = testApp;
  await runSearchAlerts({ alerts: app.searchAlerts.data, from: undefined, log: app.log }, now);
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await build({
    env: {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MAIL_POLL_SECONDS: '1',
      // No PUBLIC_URL: links lead to the configured http://<HOST or localhost>:<PORT>, here http://localhost.
      PORT: '80',
    },
  });
  const login = await inject('POST', '/api/auth/login', ADMIN);
  staffCookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect((await staff('PUT', '/api/settings/agency', agency)).statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

beforeEach(() => {
  smtp.received.length = 0;
});

describe('search requests (Suchaufträge)', () => {
  it('create → confirmation mail → confirm → staff publish a match → alert mail within a minute; a non-matching listing sends nothing', async () => {
    const email = newAddress();
    const confirmation = await subscribe(email, {
      marketingType: 'miete',
      objectType: 'wohnung',
      districts: ['suelz', 'lindenthal'],
      maxPrice: 1500,
      minRooms: 2,
    });
    expect(confirmation.parsed.subject).toBe('Bitte bestätigen Sie Ihren Suchauftrag');
    expect(confirmation.parsed.text!.replace(/\u00a0/g, ' ')).toContain(
      'Wohnung · Miete · Lindenthal, Sülz · Kaltmiete bis 1.500 € · ab 2 Zimmer',
    );
    expect(header(confirmation, 'list-unsubscribe')).toBeUndefined();

    // Nothing but the confirmation before the click: a matching listing now sends nothing.
    await publish('Altbau vor der Bestätigung', {
      marketingType: 'miete',
      coldRent: 1200,
      price: undefined,
    });
    await testApp.app.searchAlerts.job.runNow();
    await settle();
    expect(mailsTo(email)).toHaveLength(1);

    const token = tokenIn(confirmation.parsed.text!, 'bestaetigen');
    expect((await inject('POST', '/api/suchauftraege/bestaetigen', { token })).json().message).toBe(ALERT_CONFIRMED);
    expect((await inject('POST', '/api/suchauftraege/bestaetigen', { token })).json().message).toBe(CONFIRM_LINK_USED);

    const started = Date.now();
    await publish('Helle Wohnung an der Zülpicher Straße', {
      marketingType: 'miete',
      coldRent: 1450,
      price: undefined,
      district: 'suelz',
      rooms: 3,
    });
    await publish('Zu teuer', {
      marketingType: 'miete',
      coldRent: 2500,
      price: undefined,
      district: 'suelz',
    });
    await publish('Falscher Stadtteil', {
      marketingType: 'miete',
      coldRent: 900,
      price: undefined,
      district: 'nippes',
    });
    await publish('Zum Kauf', { district: 'suelz' });
    await waitForMailsTo(email, 2, 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
    await settle();
    const alerts = mailsTo(email).slice(1);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert.parsed.subject).toBe('Neues Angebot zu Ihrem Suchauftrag: Helle Wohnung an der Zülpicher Straße');
    expect(alert.parsed.text!.replace(/\u00a0/g, ' ')).toContain('Kaltmiete 1.450 €');
    expect(alert.parsed.text).toMatch(/\/angebote\/[A-Za-z0-9_-]+/);
    expect(header(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(alert, 'list-unsubscribe')).toMatch(/^<http:\/\/localhost\/api\/suchauftraege\/abmelden\?token=[A-Za-z0-9_-]{43}>$/);
    expect(alert.parsed.text).toContain('#abmelden=');

    // The outbox forgets the links once sent.
    const stored = testApp.app.db.prepare("SELECT text, headers FROM outbox WHERE kind = 'search-alert'").all() as {
      text: string;
      headers: string | null;
    }[];
    expect(stored.every((row) => !row.text.includes('abmelden=') && row.headers === null)).toBe(true);
  }, 120_000);

  it('announces a listing when its price drops under a request’s limit, and to each request only once', async () => {
    const email = await confirmedRequest({
      marketingType: 'kauf',
      districts: ['ehrenfeld'],
      maxPrice: 450_000,
    });
    const { id } = await publish('Ehrenfelder Altbau', {
      district: 'ehrenfeld',
      price: 480_000,
    });
    await testApp.app.searchAlerts.job.runNow();
    expect(mailsTo(email)).toHaveLength(1);
    // The price drops under the limit: now it matches.
    const lowered = await staff('PUT', `/api/properties/${id}`, offer('Ehrenfelder Altbau', { district: 'ehrenfeld', price: 440_000 }));
    expect(lowered.statusCode, lowered.body).toBe(200);
    await waitForMailsTo(email, 2);
    // Another drop: already announced to this request, nothing more.
    await staff('PUT', `/api/properties/${id}`, offer('Ehrenfelder Altbau', { district: 'ehrenfeld', price: 430_000 }));
    await testApp.app.searchAlerts.job.runNow();
    await settle();
    expect(mailsTo(email)).toHaveLength(2);
  }, 60_000);

  it('unsubscribes with the one-click POST of RFC 8058 and deletes the request with its data', async () => {
    const email = await confirmedRequest({
      marketingType: 'kauf',
      districts: ['deutz'],
    });
    await publish('Loft in Deutz', { district: 'deutz' });
    const [, alert] = await waitForMailsTo(email, 2);
    const url = new URL(/^<(.*)>$/.exec(header(alert, 'list-unsubscribe')!)![1]);
    const id = (testApp.app.db.prepare('SELECT id FROM search_alerts WHERE email = ?').pluck().get(email) as string) ?? '';
    const unsubscribed = await testApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json().message).toBe(ALERT_DELETED);
    const count = (sql: string) => testApp.app.db.prepare(sql).pluck().get(id) as number;
    expect(count('SELECT count(*) FROM search_alerts WHERE id = ?')).toBe(0);
    expect(count('SELECT count(*) FROM search_alert_tokens WHERE alert_id = ?')).toBe(0);
    expect(count('SELECT count(*) FROM search_alert_matches WHERE alert_id = ?')).toBe(0);
    expect(count("SELECT count(*) FROM outbox WHERE related_collection = 'searchAlerts' AND related_id = ?")).toBe(0);
    // The same link again: the request is gone.
    const again = await testApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(410);
  }, 60_000);

  it('collects the day’s listings of a "täglich" request into one digest after 7:00 in Cologne', async () => {
    // The server's own worker runs on the real clock: today's digests count as sent, so only the test's clock sends one.
    testApp.app.db.prepare("INSERT OR REPLACE INTO search_alert_state (name, value) VALUES ('digest-day', ?)").run(cologneDay(Date.now()));
    const email = await confirmedRequest({ objectType: 'haus', districts: ['hahnwald'] }, 'taeglich');
    await publish('Villa im Hahnwald', {
      objectType: 'haus',
      district: 'hahnwald',
      price: 2_400_000,
    });
    await publish('Bungalow im Hahnwald', {
      objectType: 'haus',
      district: 'hahnwald',
      price: 1_900_000,
    });
    await testApp.app.searchAlerts.job.runNow();
    await settle();
    expect(mailsTo(email)).toHaveLength(1);

    // Tomorrow: within a year of the click, so no 12-month question interferes.
    const tomorrow = cologneDay(Date.now() + DAY);
    await passAt(inCologne(tomorrow, 6)); // 06:00 in Cologne: not yet
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
    await passAt(inCologne(tomorrow, 7.5)); // 07:30 in Cologne
    await waitForMailsTo(email, 2);
    const digest = mailsTo(email)[1];
    expect(digest.parsed.subject).toBe('2 neue Angebote zu Ihrem Suchauftrag');
    expect(digest.parsed.text).toContain('Villa im Hahnwald');
    expect(digest.parsed.text).toContain('Bungalow im Hahnwald');
    expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Once a day.
    await passAt(inCologne(tomorrow, 10));
    await settle();
    expect(mailsTo(email)).toHaveLength(2);
  }, 60_000);

  it('deletes unconfirmed requests after 7 days; their link then gets a clear answer', async () => {
    const email = newAddress();
    const mail = await subscribe(email, { marketingType: 'kauf' });
    const created = testApp.app.db.prepare('SELECT created_at FROM search_alerts WHERE email = ?').pluck().get(email) as number;
    await passAt(created + 6 * DAY);
    expect(testApp.app.db.prepare('SELECT count(*) FROM search_alerts WHERE email = ?').pluck().get(email)).toBe(1);
    await passAt(created + 7 * DAY + 1000);
    expect(testApp.app.db.prepare('SELECT count(*) FROM search_alerts WHERE email = ?').pluck().get(email)).toBe(0);
    expect(
      testApp.app.db.prepare("SELECT count(*) FROM outbox WHERE recipient = ? AND kind = 'search-alert-confirm'").pluck().get(email),
    ).toBe(0);
    const late = await inject('POST', '/api/suchauftraege/bestaetigen', {
      token: tokenIn(mail.parsed.text!, 'bestaetigen'),
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(CONFIRM_LINK_INVALID);
  }, 60_000);

  it('asks once after 12 months without a click, and deletes the request 30 days later without an answer', async () => {
    const email = await confirmedRequest({
      marketingType: 'miete',
      districts: ['nippes'],
    });
    const clicked = testApp.app.db.prepare('SELECT last_click_at FROM search_alerts WHERE email = ?').pluck().get(email) as number;
    await passAt(clicked + 366 * DAY);
    await waitForMailsTo(email, 2);
    expect(mailsTo(email)[1].parsed.subject).toBe('Möchten Sie Ihren Suchauftrag behalten?');
    await passAt(clicked + 380 * DAY);
    await settle();
    expect(mailsTo(email)).toHaveLength(2);
    await passAt(clicked + 397 * DAY);
    expect(testApp.app.db.prepare('SELECT count(*) FROM search_alerts WHERE email = ?').pluck().get(email)).toBe(0);
  }, 60_000);

  it('refuses bad criteria in German and a second confirmation to one address within an hour', async () => {
    const email = newAddress();
    const bad = await inject('POST', '/api/suchauftraege', {
      email,
      frequency: 'sofort',
      criteria: { maxPrice: 1000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['criteria.maxPrice']).toBe('Ein Höchstpreis gilt nur mit Kaufen oder Mieten: Bitte wählen Sie eines davon.');
    const unknown = await inject('POST', '/api/suchauftraege', {
      email,
      frequency: 'woechentlich',
      criteria: { districts: ['mordor'] },
    });
    expect(unknown.json().errors).toMatchObject({
      frequency: 'Bitte wählen Sie, wie oft wir Ihnen schreiben sollen.',
      'criteria.districts.0': 'Diesen Stadtteil oder Stadtbezirk gibt es nicht.',
    });
    await subscribe(email, { marketingType: 'kauf' });
    const second = await inject('POST', '/api/suchauftraege', {
      email: email.toUpperCase(),
      frequency: 'sofort',
      criteria: { marketingType: 'miete' },
    });
    expect(second.statusCode).toBe(429);
    expect(mailsTo(email)).toHaveLength(1);
  }, 60_000);

  it('limits one confirmation per mailbox and hour whatever the spelling, and never puts the visitor’s name into a header', async () => {
    const victim = `opfer${++addresses}@example.org`;
    const name = 'Gewinn! Jetzt abholen auf gewinn.example';
    const created = await inject('POST', '/api/suchauftraege', { email: victim, name, frequency: 'sofort', criteria: {} });
    expect(created.statusCode, created.body).toBe(202);
    const [confirmation] = await waitForMailsTo(victim, 1);
    expect(header(confirmation, 'to')).toBe(victim);
    expect(confirmation.parsed.to).toMatchObject({ value: [{ address: victim, name: '' }] });
    expect(confirmation.parsed.headerLines.map((line) => line.line).join('\n')).not.toContain('Gewinn');

    const [local, domain] = victim.split('@');
    for (const spelling of [`${local}+1@${domain}`, `${local.toUpperCase()}+2@${domain.toUpperCase()}`]) {
      const again = await inject('POST', '/api/suchauftraege', { email: spelling, name, frequency: 'sofort', criteria: {} });
      expect(again.statusCode, spelling).toBe(429);
    }
    // Gmail ignores dots and knows the address under two domains.
    const gmail = `opfer.nr${addresses}@googlemail.com`;
    expect((await inject('POST', '/api/suchauftraege', { email: gmail, frequency: 'sofort', criteria: {} })).statusCode).toBe(202);
    expect(
      (await inject('POST', '/api/suchauftraege', { email: `opfernr${addresses}+x@gmail.com`, frequency: 'sofort', criteria: {} }))
        .statusCode,
    ).toBe(429);
    await settle();
    expect(smtp.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual([victim, gmail].sort());
  }, 60_000);

  it('links to the configured origin only, never to a forged Host header (without PUBLIC_URL)', async () => {
    for (const host of ['localhost:6666', 'suche-rheinkontor.example']) {
      const email = newAddress();
      const created = await inject(
        'POST',
        '/api/suchauftraege',
        { email, frequency: 'sofort', criteria: {} },
        { host, origin: `http://${host}` },
      );
      expect(created.statusCode, created.body).toBe(202);
      const [confirmation] = await waitForMailsTo(email, 1);
      expect(confirmation.parsed.text).toMatch(/http:\/\/localhost\/suchauftrag#bestaetigen=[A-Za-z0-9_-]{43}/);
      expect(confirmation.raw).not.toContain(host);
      // The request keeps the origin for all its later mails (alerts, digests, the 12-month question).
      expect(testApp.app.db.prepare('SELECT origin FROM search_alerts WHERE email = ?').pluck().get(email)).toBe('http://localhost');
    }
  }, 60_000);

  it('lets the subscriber change and delete the request with the management link, no account needed', async () => {
    const email = await confirmedRequest({
      marketingType: 'kauf',
      districts: ['marienburg'],
    });
    await publish('Stadtvilla in Marienburg', {
      district: 'marienburg',
      objectType: 'haus',
    });
    const [, alert] = await waitForMailsTo(email, 2);
    const token = tokenIn(alert.parsed.text!, 'verwalten');
    const read = await inject('POST', '/api/suchauftraege/verwalten', {
      token,
    });
    expect(read.json()).toMatchObject({
      email,
      frequency: 'sofort',
      criteria: { marketingType: 'kauf', districts: ['marienburg'] },
    });
    const changed = await inject('PUT', '/api/suchauftraege/verwalten', {
      token,
      frequency: 'taeglich',
      criteria: {
        marketingType: 'kauf',
        districts: ['bayenthal', 'marienburg'],
        minArea: 120,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().alert.description.replace(/\u00a0/g, ' ')).toBe('Alle Objektarten · Kauf · Bayenthal, Marienburg · ab 120 m²');
    expect((await inject('POST', '/api/suchauftraege/loeschen', { token })).json().message).toBe(ALERT_DELETED);
    const gone = await inject('POST', '/api/suchauftraege/verwalten', {
      token,
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(MANAGE_LINK_INVALID);
  }, 60_000);

  it('gives staff the list, counts, CSV export, deletion and the demand for a listing; the public demand only as aggregates of at least 3', async () => {
    for (let index = 0; index < 3; index++)
      await confirmedRequest({
        marketingType: 'kauf',
        objectType: 'wohnung',
        districts: ['klettenberg'],
      });
    const list = await staff('GET', '/api/search-alerts?district=klettenberg&status=aktiv');
    expect(list.json()).toHaveLength(3);
    expect(list.headers['content-range']).toBe('search-alerts 0-2/3');
    expect((await staff('GET', '/api/search-alerts/counts')).json().aktiv).toBeGreaterThanOrEqual(3);
    const csv = await staff('GET', '/api/search-alerts/export.csv?district=klettenberg');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
    const demand = await staff('POST', '/api/search-alerts/demand', {
      marketingType: 'kauf',
      objectType: 'wohnung',
      district: 'klettenberg',
      price: 400_000,
      rooms: 3,
      livingArea: 80,
    });
    expect(demand.json().count).toBeGreaterThanOrEqual(3);

    const figures = (await inject('GET', '/api/suchauftraege/nachfrage?vermarktung=kauf')).json() as {
      district: string;
      objectType: string;
      count: number;
    }[];
    expect(figures).toContainEqual({
      district: 'klettenberg',
      objectType: 'wohnung',
      count: 3,
    });
    expect(figures.every((figure) => figure.count >= 3)).toBe(true);
    expect(JSON.stringify(figures)).not.toContain('@');

    const [first] = list.json() as { id: string }[];
    expect((await staff('DELETE', `/api/search-alerts/${first.id}`)).statusCode).toBe(204);
    expect((await staff('DELETE', `/api/search-alerts/${first.id}`)).statusCode).toBe(404);
    expect((await inject('GET', '/api/search-alerts')).statusCode).toBe(401);
  }, 60_000);
});
