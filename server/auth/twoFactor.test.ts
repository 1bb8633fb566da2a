import { NO_PERMISSION } from '../../src/shared/auth/rolePolicy';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from './users';
import { TWO_FACTOR_SETUP_REQUIRED } from './twoFactorGate';
import { ADMIN, authPlugins, login, ORIGIN, post } from '../../test-support/server/authPlugins';
import { build } from '../../test-support/server/build';
import { WRONG_PASSWORD } from './ownAccountRoutes';
import { CODE_ATTEMPTS_USED_UP, WRONG_CODE } from './signInRoutes';
import { LOGIN_EXPIRED } from './signInSchemas';

let app: FastifyInstance;
let now: number;
const STEP_MS = 30 * 1000;
beforeEach(async () => {
  // Mid-step, so one step either side is a whole step away.
  now = Date.UTC(2026, 10, 12, 14, 5, 10);
  ({ app } = await build({ plugins: authPlugins({ now: () => now }) }));
});
afterEach(() => app?.close());

const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });
const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** Turns two factors on for the signed-in account, as the page does; returns the secret and the recovery codes. */
async function enrol(cookie: string) {
  const setup = await post(app, '/api/account/two-factor/setup', { password: ADMIN.password }, { headers: { cookie } });
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qrCode } = setup.json() as { secret: string; uri: string; qrCode: string };
  const confirm = await post(app, '/api/account/two-factor/confirm', { code: codeAt(secret, now) }, { headers: { cookie } });
  expect(confirm.statusCode).toBe(200);
  return { secret, uri, qrCode, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

const secondStep = (pendingToken: string, code: string) => post(app, '/api/auth/login/second-factor', { pendingToken, code });

/** The first step of a sign-in with two factors: no cookie, only a token for the second step. */
async function firstStep(email = ADMIN.email, password = ADMIN.password) {
  const { response, cookie } = await login(app, email, password);
  expect(response.statusCode).toBe(200);
  expect(cookie).toBeUndefined();
  const body = response.json() as { secondFactor: string; pendingToken: string };
  expect(body.secondFactor).toBe('totp');
  return body.pendingToken;
}

const sessionCookie = (response: Awaited<ReturnType<typeof secondStep>>) => {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return cookie ? `sid=${cookie.value}` : '';
};

describe('two-factor sign-in (TOTP)', () => {
  it('enrols with a code from the secret and then asks for a second step at sign-in', async () => {
    const { cookieHeader } = await login(app);
    const { secret, uri, qrCode, recoveryCodes } = await enrol(cookieHeader);
    expect(uri).toBe(
      `otpauth://totp/Rheinkontor%20Immobilien:chefin%40example.de?issuer=Rheinkontor%20Immobilien&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(
      /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect((await get('/api/account/two-factor', cookieHeader)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredForAdmins: false,
      setupRequired: false,
      mayChangeSetting: true,
    });
    // Stored hashed: no recovery code is in the database.
    const stored = JSON.stringify(app.db.prepare('SELECT * FROM totp_recovery_codes').all());
    for (const code of recoveryCodes) expect(stored).not.toContain(code);

    const pendingToken = await firstStep();
    // The pending token is not a session.
    expect((await get('/api/auth/me', `sid=${pendingToken}`)).statusCode).toBe(401);
    now += STEP_MS;
    const response = await secondStep(pendingToken, codeAt(secret, now));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect((await get('/api/auth/me', sessionCookie(response))).json()).toMatchObject({
      email: ADMIN.email,
      twoFactorSetupRequired: false,
    });
    // Used up: the same pending token opens nothing a second time.
    now += STEP_MS;
    const again = await secondStep(pendingToken, codeAt(secret, now));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.' });
  });

  it('refuses an enrolment whose first code is wrong, and keeps two factors off', async () => {
    const { cookieHeader } = await login(app);
    const { secret } = (
      await post(app, '/api/account/two-factor/setup', { password: ADMIN.password }, { headers: { cookie: cookieHeader } })
    ).json() as { secret: string };
    const wrong = await post(
      app,
      '/api/account/two-factor/confirm',
      { code: codeAt(secret, now + 5 * STEP_MS) },
      { headers: { cookie: cookieHeader } },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe('Der Code ist nicht richtig. Bitte geben Sie den aktuellen Code aus Ihrer App ein.');
    expect((await login(app)).cookie).toBeDefined();
  });

  it('accepts codes one step either side, not two, and never the same step twice', async () => {
    const { cookieHeader } = await login(app);
    const { secret } = await enrol(cookieHeader);
    now += 10 * STEP_MS;
    const twoStepsAgo = await secondStep(await firstStep(), codeAt(secret, now - 2 * STEP_MS));
    expect(twoStepsAgo.statusCode).toBe(401);
    expect(twoStepsAgo.json()).toEqual({ message: WRONG_CODE });
    const previousStep = codeAt(secret, now - STEP_MS);
    expect((await secondStep(await firstStep(), previousStep)).statusCode).toBe(200);
    // Replayed (a code seen over a shoulder, or a second request racing the first): refused.
    expect((await secondStep(await firstStep(), previousStep)).statusCode).toBe(401);
    // So is an older step once a newer one has been used …
    const current = codeAt(secret, now);
    expect((await secondStep(await firstStep(), codeAt(secret, now + STEP_MS))).statusCode).toBe(200);
    expect((await secondStep(await firstStep(), current)).statusCode).toBe(401);
    // … while the next step works.
    now += 2 * STEP_MS;
    expect((await secondStep(await firstStep(), codeAt(secret, now))).statusCode).toBe(200);
  });

  // Every first step runs scrypt: slow on a busy machine.
  it(
    'counts wrong codes per account until a right code: the right password forgives none, five end the sign-in, ten lock the step',
    { timeout: 90_000 },
    async () => {
      const { cookieHeader } = await login(app);
      const { secret, recoveryCodes } = await enrol(cookieHeader);
      // Wrong app codes and wrong recovery codes alike.
      const wrong = (attempt: number) => (attempt % 2 ? '000000' : 'AAAA-BBBB-CCCC-DDDD');

      // The probe: the right password, four wrong codes, again and again. Every fifth wrong code ends the pending sign-in
      // (the rest of that round finds it expired), the tenth locks the code step: the fifth round is refused outright.
      const answers: string[] = [];
      for (let round = 0; round < 5; round++) {
        const pendingToken = await firstStep();
        for (let attempt = 0; attempt < 4; attempt++) {
          const answer = await secondStep(pendingToken, wrong(attempt));
          answers.push(`${answer.statusCode} ${answer.json().message}`);
        }
      }
      const used = `401 ${CODE_ATTEMPTS_USED_UP}`;
      const expired = `401 ${LOGIN_EXPIRED}`;
      const tried = `401 ${WRONG_CODE}`;
      const locked = '429 Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.';
      expect(answers).toEqual([
        ...[tried, tried, tried, tried],
        ...[used, expired, expired, expired],
        ...[tried, tried, tried, tried],
        ...[used, expired, expired, expired],
        ...[locked, locked, locked, locked],
      ]);

      // Locked for 15 minutes: the right app code and an unused recovery code wait too, and the recovery code stays unused.
      now += STEP_MS;
      const refused = await secondStep(await firstStep(), codeAt(secret, now));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.');
      expect(Number(refused.headers['retry-after'])).toBe(15 * 60 - STEP_MS / 1000);
      expect(sessionCookie(refused)).toBe('');
      expect((await secondStep(await firstStep(), recoveryCodes[0])).statusCode).toBe(429);

      // After the lock, ten more wrong codes lock it twice as long.
      now += 15 * 60 * 1000;
      for (let round = 0; round < 2; round++) {
        const pendingToken = await firstStep();
        for (let attempt = 0; attempt < 5; attempt++) expect((await secondStep(pendingToken, wrong(attempt))).statusCode).toBe(401);
      }
      expect(Number((await secondStep(await firstStep(), recoveryCodes[0])).headers['retry-after'])).toBe(30 * 60);
      now += 30 * 60 * 1000;
      expect((await secondStep(await firstStep(), recoveryCodes[0])).statusCode).toBe(200);
    },
  );

  it(
    'ends the pending sign-in after five wrong codes, so the password must be entered again; a right code starts the count afresh',
    { timeout: 60_000 },
    async () => {
      const { cookieHeader } = await login(app);
      const { secret } = await enrol(cookieHeader);
      const pendingToken = await firstStep();
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await secondStep(pendingToken, '000000')).json()).toEqual({ message: WRONG_CODE });
      // A second pending sign-in of the account (another tab, or the guesser in parallel) counts for the same account.
      const parallel = await firstStep();
      const fifth = await secondStep(parallel, '000000');
      expect(fifth.statusCode).toBe(401);
      expect(fifth.json()).toEqual({ message: CODE_ATTEMPTS_USED_UP });
      now += STEP_MS;
      for (const token of [pendingToken, parallel])
        expect((await secondStep(token, codeAt(secret, now))).json()).toEqual({ message: LOGIN_EXPIRED });

      // Four wrong codes and then the right one: the count starts again, so four more wrong ones keep the sign-in open.
      const first = await firstStep();
      for (let attempt = 0; attempt < 4; attempt++) expect((await secondStep(first, '000000')).json()).toEqual({ message: WRONG_CODE });
      expect((await secondStep(first, codeAt(secret, now))).statusCode).toBe(200);
      const second = await firstStep();
      for (let attempt = 0; attempt < 4; attempt++) expect((await secondStep(second, '000000')).json()).toEqual({ message: WRONG_CODE });
      now += STEP_MS;
      expect((await secondStep(second, codeAt(secret, now))).statusCode).toBe(200);
    },
  );

  it('takes each recovery code once, typed in any case and without hyphens', async () => {
    const { cookieHeader } = await login(app);
    const { recoveryCodes } = await enrol(cookieHeader);
    const typed = recoveryCodes[3].replaceAll('-', ' ').toLowerCase();
    const first = await secondStep(await firstStep(), typed);
    expect(first.statusCode).toBe(200);
    expect((await get('/api/account/two-factor', sessionCookie(first))).json()).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await secondStep(await firstStep(), recoveryCodes[3]);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: WRONG_CODE });
    expect((await secondStep(await firstStep(), recoveryCodes[4])).statusCode).toBe(200);
  });

  it('sets two factors up only with the current password, not with the session alone', async () => {
    const { cookieHeader } = await login(app);
    const headers = { cookie: cookieHeader };
    const bare = await post(app, '/api/account/two-factor/setup', {}, { headers });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.password).toBe('Bitte geben Sie Ihr Passwort ein.');
    const wrong = await post(app, '/api/account/two-factor/setup', { password: 'falsches-passwort' }, { headers });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe(WRONG_PASSWORD);
    expect(app.db.prepare('SELECT count(*) FROM user_totp').pluck().get()).toBe(0);
    expect((await post(app, '/api/account/two-factor/setup', { password: ADMIN.password }, { headers })).statusCode).toBe(200);
  });

  it('new recovery codes replace the old ones and need the password; turning two factors off needs the password or a code', async () => {
    const { cookieHeader } = await login(app);
    const { secret, recoveryCodes } = await enrol(cookieHeader);
    const headers = { cookie: cookieHeader };
    // Neither the session alone nor a code from the app makes new recovery codes.
    for (const proof of [{}, { code: codeAt(secret, now + STEP_MS) }, { password: 'falsches-passwort' }]) {
      expect((await post(app, '/api/account/two-factor/recovery-codes', proof, { headers })).statusCode).toBe(400);
    }
    expect((await secondStep(await firstStep(), recoveryCodes[1])).statusCode).toBe(200);
    const fresh = await post(app, '/api/account/two-factor/recovery-codes', { password: ADMIN.password }, { headers });
    expect(fresh.statusCode).toBe(200);
    const newCodes = (fresh.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(newCodes).toHaveLength(10);
    expect((await secondStep(await firstStep(), recoveryCodes[0])).statusCode).toBe(401);

    const nothing = await post(app, '/api/account/two-factor/disable', {}, { headers });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors.password).toBe('Bitte geben Sie Ihr Passwort oder einen Code aus Ihrer App ein.');
    const wrong = await post(app, '/api/account/two-factor/disable', { password: 'falsches-passwort' }, { headers });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe('Das Passwort oder der Code ist nicht richtig.');
    now += STEP_MS;
    expect((await post(app, '/api/account/two-factor/disable', { code: codeAt(secret, now) }, { headers })).statusCode).toBe(204);
    expect((await get('/api/account/two-factor', cookieHeader)).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    // The password alone signs in again; the secret is gone.
    expect((await login(app)).cookie).toBeDefined();
    expect(app.db.prepare('SELECT count(*) FROM user_totp').pluck().get()).toBe(0);
  });
});

describe('the setting "Zwei-Faktor-Anmeldung für Administratoren verpflichtend"', () => {
  it('may be changed by admins only', async () => {
    await createUser(app.db, { email: 'assistenz@example.de', name: 'Assistenz', password: ADMIN.password });
    const { cookieHeader: other } = await login(app, 'assistenz@example.de');
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/account/two-factor-policy',
      payload: { requiredForAdmins: true },
      headers: { origin: ORIGIN, cookie: other },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: NO_PERMISSION });
    expect((await get('/api/account/two-factor', other)).json()).toMatchObject({ requiredForAdmins: false, mayChangeSetting: false });
  });

  it('sends an admin without two factors to the enrolment: every other staff request answers 403 until it is done', async () => {
    await createUser(app.db, { email: 'assistenz@example.de', name: 'Assistenz', password: ADMIN.password });
    const { cookieHeader } = await login(app);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/account/two-factor-policy', payload, headers: { origin: ORIGIN, cookie: cookieHeader } });
    expect((await put({ requiredForAdmins: 'ja' })).statusCode).toBe(400);
    expect((await put({ requiredForAdmins: true })).json()).toEqual({ requiredForAdmins: true });

    const blocked = await get('/api/private', cookieHeader);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED, twoFactorSetupRequired: true });
    expect((await post(app, '/api/private', {}, { headers: { cookie: cookieHeader } })).statusCode).toBe(403);
    // Nor can the setting be switched off without a second factor.
    expect((await put({ requiredForAdmins: false })).statusCode).toBe(403);
    expect((await get('/api/auth/me', cookieHeader)).json()).toMatchObject({ twoFactorSetupRequired: true });
    expect((await get('/api/account/two-factor', cookieHeader)).json()).toMatchObject({ setupRequired: true, requiredForAdmins: true });
    expect((await get('/api/account/sessions', cookieHeader)).statusCode).toBe(200);
    // Other accounts are not admins: the setting does not concern them.
    expect((await get('/api/private', (await login(app, 'assistenz@example.de')).cookieHeader)).statusCode).toBe(200);

    await enrol(cookieHeader);
    expect((await get('/api/private', cookieHeader)).json()).toEqual({ email: ADMIN.email });
    expect((await get('/api/auth/me', cookieHeader)).json()).toMatchObject({ twoFactorSetupRequired: false });
  });
});
