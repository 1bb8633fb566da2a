// Threats: session fixation, stolen or replayed session cookies, guessed passwords, learning which addresses have an
// account. Defences: server/auth/{sessions,sessionCookie,passwords,users}.ts, server/auth/signInRoutes.ts, server/auth/authPlugin.ts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPasswordCostForTests } from '../auth/passwords';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, TOUCH_INTERVAL_MS } from '../auth/sessions';
import { createUser } from '../auth/users';
import { WRONG_CREDENTIALS } from '../auth/signInRoutes';
import { ADMIN, authPlugins } from '../../test-support/server/authPlugins';
import { build } from '../../test-support/server/build';
import { createSecurityApp, login, nextAddress, ORIGIN, type SecurityApp } from '../../test-support/server/security/securityTestApp';

let s: SecurityApp;
beforeAll(async () => {
  s = await createSecurityApp();
}, 120_000);
afterAll(() => s.close());

const me = (cookieHeader: string, headers: Record<string, string> = {}) =>
  s.app.inject({ url: '/api/auth/me', headers: { cookie: cookieHeader, ...headers } });

// Every test signs in with an account of its own: the failures one test counts on an account must not slow down
// the next.
let accounts = 0;
let account = { email: '', password: 'Sicherheits-Testpasswort-2025' };
async function freshAccount() {
  accounts += 1;
  account = {
    email: `mitarbeiter${accounts}@rheinkontor-immobilien.de`,
    password: `Passwort-${accounts}-${randomBytes(6).toString('hex')}`,
  };
  await createUser(s.app.db, account);
  return account;
}
beforeEach(freshAccount);
const signIn = (extra: Parameters<typeof login>[3] = {}) => login(s.app, account.email, account.password, extra);
const sessionsOf = (email: string) =>
  s.app.db.prepare('SELECT s.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?').all(email);
const sessionWhere = 'user_id = (SELECT id FROM users WHERE email = ?)';

describe('the session cookie', () => {
  it('is httpOnly, SameSite=Strict, host-only, limited to the absolute timeout', async () => {
    const { cookie } = await signIn();
    expect(cookie).toMatchObject({ name: 'sid', httpOnly: true, sameSite: 'Strict', path: '/', maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
  });

  it('is __Host-sid with Secure over HTTPS, and a plain sid is then ignored', async () => {
    const https = { 'x-forwarded-proto': 'https', host: 'www.rheinkontor-immobilien.de' };
    const { response, cookie } = await signIn({ headers: { ...https, origin: 'https://www.rheinkontor-immobilien.de' } });
    expect(response.statusCode).toBe(200);
    expect(cookie).toMatchObject({ name: '__Host-sid', secure: true, path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect((await me(`__Host-sid=${cookie!.value}`, https)).statusCode).toBe(200);
    expect((await me(`sid=${cookie!.value}`, https)).statusCode).toBe(401);
  });

  it('is stored only as a hash: the database holds no usable token', async () => {
    const { cookie } = await signIn();
    const stored = JSON.stringify(s.app.db.prepare('SELECT * FROM sessions').all());
    expect(stored).not.toContain(cookie!.value);
  });
});

describe('session lifecycle', () => {
  it('rotates on sign-in: the token a browser had before is ended, never reused (no fixation)', async () => {
    const first = await signIn();
    const second = await signIn({ headers: { cookie: first.cookieHeader } });
    expect(second.cookie!.value).not.toBe(first.cookie!.value);
    expect((await me(first.cookieHeader)).statusCode).toBe(401);
    expect((await me(second.cookieHeader)).statusCode).toBe(200);
  });

  it('never adopts a token an attacker planted', async () => {
    const planted = `sid=${randomBytes(32).toString('base64url')}`;
    expect((await me(planted)).statusCode).toBe(401);
    const { cookie } = await signIn({ headers: { cookie: planted } });
    expect(`sid=${cookie!.value}`).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
  });

  it('ends on logout on the server: a copied cookie is useless afterwards', async () => {
    const { cookieHeader } = await signIn();
    const logout = await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: ORIGIN, cookie: cookieHeader } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
    expect((await me(cookieHeader)).statusCode).toBe(401);
    expect((await s.app.inject({ url: '/api/inquiries', headers: { cookie: cookieHeader } })).statusCode).toBe(401);
  });

  it('ends every session of the account on a password change; only the changing browser gets a new one', async () => {
    const other = await signIn();
    const changing = await signIn();
    const newPassword = 'Ganz-neues-Passwort-2026';
    const change = await s.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { origin: ORIGIN, cookie: changing.cookieHeader },
      payload: { currentPassword: account.password, newPassword },
    });
    expect(change.statusCode).toBe(204);
    const renewed = change.cookies.find((cookie) => cookie.name === 'sid')!;
    expect((await me(other.cookieHeader)).statusCode).toBe(401);
    expect((await me(changing.cookieHeader)).statusCode).toBe(401);
    expect((await me(`sid=${renewed.value}`)).statusCode).toBe(200);
    expect(sessionsOf(account.email)).toHaveLength(1);
  });

  it('ends after two idle hours', async () => {
    const { cookieHeader } = await signIn();
    expect((await me(cookieHeader)).statusCode).toBe(200);
    s.app.db
      .prepare(`UPDATE sessions SET last_seen_at = last_seen_at - ? WHERE ${sessionWhere}`)
      .run(IDLE_TIMEOUT_MS + 1000, account.email);
    expect((await me(cookieHeader)).statusCode).toBe(401);
  });

  it('ends after twelve hours however busy it is', async () => {
    const { cookieHeader } = await signIn();
    const now = Date.now();
    // Created twelve hours ago and used a second ago: the absolute limit still ends it.
    s.app.db
      .prepare(`UPDATE sessions SET created_at = ?, last_seen_at = ?, expires_at = ? WHERE ${sessionWhere}`)
      .run(now - ABSOLUTE_TIMEOUT_MS, now - 1000, now, account.email);
    expect((await me(cookieHeader)).statusCode).toBe(401);
    expect(sessionsOf(account.email)).toEqual([]);
  });

  it('guards the dashboard pages with the same session', async () => {
    const { cookieHeader } = await signIn();
    expect((await s.app.inject({ url: '/dashboard', headers: { cookie: cookieHeader } })).statusCode).toBe(200);
    await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: ORIGIN, cookie: cookieHeader } });
    const after = await s.app.inject({ url: '/dashboard', headers: { cookie: cookieHeader } });
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).toBe('/login?redirect=%2Fdashboard');
  });
});

