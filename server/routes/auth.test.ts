import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, createAuthTestApp, login, ORIGIN, post } from '../test/authTestApp';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from './auth';

let app: FastifyInstance;
let notices: string[];
afterEach(() => app?.close());

async function start(options?: Parameters<typeof createAuthTestApp>[0]) {
  ({ app, notices } = await createAuthTestApp(options));
}

const me = (cookie: string) => app.inject({ url: '/api/auth/me', headers: { cookie } });
const privateData = (cookie: string) => app.inject({ url: '/api/private', headers: { cookie } });

describe('POST /api/auth/login', () => {
  it('signs in and sets an httpOnly, SameSite=Strict, host-only session cookie', async () => {
    await start();
    const { response, cookie } = await login(app, ' Chefin@Example.DE ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(String), email: ADMIN.email, name: 'Administrator', role: 'admin' });
    expect(cookie).toMatchObject({ name: 'sid', httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 12 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets the cookie open /api/auth/me and staff-only routes', async () => {
    await start();
    const { cookieHeader } = await login(app);
    const response = await me(cookieHeader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await privateData(cookieHeader)).json()).toEqual({ email: ADMIN.email });
  });

  it('answers 401 without a session', async () => {
    await start();
    for (const response of [await me(''), await privateData('sid=erfunden'), await app.inject('/api/private')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Bitte melden Sie sich an.' });
    }
  });

  it('gives the same 401 for a wrong password and for an unknown address', async () => {
    await start();
    const wrong = await login(app, ADMIN.email, 'falsches-passwort');
    const unknown = await login(app, 'niemand@example.de', 'falsches-passwort');
    for (const { response, cookie } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: WRONG_CREDENTIALS });
      expect(response.json()).toEqual({ message: 'E-Mail-Adresse oder Passwort ist falsch.' });
      expect(cookie).toBeUndefined();
    }
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    await start();
    const time = async (email: string) => {
      const started = performance.now();
      await login(app, email, 'falsches-passwort', { remoteAddress: `10.0.0.${Math.floor(Math.random() * 250)}` });
      return performance.now() - started;
    };
    const known = await time(ADMIN.email);
    const unknown = await time('niemand@example.de');
    // Both run one scrypt (tens of milliseconds); an unchecked unknown address would answer in about one.
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it('answers bad input with 400 and German messages per field', async () => {
    await start();
    const response = await post(app, '/api/auth/login', { email: 'keine-adresse', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', password: 'Bitte geben Sie Ihr Passwort ein.' },
    });
    const empty = await post(app, '/api/auth/login');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.', password: 'Bitte geben Sie Ihr Passwort ein.' });
    const malformed = await post(app, '/api/auth/login', undefined, { payload: '{kaputt', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Bitte überprüfen Sie Ihre Eingaben.', errors: {} });
  });

  it('answers 429 after ten attempts from one address, even for different accounts', async () => {
    await start();
    for (let i = 0; i < 10; i++) {
      expect((await login(app, `versuch${i}@example.de`, 'falsches-passwort')).response.statusCode).toBe(401);
    }
    const { response } = await login(app); // even the right password
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(app, ADMIN.email, ADMIN.password, { remoteAddress: '10.1.1.1' })).response.statusCode).toBe(200);
  });

  it('answers 429 after ten attempts on one account, from changing addresses', async () => {
    // Unknown addresses lock like real accounts (no enumeration through the lock); an hour between attempts lets
    // every lock run out, so only the per-account limit (real time, 15 minutes) is left to answer 429.
    let now = Date.UTC(2025, 0, 6, 8, 0);
    await start({ now: () => now });
    for (let i = 0; i < 10; i++) {
      now += 60 * 60 * 1000;
      const { response } = await login(app, i % 2 ? 'Niemand@example.de' : 'niemand@example.de', 'falsches-passwort', { remoteAddress: `10.2.0.${i}` });
      expect(response.statusCode).toBe(401);
    }
    const { response } = await login(app, 'niemand@example.de', 'falsches-passwort', { remoteAddress: '10.2.1.1' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
  });

  it('locks an account after five wrong passwords in a row, even for the right one, until the lock ends', async () => {
    let now = Date.UTC(2025, 0, 6, 8, 0);
    await start({ now: () => now });
    for (let i = 0; i < 5; i++) {
      expect((await login(app, ADMIN.email, 'falsches-passwort', { remoteAddress: `10.3.0.${i}` })).response.statusCode).toBe(401);
    }
    const locked = await login(app, ADMIN.email, ADMIN.password, { remoteAddress: '10.3.1.1' });
    expect(locked.response.statusCode).toBe(429);
    expect(locked.response.headers['retry-after']).toBe('60');
    expect(locked.response.json()).toEqual({ message: TOO_MANY_ATTEMPTS });
    now += 60 * 1000;
    expect((await login(app, ADMIN.email, ADMIN.password, { remoteAddress: '10.3.1.2' })).response.statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    await start();
    const { cookieHeader } = await login(app);
    const response = await post(app, '/api/auth/logout', undefined, { headers: { cookie: cookieHeader } });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    // The old cookie, replayed, opens nothing any more.
    expect((await me(cookieHeader)).statusCode).toBe(401);
    expect((await privateData(cookieHeader)).statusCode).toBe(401);
  });

  it('replaces the previous session on a new sign-in', async () => {
    await start();
    const first = await login(app);
    const second = await login(app, ADMIN.email, ADMIN.password, { headers: { origin: ORIGIN, cookie: first.cookieHeader } });
    expect(second.cookie?.value).not.toBe(first.cookie?.value);
    expect((await me(first.cookieHeader)).statusCode).toBe(401);
    expect((await me(second.cookieHeader)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password', () => {
  const change = (cookie: string, body: object) => post(app, '/api/auth/password', body, { headers: { cookie } });

  it('changes the password, ends all sessions and gives this browser a new one', async () => {
    await start();
    const here = await login(app);
    const elsewhere = await login(app, ADMIN.email, ADMIN.password, { remoteAddress: '10.4.0.1' });
    const response = await change(here.cookieHeader, { currentPassword: ADMIN.password, newPassword: 'Neues-Passwort-2025' });
    expect(response.statusCode).toBe(204);
    const fresh = response.cookies.find((c) => c.name === 'sid');
    expect(fresh?.value).toMatch(/^[\w-]{43}$/);
    expect((await me(here.cookieHeader)).statusCode).toBe(401);
    expect((await me(elsewhere.cookieHeader)).statusCode).toBe(401);
    expect((await me(`sid=${fresh?.value}`)).statusCode).toBe(200);
    expect((await login(app, ADMIN.email, ADMIN.password, { remoteAddress: '10.4.0.2' })).response.statusCode).toBe(401);
    expect((await login(app, ADMIN.email, 'Neues-Passwort-2025', { remoteAddress: '10.4.0.3' })).response.statusCode).toBe(200);
  });

  it('refuses a wrong current password and a too-short new one with field messages', async () => {
    await start();
    const { cookieHeader } = await login(app);
    const wrong = await change(cookieHeader, { currentPassword: 'falsches-passwort', newPassword: 'Neues-Passwort-2025' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Das bisherige Passwort ist nicht richtig.' });
    const short = await change(cookieHeader, { currentPassword: ADMIN.password, newPassword: 'kurz' });
    expect(short.json().errors).toEqual({ newPassword: 'Das Passwort muss mindestens 10 Zeichen lang sein.' });
    const same = await change(cookieHeader, { currentPassword: ADMIN.password, newPassword: ADMIN.password });
    expect(same.json().errors).toEqual({ newPassword: 'Das neue Passwort muss sich vom bisherigen unterscheiden.' });
    expect((await me(cookieHeader)).statusCode).toBe(200);
  });

  it('is for signed-in staff only', async () => {
    await start();
    const response = await post(app, '/api/auth/password', { currentPassword: ADMIN.password, newPassword: 'Neues-Passwort-2025' });
    expect(response.statusCode).toBe(401);
  });
});

describe('first start', () => {
  it('creates exactly one admin, prints the generated password once, and that password signs in', async () => {
    await start({ env: {} });
    expect(notices).toHaveLength(1);
    const password = /Passwort: (\S+)/.exec(notices[0])?.[1] ?? '';
    expect(notices[0]).toBe(`Erster Zugang angelegt: admin@rheinkontor-immobilien.de / Passwort: ${password}  – bitte nach der ersten Anmeldung ändern.`);
    expect(app.db.prepare("SELECT count(*) FROM users WHERE role = 'admin'").pluck().get()).toBe(1);
    expect((await login(app, 'admin@rheinkontor-immobilien.de', password)).response.statusCode).toBe(200);
  });
});
