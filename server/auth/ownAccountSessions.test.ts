import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from './users';
import { ADMIN, authPlugins, login, ORIGIN, post } from '../../test-support/server/authPlugins';
import { build } from '../../test-support/server/build';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let app: FastifyInstance;
let now: number;
beforeEach(async () => {
  now = Date.UTC(2026, 10, 12, 14, 5);
  ({ app } = await build({ plugins: authPlugins({ now: () => now }) }));
});
afterEach(() => app?.close());

const signInWith = async (userAgent: string, email = ADMIN.email) =>
  (await login(app, email, ADMIN.password, { headers: { 'user-agent': userAgent } })).cookieHeader;
const sessions = async (cookie: string) =>
  (await app.inject({ url: '/api/account/sessions', headers: { cookie } })).json() as {
    id: string;
    device: string;
    current: boolean;
    lastUsedAt: string;
  }[];
const signedIn = async (cookie: string) => (await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode === 200;

describe('the account\'s own sessions ("Mein Zugang")', () => {
  it("lists the device and last use of each, this one first and marked, and no other account's", async () => {
    await createUser(app.db, { email: 'assistenz@example.de', name: 'Assistenz', password: ADMIN.password });
    await signInWith(SAFARI_IPHONE, 'assistenz@example.de');
    await signInWith(SAFARI_IPHONE);
    now += 5 * 60 * 1000;
    await signInWith(FIREFOX_LINUX);
    now += 5 * 60 * 1000;
    const mine = await signInWith(CHROME_WINDOWS);
    now += 60 * 1000;
    const list = await sessions(mine);
    expect(list.map(({ device, current }) => [device, current])).toEqual([
      ['Chrome auf Windows', true],
      ['Firefox auf Linux', false],
      ['Safari auf iPhone', false],
    ]);
    expect(list[1].lastUsedAt).toBe('2026-11-12T14:10:00.000Z');
    // The handle is neither the token nor the stored hash.
    const stored = app.db.prepare('SELECT token_hash FROM sessions').pluck().all() as string[];
    for (const { id } of list) {
      expect(stored).not.toContain(id);
      expect(mine).not.toContain(id);
    }
  });

  it("ends one other session, not another account's and not this one (that is signing out)", async () => {
    await createUser(app.db, { email: 'assistenz@example.de', name: 'Assistenz', password: ADMIN.password });
    const phone = await signInWith(SAFARI_IPHONE);
    const laptop = await signInWith(FIREFOX_LINUX);
    const colleague = await signInWith(CHROME_WINDOWS, 'assistenz@example.de');
    const mine = await signInWith(CHROME_WINDOWS);
    const [current, ...others] = await sessions(mine);
    const end = (id: string, cookie = mine) =>
      app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: { origin: ORIGIN, cookie } });

    const phoneEntry = others.find((entry) => entry.device === 'Safari auf iPhone')!;
    expect((await end(phoneEntry.id)).statusCode).toBe(204);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    const again = await end(phoneEntry.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Diese Sitzung gibt es nicht mehr.' });
    expect((await end(current.id)).statusCode).toBe(404);
    expect(await signedIn(mine)).toBe(true);
    const colleagues = (await sessions(colleague))[0];
    expect((await end(colleagues.id)).statusCode).toBe(404);
    expect(await signedIn(colleague)).toBe(true);
  });

  it('ends all other sessions at once and keeps this one', async () => {
    const others = [await signInWith(SAFARI_IPHONE), await signInWith(FIREFOX_LINUX)];
    const mine = await signInWith(CHROME_WINDOWS);
    const response = await post(app, '/api/account/sessions/end-others', {}, { headers: { cookie: mine } });
    expect(response.json()).toEqual({ ended: 2 });
    for (const cookie of others) expect(await signedIn(cookie)).toBe(false);
    expect((await sessions(mine)).map(({ device }) => device)).toEqual(['Chrome auf Windows']);
  });

  it('a password change (current password required) ends the other sessions and keeps this browser signed in', async () => {
    const phone = await signInWith(SAFARI_IPHONE);
    const mine = await signInWith(CHROME_WINDOWS);
    const change = (currentPassword: string) =>
      post(
        app,
        '/api/auth/password',
        { currentPassword, newPassword: 'Neues-Passwort-2026' },
        { headers: { cookie: mine, 'user-agent': CHROME_WINDOWS } },
      );
    const wrong = await change('falsch-geraten-123');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Das bisherige Passwort ist nicht richtig.' });
    expect(await signedIn(phone)).toBe(true);

    const response = await change(ADMIN.password);
    expect(response.statusCode).toBe(204);
    const renewed = response.cookies.find((cookie) => cookie.name === 'sid')!;
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(mine)).toBe(false);
    const list = await sessions(`sid=${renewed.value}`);
    expect(list.map(({ device, current }) => [device, current])).toEqual([['Chrome auf Windows', true]]);
  });
});
