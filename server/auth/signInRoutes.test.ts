import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPasswordCostForTests } from './passwords';
import { readConfig } from '../config';
import { ADMIN, authPlugins, login, ORIGIN, post } from '../../test-support/server/authPlugins';
import { build } from '../../test-support/server/build';
import { WRONG_CREDENTIALS } from './signInRoutes';

let app: FastifyInstance;
let notices: string[];
let logs: Record<string, unknown>[];
afterEach(() => app?.close());

async function start(options?: Parameters<typeof authPlugins>[0]) {
  ({ app, notices, logs } = await build({ plugins: authPlugins(options) }));
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
    // At production's scrypt cost: at the tests' low one (test-support/server/lowPasswordCost.ts) scrypt is lost in the request.
    setPasswordCostForTests('production');
    try {
      await start();
      const time = async (email: string) => {
        const started = performance.now();
        await login(app, email, 'falsches-passwort', { remoteAddress: `10.0.0.${Math.floor(Math.random() * 250)}` });
        return performance.now() - started;
      };
      // Medians of interleaved tries: one try of each was at the mercy of a pause of the loaded test machine.
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 5; round++) {
        known.push(await time(ADMIN.email));
        unknown.push(await time('niemand@example.de'));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[2];
      // Both run one scrypt (tens of milliseconds); an unchecked unknown address would answer in about one.
      expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    } finally {
      setPasswordCostForTests('low');
    }
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
    expect(empty.json().errors).toEqual({
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      password: 'Bitte geben Sie Ihr Passwort ein.',
    });
    const malformed = await post(app, '/api/auth/login', undefined, {
      payload: '{kaputt',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Bitte überprüfen Sie Ihre Eingaben.', errors: {} });
  });
});

