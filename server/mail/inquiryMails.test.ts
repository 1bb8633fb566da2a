import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { agency, offer, teamMember } from '../../test-support/firebase/records';
import { build, type TestApp } from '../../test-support/server/build';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const ORIGIN = 'http://localhost:80';
/** The links' origin: the configured one (no PUBLIC_URL, PORT 80), as the URL standard writes it. */
const SITE = 'http://localhost';

let smtp: TestSmtpServer;
let testApp: TestApp;
let cookie: string;
let offerId: string;
let clientCounter = 0;

const staffRequest = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } });

/** A visitor's form submission, each from its own client address unless one is given. */
const sendInquiry = (fields: Record<string, unknown>, client = `198.51.100.${++clientCounter}`) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      name: 'Klara Kundin',
      email: 'klara@example.org',
      topic: 'allgemein',
      message: 'Bitte rufen Sie mich an.',
      privacyConsent: true,
      ...fields,
    },
    headers: { origin: ORIGIN, 'x-forwarded-for': client },
  });

const outboxRows = () =>
  testApp.app.db.prepare('SELECT kind, recipient, status FROM outbox ORDER BY created_at, kind').all() as {
    kind: string;
    recipient: string;
    status: string;
  }[];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORT: '80' } });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect(
    (
      await staffRequest('PUT', '/api/settings/agency', {
        ...agency,
        inquiryMailValuation: 'bewertung@rheinkontor-immobilien.de',
        openingHours: 'Mo–Fr 9–18 Uhr',
      })
    ).statusCode,
  ).toBe(200);
  const member = (await staffRequest('POST', '/api/team', teamMember('Anna Berger', 1))).json();
  offerId = (
    await staffRequest('POST', '/api/properties', offer('Altbauwohnung in Sülz', { contactPerson: member.id, objectNumber: 'RK-1042' }))
  ).json().id;
}, 180_000);

afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

beforeEach(() => {
  testApp.app.db.prepare('DELETE FROM outbox').run();
  smtp.received.length = 0;
});

