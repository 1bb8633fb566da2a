import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { agency } from '../../test-support/firebase/records';
import { createUser } from './users';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { build, type TestApp } from '../../test-support/server/build';
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID, RESET_REQUESTED } from './passwordResetRoutes';

const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const ORIGIN = 'http://localhost:80';
const NEW_PASSWORD = 'ein-ganz-neues-Passwort-2026';

let smtp: TestSmtpServer;
let testApp: TestApp;
let client = 0;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${++client % 250}`, ...headers },
  });
const login = (password: string) => post('/api/auth/login', { email: ADMIN.email, password });
const me = (cookie: string) => testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const cookieOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const tokenOf = (text: string) => /#reset=([A-Za-z0-9_-]{43})/.exec(text)![1];

let accounts = 0;
const accountIds = new Map<string, string>();
/** A member of staff of this test alone (the limit of three links an hour is per account). */
async function newAccount(): Promise<string> {
  const email = `mitarbeiter${++accounts}@rheinkontor-immobilien.de`;
  accountIds.set(email, (await createUser(testApp.app.db, { email, name: 'Max Mitarbeiter', password: 'ein-sicheres-Passwort-1' })).id);
  return email;
}

/** Asks for a link and returns the token from the mail that arrives. */
async function requestLink(email?: string): Promise<string> {
  const before = smtp.received.length;
  expect((await post('/api/auth/password-reset', { email: email ?? (await newAccount()) })).statusCode).toBe(202);
  const mails = await smtp.waitFor(before + 1);
  return tokenOf(mails[before].parsed.text!);
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // No PUBLIC_URL: links lead to the configured http://<HOST or localhost>:<PORT>, here http://localhost.
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORT: '80' } });
  const cookie = cookieOf(await login(ADMIN.password));
  expect(
    (await testApp.app.inject({ method: 'PUT', url: '/api/settings/agency', payload: agency, headers: { origin: ORIGIN, cookie } }))
      .statusCode,
  ).toBe(200);
}, 180_000);

afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

beforeEach(() => {
  smtp.received.length = 0;
});

describe('password reset for staff', () => {
  it('mails a working single-use link that ends every other session', async () => {
    const otherDevice = cookieOf(await login(ADMIN.password));
    expect((await me(otherDevice)).statusCode).toBe(200);

    const token = await requestLink('Redaktion@Rheinkontor-Immobilien.de ');
    const [mail] = smtp.received;
    expect(mail.envelopeTo).toEqual([ADMIN.email]);
    expect(mail.parsed.subject).toBe('Ihr Link zum Zurücksetzen des Passworts');
    expect(mail.parsed.html).toContain(`http://localhost/login#reset=${token}`);

    expect((await post('/api/auth/password-reset/check', { token })).json()).toEqual({ valid: true });
    const done = await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(PASSWORD_RESET_DONE);

    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(ADMIN.password)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post('/api/auth/password-reset/confirm', { token, password: 'noch-ein-anderes-Passwort' });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
    expect((await post('/api/auth/password-reset/check', { token })).statusCode).toBe(410);
    ADMIN.password = NEW_PASSWORD;
  });

  it('keeps neither the link nor a password in the outbox once the mail is sent', async () => {
    const token = await requestLink();
    await vi.waitFor(() => expect(testApp.app.mail.outboxViews.counts().pending).toBe(0));
    const stored = JSON.stringify(testApp.app.db.prepare("SELECT * FROM outbox WHERE kind = 'password-reset'").all());
    expect(stored).not.toContain(token);
    expect(stored).toContain('[Link entfernt]');
    const passwords = JSON.stringify(testApp.app.db.prepare('SELECT * FROM outbox').all());
    expect(passwords).not.toContain(NEW_PASSWORD);
    // The database holds only the token's hash.
    expect(JSON.stringify(testApp.app.db.prepare('SELECT * FROM password_resets').all())).not.toContain(token);
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const email = await newAccount();
    const known = await post('/api/auth/password-reset', { email });
    const unknown = await post('/api/auth/password-reset', { email: 'niemand@rheinkontor-immobilien.de' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json().message).toBe(RESET_REQUESTED);
    const strip = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => !['date', 'content-length'].includes(name))
        .sort();
    expect(strip(unknown.headers)).toEqual(strip(known.headers));
    await smtp.waitFor(1);
    await new Promise((done) => setTimeout(done, 300));
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual([email]);
  });

  it('mails links to the configured origin only, never to a forged Host header (without PUBLIC_URL)', async () => {
    const email = await newAccount();
    for (const host of ['localhost:6666', 'anmeldung-rheinkontor.example']) {
      testApp.app.db.prepare('UPDATE password_resets SET created_at = created_at - 180000').run();
      const before = smtp.received.length;
      const forged = await post('/api/auth/password-reset', { email }, { host, origin: `http://${host}` });
      expect(forged.statusCode).toBe(202);
      expect(forged.json().message).toBe(RESET_REQUESTED);
      const [mail] = (await smtp.waitFor(before + 1)).slice(before);
      const token = tokenOf(mail.parsed.text!);
      expect(mail.parsed.text).toContain(`http://localhost/login#reset=${token}`);
      for (const part of [mail.parsed.text!, mail.parsed.html as string]) expect(part).not.toContain(host);
    }
  });

  it('refuses an expired link with the same clear message', async () => {
    const token = await requestLink();
    testApp.app.db.prepare('UPDATE password_resets SET expires_at = ? WHERE used_at IS NULL').run(Date.now() - 1);
    const response = await post('/api/auth/password-reset/confirm', { token, password: 'noch-ein-anderes-Passwort' });
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(RESET_LINK_INVALID);
    expect(
      (await post('/api/auth/password-reset/confirm', { token: 'x'.repeat(43), password: 'noch-ein-anderes-Passwort' })).statusCode,
    ).toBe(410);
    expect(
      (await post('/api/auth/password-reset/confirm', { token: "' OR 1=1 --", password: 'noch-ein-anderes-Passwort' })).statusCode,
    ).toBe(410);
  });

  it('refuses a short password without using up the link', async () => {
    const token = await requestLink();
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'kurz' })).statusCode).toBe(400);
    expect((await post('/api/auth/password-reset/check', { token })).json()).toEqual({ valid: true });
  });

  it('limits requests per client address, and mails one account at most one link in two minutes', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.50' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/auth/password-reset', { email: 'niemand@example.org' }, ip)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await post('/api/auth/password-reset', { email: 'niemand@example.org' }, ip)).json().message).toMatch(/Zu viele Versuche/);

    // The interval is silent: an answer that changed would tell which addresses have an account.
    const email = await newAccount();
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/password-reset', { email })).statusCode).toBe(202);
    await smtp.waitFor(1);
    await new Promise((done) => setTimeout(done, 500));
    expect(smtp.received.filter((mail) => mail.envelopeTo[0] === email)).toHaveLength(1);
  });

  it('still reaches the owner after others asked for their address: the newest link replaces the open one', async () => {
    const email = await newAccount();
    const attacker = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/password-reset', { email }, attacker)).statusCode).toBe(202);
    const [first] = await smtp.waitFor(1);
    const attackersLink = tokenOf(first.parsed.text!);

    // Three minutes later (the stored time moved back; the interval is read from the table) the owner asks.
    testApp.app.db.prepare('UPDATE password_resets SET created_at = created_at - 180000').run();
    expect((await post('/api/auth/password-reset', { email }, { 'x-forwarded-for': '192.0.2.10' })).statusCode).toBe(202);
    const [, owners] = await smtp.waitFor(2);
    expect(owners.envelopeTo).toEqual([email]);
    const token = tokenOf(owners.parsed.text!);
    expect((await post('/api/auth/password-reset/check', { token: attackersLink })).statusCode).toBe(410);
    expect((await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('mails a deactivated account no link, with the same answer, and ends the links sent before deactivation', async () => {
    const email = await newAccount();
    const token = await requestLink(email);
    const adminCookie = cookieOf(await login(ADMIN.password));
    const admin = (action: 'deactivate' | 'reactivate') =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/accounts/${accountIds.get(email)}/${action}`,
        headers: { origin: ORIGIN, cookie: adminCookie },
      });
    expect((await admin('deactivate')).json()).toMatchObject({ active: false });

    expect((await post('/api/auth/password-reset/check', { token })).statusCode).toBe(410);
    const late = await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(RESET_LINK_INVALID);

    smtp.received.length = 0;
    const asked = await post('/api/auth/password-reset', { email });
    const unknown = await post('/api/auth/password-reset', { email: 'niemand@rheinkontor-immobilien.de' });
    expect(asked.statusCode).toBe(202);
    expect(asked.body).toBe(unknown.body);
    await new Promise((done) => setTimeout(done, 500));
    expect(smtp.received).toEqual([]);
    expect(testApp.app.mail.outboxViews.counts().pending).toBe(0);

    // Reactivated, the old link stays dead; a new one works.
    expect((await admin('reactivate')).json()).toMatchObject({ active: true });
    expect((await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode).toBe(410);
    // Past the two minutes between links (the stored time moved back).
    testApp.app.db.prepare('UPDATE password_resets SET created_at = created_at - 180000').run();
    const fresh = await requestLink(email);
    expect((await post('/api/auth/password-reset/confirm', { token: fresh, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