// Each test signs in twenty times or more, and each sign-in hashes a password with scrypt on purpose: slow on a busy machine.
describe('POST /api/auth/login throttling', { timeout: 60_000 }, () => {
  // Failures count for a quarter hour; the clock moves only when a test moves it.
  let now: number;
  beforeEach(() => {
    now = Date.UTC(2025, 0, 6, 8, 0);
  });
  const startWithClock = () => start({ now: () => now });
  const from = (remoteAddress: string) => ({ remoteAddress });
  const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);
  const wrong = (address: string, email = ADMIN.email) => login(app, email, 'falsches-passwort', from(address));
  const right = (address: string) => login(app, ADMIN.email, ADMIN.password, from(address));

  it('does not count successful sign-ins: twenty in a row from one address all succeed', async () => {
    await startWithClock();
    for (let i = 0; i < 20; i++) expect((await right('10.0.0.1')).response.statusCode, `sign-in ${i + 1}`).toBe(200);
  });

  it("forgets an address's failures on an account when the right password comes, so typing mistakes do not add up", async () => {
    await startWithClock();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await wrong('10.0.0.1')).response.statusCode).toBe(401);
      expect((await right('10.0.0.1')).response.statusCode).toBe(200);
    }
  });

  it('refuses an address for an account for a quarter hour after five wrong passwords, while the owner elsewhere gets in', async () => {
    await startWithClock();
    for (let i = 0; i < 5; i++) expect((await wrong('10.0.0.66')).response.statusCode).toBe(401);
    const refused = await right('10.0.0.66');
    expect(refused.response.statusCode).toBe(429);
    expect(retryAfter(refused.response)).toBe(900);
    expect(refused.response.json()).toEqual({ message: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.' });
    expect(refused.cookie).toBeUndefined();

    // The owner at another address: five failures on the account ask for a second's patience, no more.
    const owner = await right('10.0.0.1');
    expect(owner.response.statusCode).toBe(429);
    expect(retryAfter(owner.response)).toBe(1);
    expect(owner.response.json()).toEqual({ message: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einer Sekunde erneut.' });
    now += 1000;
    expect((await right('10.0.0.1')).response.statusCode).toBe(200);

    // The guessing address stays refused, even with the right password, until its failures are a quarter hour old.
    now = Date.UTC(2025, 0, 6, 8, 14);
    const stillRefused = await right('10.0.0.66');
    expect(stillRefused.response.statusCode).toBe(429);
    expect(retryAfter(stillRefused.response)).toBe(60);
    now = Date.UTC(2025, 0, 6, 8, 15);
    expect((await right('10.0.0.66')).response.statusCode).toBe(200);
  });

  it('answers failures spread over many addresses with growing delays capped at a minute, never with a lock', async () => {
    await startWithClock();
    let attacker = 0;
    /** One wrong password from a new address, waiting as long as the server asks; returns the wait, if any. */
    const guess = async () => {
      const address = `10.9.0.${++attacker}`;
      const first = await wrong(address);
      if (first.response.statusCode === 401) return 0;
      expect(first.response.statusCode).toBe(429);
      now += retryAfter(first.response) * 1000;
      expect((await wrong(address)).response.statusCode).toBe(401);
      return retryAfter(first.response);
    };
    const waits: number[] = [];
    for (let i = 0; i < 15; i++) waits.push(await guess());
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);

    // The owner, from an address without failures, is asked to wait at most the capped minute …
    const owner = await right('10.0.0.1');
    expect(owner.response.statusCode).toBe(429);
    expect(retryAfter(owner.response)).toBe(60);
    // … and gets in after it, even though the attack went on meanwhile and got in first.
    const racing = Array.from({ length: 5 }, (_, i) => `10.9.1.${i}`);
    for (const address of racing) expect((await wrong(address)).response.statusCode).toBe(429);
    now += 60 * 1000;
    for (const address of racing) expect((await wrong(address)).response.statusCode).toBe(401);
    const signedIn = await right('10.0.0.1');
    expect(signedIn.response.statusCode).toBe(200);
    expect(signedIn.cookie).toBeDefined();
  });

  it('refuses an address for a quarter hour after ten failures on any accounts; its sign-ins do not count', async () => {
    await startWithClock();
    for (let i = 0; i < 10; i++) {
      expect((await right('10.0.0.66')).response.statusCode).toBe(200);
      expect((await wrong('10.0.0.66', `versuch${i}@example.de`)).response.statusCode).toBe(401);
    }
    now += 5 * 60 * 1000;
    const refused = await right('10.0.0.66'); // even the right password
    expect(refused.response.statusCode).toBe(429);
    expect(retryAfter(refused.response)).toBe(600);
    // An empty form from there gets the same answer: the address, not the form, is refused.
    expect((await post(app, '/api/auth/login', {}, from('10.0.0.66'))).statusCode).toBe(429);
    // Another address is not affected.
    expect((await right('10.1.1.1')).response.statusCode).toBe(200);
    now = Date.UTC(2025, 0, 6, 8, 15);
    expect((await right('10.0.0.66')).response.statusCode).toBe(200);
  });

  it('counts parallel guesses before checking them, so a burst gets no more than the limit', async () => {
    await startWithClock();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => wrong('10.0.0.66', `versuch${i}@example.de`)));
    const statuses = burst.map(({ response }) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
  });

  it('logs a warning about an attacked account once per quarter hour, with the number of addresses', async () => {
    await startWithClock();
    const attackWarnings = () => logs.filter((line) => line.msg === 'sign-in attack on account');
    for (let i = 0; i < 4; i++) await wrong(`10.9.0.${i}`);
    expect(attackWarnings()).toEqual([]);
    await wrong('10.9.0.4');
    expect(attackWarnings()).toEqual([
      expect.objectContaining({
        level: 40,
        email: ADMIN.email,
        userId: expect.any(String),
        failures: 5,
        addresses: 5,
        since: '2025-01-06T08:00:00.000Z',
      }),
    ]);
    // A sixth failure (after the second it is asked to wait) warns no more.
    expect((await wrong('10.9.0.5')).response.statusCode).toBe(429);
    now += 1000;
    expect((await wrong('10.9.0.5')).response.statusCode).toBe(401);
    expect(attackWarnings()).toHaveLength(1);
    // An address without an account has nobody to tell.
    for (let i = 0; i < 5; i++) await wrong(`10.9.1.${i}`, 'niemand@example.de');
    expect(attackWarnings()).toHaveLength(1);
    // Once those failures are more than a quarter hour old, a new attack is a new warning.
    now = Date.UTC(2025, 0, 6, 8, 16);
    for (let i = 0; i < 5; i++) await wrong(`10.9.2.${i}`);
    expect(attackWarnings()).toHaveLength(2);
    expect(attackWarnings()[1]).toMatchObject({ failures: 5, since: '2025-01-06T08:16:00.000Z' });
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
    await start({ initialAdmin: readConfig({}).initialAdmin });
    expect(notices).toHaveLength(1);
    const password = /Passwort: (\S+)/.exec(notices[0])?.[1] ?? '';
    expect(notices[0]).toContain('admin@rheinkontor-immobilien.de');
    expect(notices[0]).toContain(`Passwort: ${password} `);
    expect(app.db.prepare("SELECT count(*) FROM users WHERE role = 'admin'").pluck().get()).toBe(1);
    expect((await login(app, 'admin@rheinkontor-immobilien.de', password)).response.statusCode).toBe(200);
  });
});