describe('guessing passwords', () => {
  it('slows an account down after five failures from anywhere, but never locks the right password out', async () => {
    const { email, password } = account;
    // Five guesses, each from another address: no address reaches a limit of its own.
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(s.app, email, 'falsches-Passwort')).response.statusCode).toBe(401);
    const owner = { remoteAddress: nextAddress() };
    const asked = await login(s.app, email, password, owner);
    expect(asked.response.statusCode).toBe(429);
    expect(asked.response.headers['retry-after']).toBe('1');
    expect(asked.response.json()).toEqual({ message: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einer Sekunde erneut.' });
    expect(asked.cookie).toBeUndefined();
    // The next guess elsewhere waits twice as long …
    const attacker = { remoteAddress: nextAddress() };
    expect((await login(s.app, email, 'falsches-Passwort', attacker)).response.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await login(s.app, email, 'falsches-Passwort', attacker)).response.statusCode).toBe(401);
    expect((await login(s.app, email, 'falsches-Passwort')).response.headers['retry-after']).toBe('2');
    // … while the owner, having waited the second asked of them, gets in.
    const signedIn = await login(s.app, email, password, owner);
    expect(signedIn.response.statusCode).toBe(200);
    expect(signedIn.cookie).toBeDefined();
  });

  it('counts only failures: signing in again and again is never refused', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 15; attempt++) expect((await signIn({ remoteAddress: address })).response.statusCode).toBe(200);
  });

  it('limits attempts per client address, whatever the account', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await login(s.app, `raten${attempt}@example.de`, 'falsches-Passwort', { remoteAddress: address })).response.statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('no user enumeration', () => {
  const unknown = 'gibt-es-nicht@rheinkontor-immobilien.de';

  it('answers a wrong password and an unknown address alike, byte for byte', async () => {
    const wrong = await login(s.app, account.email, 'falsches-Passwort');
    const missing = await login(s.app, unknown, 'falsches-Passwort');
    const comparable = (response: typeof wrong.response) => {
      // Only the date differs between any two answers.
      const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => name !== 'date'));
      return { status: response.statusCode, body: response.body, headers };
    };
    expect(comparable(missing.response)).toEqual(comparable(wrong.response));
    expect(wrong.response.json()).toEqual({ message: WRONG_CREDENTIALS });
  });

  it('slows an unknown address down on the same schedule as an existing one', async () => {
    const existing = account.email;
    const sequence = async (email: string) => {
      const answers: string[] = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        const { response } = await login(s.app, email, 'falsches-Passwort');
        answers.push(`${response.statusCode} ${response.headers['retry-after'] ?? '-'}`);
      }
      return answers;
    };
    const forExisting = await sequence(existing);
    const forUnknown = await sequence('niemand-hier@rheinkontor-immobilien.de');
    expect(forExisting).toEqual(['401 -', '401 -', '401 -', '401 -', '401 -', '429 1', '429 1', '429 1']);
    expect(forUnknown).toEqual(forExisting);
  });

  it('takes as long for an unknown address as for a wrong password (both run scrypt)', async () => {
    // At production's scrypt cost, on sign-in routes of their own: at the tests' low cost (test-support/server/lowPasswordCost.ts)
    // scrypt would be lost in the time of the request around it, and a missing dummy hash would go unnoticed.
    setPasswordCostForTests('production');
    const { app } = await build({ plugins: authPlugins() });
    try {
      const time = async (email: string) => {
        const started = performance.now();
        await login(app, email, 'falsches-Passwort');
        return performance.now() - started;
      };
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const known: number[] = [];
      const unknownTimes: number[] = [];
      // Alternating, so load on the machine hits both alike; four of each stay below the lock threshold.
      for (let round = 0; round < 4; round++) {
        known.push(await time(ADMIN.email));
        unknownTimes.push(await time(`zeit${round}@rheinkontor-immobilien.de`));
      }
      const ratio = median(unknownTimes) / median(known);
      // Without the dummy hash an unknown address would answer in about a millisecond instead of tens.
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    } finally {
      await app.close();
      setPasswordCostForTests('low');
    }
  });
});

