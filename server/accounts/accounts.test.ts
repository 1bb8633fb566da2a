import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agency } from '../../test-support/firebase/records';
import { NOT_YOURSELF } from '../../src/shared/auth/accounts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { NO_SECOND_FACTOR, OWN_SECOND_FACTOR } from '../auth/secondFactorReset';
import { setTotpRequiredForAdmins } from '../auth/twoFactorPolicy';
import { TWO_FACTOR_SETUP_REQUIRED } from '../auth/twoFactorGate';
import { ACCOUNT_DISABLED } from '../auth/signInRoutes';
import { build, type TestApp } from '../../test-support/server/build';
import { INVITATION_INVALID, INVITATION_TTL_MS } from '../../src/shared/auth/invitations';
import { INVITATION_ACCEPTED } from './invitationRoutes';

const ADMIN = { email: 'chefin@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const ORIGIN = 'http://localhost:80';
const PASSWORD = 'mein-neues-Passwort-2026';

let smtp: TestSmtpServer;
let testApp: TestApp;
let adminCookie: string;
let client = 0;

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { payload?: object; cookie?: string } = {}) =>
  testApp.app.inject({
    method,
    url,
    payload: options.payload,
    headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${++client % 250}`, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
const cookieOf = (response: Answer) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const login = (email: string, password: string) => request('POST', '/api/auth/login', { payload: { email, password } });
const tokenOf = (text: string) => /#einladung=([A-Za-z0-9_-]{43})/.exec(text)![1];
const accounts = async () =>
  (await request('GET', '/api/accounts', { cookie: adminCookie })).json() as {
    id: string;
    email: string;
    role: string;
    active: boolean;
    self: boolean;
    twoFactor: boolean;
  }[];
const idOf = async (email: string) => (await accounts()).find((account) => account.email === email)!.id;

/** Invites the address and returns the token from the mail that arrives at the test SMTP server. */
async function invite(email: string, role: 'admin' | 'editor' = 'editor'): Promise<string> {
  const before = smtp.received.length;
  const answer = await request('POST', '/api/accounts/invitations', { cookie: adminCookie, payload: { email, role } });
  expect(answer.statusCode).toBe(201);
  const mails = await smtp.waitFor(before + 1);
  return tokenOf(mails[before].parsed.text!);
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // No PUBLIC_URL: links lead to the configured http://<HOST or localhost>:<PORT>, here http://localhost.
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PORT: '80' } });
  adminCookie = cookieOf(await login(ADMIN.email, ADMIN.password));
  expect((await request('PUT', '/api/settings/agency', { payload: agency, cookie: adminCookie })).statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

beforeEach(() => {
  smtp.received.length = 0;
});

describe('invitations', () => {
  it('mails a German invitation whose link creates the account exactly once', async () => {
    const token = await invite('Neu@Example.de');
    const [mail] = smtp.received;
    expect(mail.envelopeTo).toEqual(['neu@example.de']);
    expect(mail.parsed.subject).toBe('Ihre Einladung zum Dashboard');
    expect(mail.parsed.text).toContain('Rolle: Redaktion');
    expect(mail.parsed.html).toContain(`http://localhost/login#einladung=${token}`);
    // Only the hash is stored.
    expect(testApp.app.db.prepare('SELECT count(*) FROM invitations WHERE token_hash = ?').pluck().get(token)).toBe(0);

    const open = (await request('GET', '/api/accounts/invitations', { cookie: adminCookie })).json();
    expect(open).toEqual([expect.objectContaining({ email: 'neu@example.de', role: 'editor', invitedBy: 'Administrator' })]);
    expect(Date.parse(open[0].expiresAt) - Date.parse(open[0].createdAt)).toBe(INVITATION_TTL_MS);

    expect((await request('POST', '/api/auth/invitation/check', { payload: { token } })).json()).toEqual({
      email: 'neu@example.de',
      role: 'editor',
      roleLabel: 'Redaktion',
    });
    const short = await request('POST', '/api/auth/invitation/accept', { payload: { token, name: 'Nina Neu', password: 'kurz' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe('Das Passwort muss mindestens 10 Zeichen lang sein.');

    const accepted = await request('POST', '/api/auth/invitation/accept', { payload: { token, name: 'Nina Neu', password: PASSWORD } });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().message).toBe(INVITATION_ACCEPTED);
    const again = await request('POST', '/api/auth/invitation/accept', {
      payload: { token, name: 'Jemand Anderes', password: 'noch-ein-Passwort-2026' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(INVITATION_INVALID);

    const signedIn = await login('neu@example.de', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: 'neu@example.de', name: 'Nina Neu', role: 'editor' });
    expect((await request('GET', '/api/accounts/invitations', { cookie: adminCookie })).json()).toEqual([]);
  });

  it('does not work after 7 days, nor after a newer invitation or a withdrawal', async () => {
    const old = await invite('spaet@example.de');
    testApp.app.db.prepare('UPDATE invitations SET expires_at = ? WHERE email = ?').run(Date.now() - 1, 'spaet@example.de');
    expect((await request('POST', '/api/auth/invitation/check', { payload: { token: old } })).statusCode).toBe(410);
    expect(
      (await request('POST', '/api/auth/invitation/accept', { payload: { token: old, name: 'Sven Spät', password: PASSWORD } })).statusCode,
    ).toBe(410);

    const first = await invite('zweimal@example.de');
    const second = await invite('zweimal@example.de', 'admin');
    expect((await request('POST', '/api/auth/invitation/check', { payload: { token: first } })).statusCode).toBe(410);
    const [open] = (
      (await request('GET', '/api/accounts/invitations', { cookie: adminCookie })).json() as { id: string; email: string }[]
    ).filter((entry) => entry.email === 'zweimal@example.de');
    expect((await request('DELETE', `/api/accounts/invitations/${open.id}`, { cookie: adminCookie })).statusCode).toBe(204);
    expect(
      (await request('POST', '/api/auth/invitation/accept', { payload: { token: second, name: 'Zora Zwei', password: PASSWORD } }))
        .statusCode,
    ).toBe(410);
    expect((await login('zweimal@example.de', PASSWORD)).statusCode).toBe(401);
  });

  it('links to the configured origin, never to a forged Host header (without PUBLIC_URL)', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/invitations',
      payload: { email: 'host@example.de', role: 'editor' },
      headers: { host: 'localhost:6666', origin: 'http://localhost:6666', cookie: adminCookie },
    });
    expect(answer.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail.parsed.text).toContain(`http://localhost/login#einladung=${tokenOf(mail.parsed.text!)}`);
    for (const part of [mail.parsed.text!, mail.parsed.html as string]) expect(part).not.toContain('6666');
  });

  it('refuses an address that has an account, and invalid input, in German', async () => {
    const taken = await request('POST', '/api/accounts/invitations', {
      cookie: adminCookie,
      payload: { email: ADMIN.email, role: 'editor' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Für diese Adresse gibt es schon einen Zugang.');
    const invalid = await request('POST', '/api/accounts/invitations', {
      cookie: adminCookie,
      payload: { email: 'keine-adresse', role: 'chef' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      role: 'Bitte wählen Sie die Rolle: Administrator oder Redaktion.',
    });
    expect(smtp.received).toHaveLength(0);
  });
});

describe('invitations of an admin who loses the right to invite', () => {
  /** A second admin, signed in, who invites an admin and an editor; returns the admin's id and the two links. */
  async function adminWhoInvites(email: string) {
    const token = await invite(email, 'admin');
    expect(
      (await request('POST', '/api/auth/invitation/accept', { payload: { token, name: 'Zweite Chefin', password: PASSWORD } })).statusCode,
    ).toBe(201);
    const cookie = cookieOf(await login(email, PASSWORD));
    const links: string[] = [];
    for (const [invited, role] of [
      [`admin-von-${email}`, 'admin'],
      [`redaktion-von-${email}`, 'editor'],
    ] as const) {
      const before = smtp.received.length;
      expect((await request('POST', '/api/accounts/invitations', { cookie, payload: { email: invited, role } })).statusCode).toBe(201);
      links.push(tokenOf((await smtp.waitFor(before + 1))[before].parsed.text!));
    }
    return { id: await idOf(email), links };
  }

  const refused = async (token: string) => {
    expect((await request('POST', '/api/auth/invitation/check', { payload: { token } })).statusCode).toBe(410);
    const accepted = await request('POST', '/api/auth/invitation/accept', {
      payload: { token, name: 'Nico Nachzügler', password: PASSWORD },
    });
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json().message).toBe(INVITATION_INVALID);
  };

  it('ends them when the admin is demoted, deactivated or deleted in the dashboard', async () => {
    const demoted = await adminWhoInvites('demoted@example.de');
    const deactivated = await adminWhoInvites('deactivated@example.de');
    const deleted = await adminWhoInvites('deleted@example.de');
    expect(
      (await request('PUT', `/api/accounts/${demoted.id}/role`, { cookie: adminCookie, payload: { role: 'editor' } })).statusCode,
    ).toBe(200);
    expect((await request('POST', `/api/accounts/${deactivated.id}/deactivate`, { cookie: adminCookie })).statusCode).toBe(200);
    expect((await request('DELETE', `/api/accounts/${deleted.id}`, { cookie: adminCookie })).statusCode).toBe(204);
    for (const token of [...demoted.links, ...deactivated.links, ...deleted.links]) await refused(token);
    const open = (await request('GET', '/api/accounts/invitations', { cookie: adminCookie })).json() as { email: string }[];
    expect(open.filter((entry) => entry.email.endsWith('example.de') && entry.email.includes('-von-'))).toEqual([]);
    expect((await login('admin-von-demoted@example.de', PASSWORD)).statusCode).toBe(401);
  });

  it('checks at acceptance that the inviter still may invite and grant the role, however the right was lost', async () => {
    const inviter = await adminWhoInvites('direkt@example.de');
    // Changed beside the dashboard (the invitations stay open): the acceptance itself refuses.
    testApp.app.db.prepare("UPDATE users SET role = 'editor' WHERE id = ?").run(inviter.id);
    for (const token of inviter.links) await refused(token);
    // With the right back, the links work again: the check is on the inviter as they are now.
    testApp.app.db.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(inviter.id);
    expect(
      (
        await request('POST', '/api/auth/invitation/accept', {
          payload: { token: inviter.links[1], name: 'Rita Redaktion', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('managing accounts', () => {
  it('deactivates (ending every session, refusing sign-in in German), reactivates and deletes', async () => {
    const token = await invite('wechsel@example.de');
    await request('POST', '/api/auth/invitation/accept', { payload: { token, name: 'Willi Wechsel', password: PASSWORD } });
    const cookie = cookieOf(await login('wechsel@example.de', PASSWORD));
    const id = await idOf('wechsel@example.de');

    expect((await request('PUT', `/api/accounts/${id}/role`, { cookie: adminCookie, payload: { role: 'admin' } })).json()).toMatchObject({
      role: 'admin',
    });
    expect((await request('GET', '/api/auth/me', { cookie })).json()).toMatchObject({ role: 'admin' });

    const deactivated = await request('POST', `/api/accounts/${id}/deactivate`, { cookie: adminCookie });
    expect(deactivated.json()).toMatchObject({ active: false });
    expect((await request('GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
    const refused = await login('wechsel@example.de', PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_DISABLED);
    // A wrong password still answers like any other: the refusal names no account to a guesser.
    expect((await login('wechsel@example.de', 'falsches-Passwort-1')).statusCode).toBe(401);

    expect((await request('POST', `/api/accounts/${id}/reactivate`, { cookie: adminCookie })).json()).toMatchObject({ active: true });
    expect((await login('wechsel@example.de', PASSWORD)).statusCode).toBe(200);

    expect((await request('DELETE', `/api/accounts/${id}`, { cookie: adminCookie })).statusCode).toBe(204);
    expect((await login('wechsel@example.de', PASSWORD)).statusCode).toBe(401);
    expect((await request('DELETE', `/api/accounts/${id}`, { cookie: adminCookie })).statusCode).toBe(404);
  });

  it('lets nobody demote, deactivate or delete themselves, and an admin demotes another', async () => {
    const self = await idOf(ADMIN.email);
    for (const [method, url, payload] of [
      ['PUT', `/api/accounts/${self}/role`, { role: 'editor' }],
      ['POST', `/api/accounts/${self}/deactivate`, undefined],
      ['DELETE', `/api/accounts/${self}`, undefined],
    ] as const) {
      const answer = await request(method, url, { cookie: adminCookie, payload });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(NOT_YOURSELF);
    }
    // Through the API the last-admin rule is the other admins' business (server/auth/accountAdmin.test.ts): an admin
    // may demote another admin as long as one active admin stays.
    const token = await invite('zweite@example.de', 'admin');
    await request('POST', '/api/auth/invitation/accept', { payload: { token, name: 'Zweite Chefin', password: PASSWORD } });
    const secondId = await idOf('zweite@example.de');
    expect(
      (await request('PUT', `/api/accounts/${secondId}/role`, { cookie: adminCookie, payload: { role: 'editor' } })).json(),
    ).toMatchObject({ role: 'editor' });
    expect((await accounts()).find((account) => account.self)).toMatchObject({ email: ADMIN.email, role: 'admin', active: true });
  });

  it('removes the second factor of an account whose owner lost the phone, ending its sessions', async () => {
    const token = await invite('handy@example.de', 'admin');
    await request('POST', '/api/auth/invitation/accept', { payload: { token, name: 'Hanna Handy', password: PASSWORD } });
    const cookie = cookieOf(await login('handy@example.de', PASSWORD));
    const { secret } = (await request('POST', '/api/account/two-factor/setup', { cookie, payload: { password: PASSWORD } })).json() as {
      secret: string;
    };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await request('POST', '/api/account/two-factor/confirm', { cookie, payload: { code } })).statusCode).toBe(200);
    const id = await idOf('handy@example.de');
    expect((await accounts()).find((account) => account.id === id)).toMatchObject({ twoFactor: true });
    expect((await accounts()).find((account) => account.self)).toMatchObject({ twoFactor: false });
    expect((await login('handy@example.de', PASSWORD)).json()).toMatchObject({ secondFactor: 'totp' });

    const own = await request('DELETE', `/api/accounts/${await idOf(ADMIN.email)}/two-factor`, { cookie: adminCookie });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(OWN_SECOND_FACTOR);
    expect(
      (await request('DELETE', '/api/accounts/a0000000-0000-4000-8000-000000000000/two-factor', { cookie: adminCookie })).statusCode,
    ).toBe(404);

    const reset = await request('DELETE', `/api/accounts/${id}/two-factor`, { cookie: adminCookie });
    expect(reset.statusCode).toBe(200);
    // Nothing else changes: role, status, password.
    expect(reset.json()).toMatchObject({ email: 'handy@example.de', role: 'admin', active: true, twoFactor: false });
    expect((await request('GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
    const again = await request('DELETE', `/api/accounts/${id}/two-factor`, { cookie: adminCookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_SECOND_FACTOR);

    // With two factors required for admins (the setting of "Mein Zugang"), the password signs in, and the enrolment is
    // all the dashboard lets the admin do until a new phone is set up.
    setTotpRequiredForAdmins(testApp.app.db, true);
    try {
      const signedIn = await login('handy@example.de', PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      const fresh = cookieOf(signedIn);
      expect((await request('GET', '/api/auth/me', { cookie: fresh })).json()).toMatchObject({
        email: 'handy@example.de',
        twoFactorSetupRequired: true,
      });
      const held = await request('GET', '/api/accounts', { cookie: fresh });
      expect(held.statusCode).toBe(403);
      expect(held.json().message).toBe(TWO_FACTOR_SETUP_REQUIRED);
    } finally {
      setTotpRequiredForAdmins(testApp.app.db, false);
    }
  });
});