describe('mails of a visitor’s inquiry', () => {
  it('link to the configured origin only, never to a host a visitor made up (a forged Host header without PUBLIC_URL)', async () => {
    // localhost on another port passed the old check of "this machine"; whatever listens there is not this site.
    for (const host of ['localhost:6666', 'dashboard-rheinkontor.example']) {
      smtp.received.length = 0;
      const forged = await testApp.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: {
          name: 'Klara Kundin',
          email: 'klara@example.org',
          topic: 'expose',
          property: offerId,
          message: 'Bitte um Rückruf.',
          privacyConsent: true,
        },
        headers: { host, origin: `http://${host}`, 'x-forwarded-for': `198.51.100.${++clientCounter}` },
      });
      expect(forged.statusCode).toBe(201);
      const mails = await smtp.waitFor(2);
      for (const mail of mails) {
        expect(mail.raw).not.toContain(host);
        expect(mail.parsed.html).toContain(`${SITE}/angebote/${offerId}`);
      }
    }
  });

  it('notify the property’s contact person with Reply-To the visitor, and confirm to the visitor', async () => {
    const response = await sendInquiry({
      topic: 'expose',
      property: offerId,
      phone: '0221 987654',
      message: 'Ist die Wohnung noch frei?\nGruß',
    });
    expect(response.statusCode).toBe(201);
    const inquiryId = response.json().id;
    const mails = await smtp.waitFor(2);
    const staffMail = mails.find((m) => m.envelopeTo[0] === 'anna@rheinkontor-immobilien.de')!;
    const confirmation = mails.find((m) => m.envelopeTo[0] === 'klara@example.org')!;

    // The visitor's name is never a header's display name: the bare address in Reply-To and To.
    expect(staffMail.parsed.replyTo?.value).toEqual([{ address: 'klara@example.org', name: '' }]);
    expect(staffMail.parsed.from?.value[0].address).toBe('info@rheinkontor-immobilien.de');
    expect(staffMail.parsed.subject).toBe('Neue Anfrage – Exposé anfordern von Klara Kundin – Altbauwohnung in Sülz');
    for (const part of ['Klara Kundin', 'klara@example.org', '0221 987654', 'Ist die Wohnung noch frei?', 'RK-1042'])
      expect(staffMail.parsed.text).toContain(part);
    expect(staffMail.parsed.html).toContain(`${SITE}/angebote/${offerId}`);
    expect(staffMail.parsed.html).toContain(`${SITE}/dashboard/inquiries/${inquiryId}/show`);
    expect(staffMail.parsed.html).toContain('Rheinuferstraße 12');

    expect(confirmation.envelopeTo).toEqual(['klara@example.org']);
    expect(confirmation.parsed.to).toMatchObject({ value: [{ address: 'klara@example.org', name: '' }] });
    expect(confirmation.parsed.headerLines.map((line) => line.line).join('\n')).not.toContain('Klara');
    expect(confirmation.parsed.replyTo?.value[0].address).toBe('anna@rheinkontor-immobilien.de');
    expect(confirmation.parsed.subject).toBe('Ihre Anfrage bei Rheinkontor Immobilien GmbH ist eingegangen');
    expect(confirmation.parsed.text).toContain('Guten Tag Klara Kundin');
    expect(confirmation.parsed.text).toContain('Anna Berger');
    expect(confirmation.parsed.text).toContain('Mo–Fr 9–18 Uhr');
    expect(confirmation.parsed.html).toContain(`${SITE}/angebote/${offerId}`);
    // No free text of the visitor but the name.
    expect(confirmation.parsed.text).not.toContain('Ist die Wohnung noch frei?');
    expect(confirmation.parsed.html).not.toContain('Ist die Wohnung noch frei?');
    await vi.waitFor(() => expect(outboxRows().map((row) => row.status)).toEqual(['sent', 'sent']));
  });

  it('route by topic when no contact person is named, else to the agency', async () => {
    await sendInquiry({ topic: 'bewertung', email: 'eigentuemer@example.org' });
    await sendInquiry({ topic: 'verkauf', email: 'verkaeufer@example.org' });
    const mails = await smtp.waitFor(4);
    const staffTargets = mails
      .filter((m) => m.parsed.subject?.startsWith('Neue Anfrage'))
      .map((m) => [m.parsed.replyTo!.value[0].address, m.envelopeTo[0]]);
    expect(staffTargets.sort()).toEqual(
      [
        ['eigentuemer@example.org', 'bewertung@rheinkontor-immobilien.de'],
        ['verkaeufer@example.org', 'info@rheinkontor-immobilien.de'],
      ].sort(),
    );
  });

  it('escape the visitor’s text in HTML and keep headers to what the server sets', async () => {
    const response = await sendInquiry({
      name: 'Eve <img src=x onerror=alert(1)>',
      message: '<script>alert("x")</script><a href="https://evil.example">klick</a>',
    });
    expect(response.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const staffMail = mails.find((m) => m.envelopeTo[0] === 'info@rheinkontor-immobilien.de')!;
    expect(staffMail.parsed.html).not.toContain('<script>');
    expect(staffMail.parsed.html).not.toContain('<img src=x');
    expect(staffMail.parsed.html).not.toContain('href="https://evil.example"');
    expect(staffMail.parsed.html).toContain('&lt;script&gt;');
    expect(staffMail.parsed.text).toContain('<script>alert("x")</script>');
  });

  it('refuse an address with a line break or a second recipient, and an oversized inquiry, before anything is queued', async () => {
    for (const email of [
      'klara@example.org\r\nBcc: opfer@example.com',
      'klara@example.org, opfer@example.com',
      'opfer@example.com\nklara@example.org',
    ]) {
      expect((await sendInquiry({ email })).statusCode).toBe(400);
    }
    expect((await sendInquiry({ message: 'x'.repeat(3_001) })).statusCode).toBe(400);
    expect(outboxRows()).toEqual([]);
    expect((await sendInquiry({ name: 'Klara\r\nBcc: opfer@example.com' })).statusCode).toBe(201);
    // The form's own check lets this through; the mail does not name "opfer" anywhere.
    expect((await sendInquiry({ email: 'opfer,klara@example.org' })).statusCode).toBe(201);
    const mails = await smtp.waitFor(3);
    await new Promise((done) => setTimeout(done, 300));
    expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual([
      'info@rheinkontor-immobilien.de',
      'info@rheinkontor-immobilien.de',
      'klara@example.org',
    ]);
    expect(mails.every((m) => !m.parsed.headers.has('bcc') && !m.parsed.headers.has('cc'))).toBe(true);
    // A name may say "opfer@…" as text; no address of a header does.
    const addresses = mails.flatMap((m) =>
      [m.parsed.to, m.parsed.cc, m.parsed.replyTo]
        .flat()
        .flatMap((field) => (field && 'value' in field ? field.value.map((v) => v.address) : [])),
    );
    expect(addresses.filter((address) => address?.includes('opfer'))).toEqual([]);
    // In the header block (the body may show the name's text on a line of its own).
    expect(mails.every((m) => !/^(bcc|cc):/im.test(m.raw.split(/\r?\n\r?\n/)[0]))).toBe(true);
    expect(outboxRows()).toHaveLength(3);
  });

  it('queue nothing for a bot caught by the honeypot, nor for an inquiry staff enter', async () => {
    expect((await sendInquiry({ website: 'http://spam.example' })).statusCode).toBe(201);
    const byStaff = await staffRequest('POST', '/api/inquiries', {
      name: 'Telefonnotiz',
      email: 'anrufer@example.org',
      topic: 'allgemein',
      message: 'Rückruf',
      privacyConsent: true,
    });
    expect(byStaff.statusCode).toBe(201);
    expect(outboxRows()).toEqual([]);
  });

  it('send a mailbox at most five confirmations a day whatever the spelling, while staff hear of every inquiry', async () => {
    // One inbox: neither case nor a +tag makes another recipient (mailboxOf).
    const spellings = [
      'Opfer@Example.org',
      'opfer+1@example.org',
      'OPFER+2@EXAMPLE.ORG',
      'opfer+3@example.org',
      'opfer@example.org',
      'opfer+4@example.org',
      'Opfer+5@example.org',
    ];
    for (const email of spellings) expect((await sendInquiry({ email })).statusCode).toBe(201);
    const rows = outboxRows();
    expect(rows.filter((row) => row.kind === 'inquiry-staff')).toHaveLength(7);
    expect(rows.filter((row) => row.kind === 'inquiry-confirmation')).toHaveLength(5);
  });

  it('store an inquiry only together with its mails', async () => {
    const before = (await staffRequest('GET', '/api/inquiries')).json().length;
    testApp.app.db.exec(`CREATE TRIGGER outbox_broken BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
    try {
      expect((await sendInquiry({ email: 'verloren@example.org' })).statusCode).toBe(500);
    } finally {
      testApp.app.db.exec('DROP TRIGGER outbox_broken');
    }
    expect((await staffRequest('GET', '/api/inquiries')).json()).toHaveLength(before);
    expect(outboxRows()).toEqual([]);
  });
});