describe('constant-time comparison of secrets', () => {
  it('compares password hashes with timingSafeEqual and looks sessions up by a hash of the token', () => {
    const source = (file: string) => readFileSync(join(import.meta.dirname, '../auth', file), 'utf8');
    // The only comparison of a derived key with the stored one:
    expect(source('passwords.ts')).toMatch(/return timingSafeEqual\(key, parsed\.hash\)/);
    expect(source('passwords.ts')).not.toMatch(/(key|hash)\s*[!=]==/);
    // Sessions: the token is never compared itself; the database looks up SHA-256(token), which an attacker cannot
    // steer byte by byte, so the index comparison leaks nothing about a stored token.
    expect(source('sessions.ts')).toMatch(/WHERE s\.token_hash = \?/);
    expect(source('sessions.ts')).not.toMatch(/token\s*[!=]==/);
  });
});

describe('sessions when the disk is full', () => {
  /** What SQLite answers when the disk is full, for every write to the sessions table of this connection. */
  const failWrites = (app: SecurityApp['app']) => {
    for (const event of ['UPDATE', 'DELETE']) {
      app.db.exec(
        `CREATE TEMP TRIGGER full_${event} BEFORE ${event} ON main.sessions BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END`,
      );
    }
    return () => ['UPDATE', 'DELETE'].forEach((event) => app.db.exec(`DROP TRIGGER temp.full_${event}`));
  };

  it('keeps serving a signed-in member of staff whose last-seen time cannot be written', async () => {
    const { cookieHeader } = await signIn();
    s.app.db
      .prepare(`UPDATE sessions SET last_seen_at = last_seen_at - ? WHERE ${sessionWhere}`)
      .run(TOUCH_INTERVAL_MS + 1000, account.email);
    const restore = failWrites(s.app);
    try {
      expect((await me(cookieHeader)).statusCode).toBe(200);
      expect((await s.app.inject({ url: '/api/inquiries', headers: { cookie: cookieHeader } })).statusCode).toBe(200);
      // An expired session whose row cannot be deleted is still refused.
      s.app.db.exec('DROP TRIGGER temp.full_UPDATE');
      s.app.db.prepare(`UPDATE sessions SET last_seen_at = last_seen_at - ? WHERE ${sessionWhere}`).run(IDLE_TIMEOUT_MS, account.email);
      s.app.db.exec(
        `CREATE TEMP TRIGGER full_UPDATE BEFORE UPDATE ON main.sessions BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END`,
      );
      expect((await me(cookieHeader)).statusCode).toBe(401);
    } finally {
      restore();
    }
  });

  it('survives the hourly purge of expired sessions failing, instead of ending the process', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await createSecurityApp();
    try {
      // The admin's session from createSecurityApp, expired: the purge has a row to delete.
      app.app.db.prepare('UPDATE sessions SET expires_at = 0').run();
      const restore = failWrites(app.app);
      // Before the fix the thrown SQLITE_FULL escaped from the timer: an uncaught exception ends Node.
      expect(() => vi.advanceTimersByTime(60 * 60 * 1000)).not.toThrow();
      restore();
      vi.advanceTimersByTime(60 * 60 * 1000);
      expect(app.app.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });
});
