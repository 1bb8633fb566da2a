import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agency } from '../../test-support/firebase/records';
import { build, type TestApp } from '../../test-support/server/build';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const ORIGIN = 'http://localhost:80';

let smtp: TestSmtpServer;
let testApp: TestApp;
let cookie: string;

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } });
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}, 180_000);

afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

describe('the Postausgang routes', () => {
  it('are for staff only', async () => {
    testApp.app.mail.enqueue([
      {
        kind: 'test',
        from: { address: 'info@rheinkontor-immobilien.de' },
        to: { address: 'x@example.org' },
        subject: 'Geheim',
        html: '<p>x</p>',
        text: 'x',
      },
    ]);
    const { id } = testApp.app.mail.outboxViews.list({ offset: 0, limit: 1 }).entries[0];
    const attempts = [
      ['GET', '/api/outbox'],
      ['GET', '/api/outbox/status'],
      ['GET', `/api/outbox/${id}`],
      ['GET', `/api/outbox/${id}/content`],
      ['POST', `/api/outbox/${id}/resend`],
      ['POST', '/api/outbox/test'],
      ['GET', '/api/mail/previews'],
      ['GET', '/api/mail/previews/test'],
    ] as const;
    for (const [method, url] of attempts) {
      const response = await testApp.app.inject({ method, url, headers: { origin: ORIGIN } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.body).not.toContain('Geheim');
    }
  });

  it('send a test mail to the signed-in member of staff once the agency has an address', async () => {
    await vi.waitFor(() => expect(testApp.app.mail.outboxViews.counts().pending).toBe(0));
    smtp.received.length = 0;
    const refused = await staff('POST', '/api/outbox/test');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('E-Mail-Adresse der Agentur');

    expect((await staff('PUT', '/api/settings/agency', agency)).statusCode).toBe(200);
    const queued = await staff('POST', '/api/outbox/test');
    expect(queued.statusCode).toBe(201);
    expect(queued.json()).toMatchObject({ kind: 'test', to: ADMIN.email, status: 'pending' });
    const [received] = await smtp.waitFor(1);
    expect(received.envelopeTo).toEqual([ADMIN.email]);
    expect(received.parsed.subject).toContain('Testnachricht');
    await vi.waitFor(async () => expect((await staff('GET', `/api/outbox/${queued.json().id}`)).json().status).toBe('sent'));
  });

  it('resend a failed mail and refuse to resend one that was not', async () => {
    smtp.rejectRecipients({ code: 550, message: 'No such user here' });
    const queued = (await staff('POST', '/api/outbox/test')).json();
    await vi.waitFor(async () =>
      expect((await staff('GET', `/api/outbox/${queued.id}`)).json()).toMatchObject({
        status: 'failed',
        lastError: expect.stringContaining('No such user here'),
      }),
    );
    const failedList = await staff('GET', '/api/outbox?status=failed');
    expect(failedList.json().map((mail: { id: string }) => mail.id)).toContain(queued.id);
    expect((await staff('GET', '/api/outbox/status')).json().counts.failed).toBeGreaterThan(0);

    smtp.rejectRecipients(undefined);
    const before = smtp.received.length;
    const resent = await staff('POST', `/api/outbox/${queued.id}/resend`);
    expect(resent.statusCode).toBe(200);
    await smtp.waitFor(before + 1);
    await vi.waitFor(async () => expect((await staff('GET', `/api/outbox/${queued.id}`)).json().status).toBe('sent'));
    expect((await staff('POST', `/api/outbox/${queued.id}/resend`)).statusCode).toBe(409);
    expect((await staff('POST', '/api/outbox/gibt-es-nicht/resend')).statusCode).toBe(404);
  });

  it('preview every template with the agency’s settings, and nothing else', async () => {
    const names = (await staff('GET', '/api/mail/previews')).json();
    expect(names).toEqual(expect.arrayContaining(['inquiry-staff', 'inquiry-confirmation', 'test']));
    for (const name of names) {
      const preview = (await staff('GET', `/api/mail/previews/${name}`)).json();
      expect(preview.html).toContain('Rheinkontor Immobilien GmbH');
      expect(preview.html).toContain('<html');
      expect(preview.text.length).toBeGreaterThan(50);
    }
    for (const name of ['nope', '__proto__', 'constructor', 'toString'])
      expect((await staff('GET', `/api/mail/previews/${name}`)).statusCode).toBe(404);
  });
});
