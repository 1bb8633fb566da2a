import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import { build, type TestApp } from '../../test-support/server/build';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const ORIGIN = 'http://localhost:80';

let smtp: TestSmtpServer;
let testApp: TestApp;
let cookie: string;
let offerId: string;
let client = 0;

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } });

const inquire = async (email: string, fields: Record<string, unknown> = {}) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      name: 'Klara Kundin',
      email,
      topic: 'expose',
      property: offerId,
      message: 'Bitte senden Sie mir das Exposé.',
      privacyConsent: true,
      ...fields,
    },
    headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${++client}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
};

/** The form posted as a browser without JavaScript posts it. */
const withdraw = (fields: Record<string, string>, address = `192.0.2.${++client}`) =>
  testApp.app.inject({
    method: 'POST',
    url: '/vertrag-widerrufen',
    payload: new URLSearchParams({ website: '', ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
  });

/** A mail's text with its line wrapping undone. */
const plain = (mail: { parsed: { text?: string } }) => (mail.parsed.text ?? '').replace(/\s+/g, ' ');

/** The first mail to `address` whose subject has `subject`, waiting for it as long as mails keep arriving. */
async function waitForMail(address: string, subject: string) {
  for (;;) {
    const found = mailTo(address, subject);
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1, 30_000);
  }
}

const withdrawals = async () => (await staff('GET', '/api/withdrawals')).json() as Record<string, unknown>[];
/** Mail servers keep the local part's case and may lower the domain's. */
const mailTo = (address: string, subject: string) =>
  smtp.received.find(
    (mail) => mail.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase()) && String(mail.parsed.subject).includes(subject),
  );

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORT: '80' } });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect((await staff('PUT', '/api/settings/agency', agency)).statusCode).toBe(200);
  const member = (await staff('POST', '/api/team', teamMember('Anna Berger', 1))).json();
  offerId = (
    await staff('POST', '/api/properties', offer('Altbauwohnung in Sülz', { contactPerson: member.id, objectNumber: 'RK-1042' }))
  ).json().id;
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

beforeEach(() => {
  smtp.received.length = 0;
});

describe('"Vertrag widerrufen" without JavaScript', () => {
  it('marks a fresh inquiry withdrawn and confirms the receipt with date, time and the statement', async () => {
    const inquiryId = await inquire('widerruf@example.org');
    const page = await withdraw({
      name: 'Klara Kundin',
      email: 'Widerruf@Example.org',
      contract: 'Meine Exposé-Anfrage von heute zur Altbauwohnung in Sülz',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Ihr Widerruf ist eingegangen');
    expect(page.body).toMatch(/Wir haben Ihren Widerruf am <strong>\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr<\/strong> erhalten/);

    const inquiry = (await staff('GET', `/api/inquiries/${inquiryId}`)).json();
    expect(inquiry.status).toBe('widerrufen');
    const history = (await staff('GET', `/api/inquiries/${inquiryId}/history`)).json() as {
      author: { name: string };
      changes: { field: string }[];
    }[];
    expect(history.some((entry) => entry.author.name === 'Website' && entry.changes.some((change) => change.field === 'status'))).toBe(
      true,
    );

    const [stored] = (await withdrawals()).filter((record) => record.inquiry === inquiryId);
    expect(stored).toMatchObject({
      name: 'Klara Kundin',
      channel: 'online',
      contract: 'Meine Exposé-Anfrage von heute zur Altbauwohnung in Sülz',
    });
    expect(stored.receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const receipt = await waitForMail('Widerruf@Example.org', 'Eingangsbestätigung Ihres Widerrufs');
    expect(plain(receipt)).toMatch(/wir bestätigen den Eingang Ihres Widerrufs am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    expect(plain(receipt)).toContain('Hiermit widerrufe ich den von mir abgeschlossenen Vertrag.');
    expect(plain(receipt)).toContain('Meine Exposé-Anfrage von heute zur Altbauwohnung in Sülz');
    expect(plain(receipt)).toContain('Exposé anfordern vom');
    // The team member who got the inquiry hears of it, with the way into the dashboard.
    const toStaff = await waitForMail('anna@rheinkontor-immobilien.de', 'Widerruf eingegangen');
    expect(plain(toStaff)).toContain('als „Widerrufen“ markiert');
    expect(plain(toStaff)).toContain(`/dashboard/withdrawals/${String(stored.id)}/show`);
  });

  it('fills in the contract from the confirmation mail’s link, and matches the inquiry it names among several', async () => {
    const first = await inquire('zwei@example.org');
    await inquire('zwei@example.org', { message: 'Noch eine Frage.' });
    const confirmation = (await smtp.waitFor(4, 30_000)).find(
      (mail) => String(mail.parsed.subject).includes('ist eingegangen') && mail.parsed.text?.includes(first),
    )!;
    const link = /(http:\/\/localhost\/vertrag-widerrufen\?anfrage=[^\s\]]+)/.exec(confirmation.parsed.text ?? '')![1];
    const url = new URL(link);
    expect(url.searchParams.get('anfrage')).toBe(first);
    expect(url.searchParams.get('vertrag')).toMatch(
      /^Exposé anfordern vom \d{2}\.\d{2}\.\d{4} zu „Altbauwohnung in Sülz“ \(Objekt-Nr\. RK-1042\)$/,
    );

    const form = await testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`<input type="hidden" name="anfrage" value="${first}"/>`);
    expect(form.body).toContain('zu „Altbauwohnung in Sülz“ (Objekt-Nr. RK-1042)</textarea>');

    expect(
      (await withdraw({ name: 'Klara Kundin', email: 'zwei@example.org', contract: url.searchParams.get('vertrag')!, anfrage: first }))
        .body,
    ).toContain('Ihr Widerruf ist eingegangen');
    const statuses = (
      await staff('GET', '/api/inquiries?filter=' + encodeURIComponent(JSON.stringify({ q: 'zwei@example.org' })))
    ).json() as {
      id: string;
      status: string;
    }[];
    expect(Object.fromEntries(statuses.map((inquiry) => [inquiry.id, inquiry.status]))[first]).toBe('widerrufen');
    expect(statuses.filter((inquiry) => inquiry.status === 'widerrufen')).toHaveLength(1);
    await waitForMail('zwei@example.org', 'Eingangsbestätigung Ihres Widerrufs');
  });

  it('keeps an unmatched statement for staff to match: several inquiries, or a link to someone else’s', async () => {
    const other = await inquire('jemand-anderes@example.org');
    await inquire('mehrere@example.org');
    await inquire('mehrere@example.org', { message: 'Und noch eine.' });
    await withdraw({ name: 'Max Mehrfach', email: 'mehrere@example.org', contract: 'Exposé-Anfrage', anfrage: other });
    expect((await staff('GET', `/api/inquiries/${other}`)).json().status).toBe('neu');
    const [stored] = (await withdrawals()).filter((record) => record.email === 'mehrere@example.org');
    expect(stored.inquiry).toBeNull();
    expect(plain(await waitForMail('info@rheinkontor-immobilien.de', 'Widerruf eingegangen'))).toContain(
      'keine Anfrage eindeutig zuordnen',
    );
  });

  it('answers wrong input with German messages on the form and stores nothing; a bot stores nothing either', async () => {
    const before = (await withdrawals()).length;
    const wrong = await withdraw({ name: '', email: 'keine-adresse', contract: 'Exposé' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('Bitte prüfen Sie die markierten Felder.');
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.body).toContain('value="keine-adresse"');
    const bot = await withdraw({ name: 'Bot', email: 'bot@example.org', contract: 'x', website: 'https://spam.example' });
    expect(bot.body).toContain('Ihr Widerruf ist eingegangen');
    expect((await withdrawals()).length).toBe(before);
  });

  it('is rate-limited like every visitor write', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push((await withdraw({ name: '', email: '', contract: '' }, '203.0.113.9')).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
  });
});

describe('the broker contract on record', () => {
  it('keeps with an inquiry about a sale the commission the visitor saw, the notice’s version and the request to begin early', async () => {
    const notice = 'Widerrufsbelehrung\nSie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.';
    expect((await staff('PUT', '/api/settings/agency', { ...agency, withdrawalNotice: notice })).statusCode).toBe(200);
    const id = await inquire('vertrag@example.org', { earlyStart: true });
    const stored = (await staff('GET', `/api/inquiries/${id}`)).json();
    expect(stored.commissionShown).toBe('Käuferprovision: 3,57 % inkl. MwSt. des Kaufpreises');
    expect(stored.withdrawalNoticeVersion).toMatch(/^SHA-256 [0-9a-f]{12}$/);
    expect(stored.earlyStart).toBe(true);
    // The agent learns it with the inquiry: work may begin at once.
    const toStaff = await waitForMail('anna@rheinkontor-immobilien.de', 'Neue Anfrage');
    expect(plain(toStaff)).toContain('Beginn vor Ablauf der Widerrufsfrist Ausdrücklich verlangt');
    expect(plain(toStaff)).toContain('Angezeigte Provision Käuferprovision: 3,57 % inkl. MwSt. des Kaufpreises');
    // The visitor has both on a durable medium too: the commission and their request (§ 312f Abs. 2 BGB).
    const confirmation = plain(await waitForMail('vertrag@example.org', 'ist eingegangen'));
    expect(confirmation).toContain('Provision, wie im Exposé angegeben Käuferprovision: 3,57 % inkl. MwSt. des Kaufpreises');
    expect(confirmation).toContain('Ihr ausdrücklicher Wunsch Ich verlange ausdrücklich, dass Sie vor Ende der Widerrufsfrist');
    // Left alone, the request is not made: the box is never ticked for the visitor.
    expect((await staff('GET', `/api/inquiries/${await inquire('vertrag2@example.org')}`)).json().earlyStart).toBe(false);
  });

  it('never takes what the server records from the visitor', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        name: 'Klara Kundin',
        email: 'frech@example.org',
        topic: 'expose',
        property: offerId,
        message: 'Hallo',
        privacyConsent: true,
        commissionShown: 'provisionsfrei',
      },
      headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${++client}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.commissionShown).toBe('Dieses Feld ist unbekannt.');
  });
});
