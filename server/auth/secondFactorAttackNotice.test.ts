import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency } from '../../test-support/firebase/records';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { secondFactorAttackSubject, signInAttackSubject } from '../mail/templates/SignInAttackMail';
import { build, type TestApp } from '../../test-support/server/build';

const PUBLIC_URL = 'http://localhost';
const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };

let smtp: TestSmtpServer;
let testApp: TestApp;
let secret: string;
let host = 0;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: PUBLIC_URL, 'x-forwarded-for': `203.0.113.${++host}`, ...headers },
  });

/** The right password: the guesser has it, and gets the token of the code step (after the wait the wrong passwords caused). */
async function pendingToken(): Promise<string> {
  const address = { 'x-forwarded-for': `198.51.100.${++host}` };
  let answer = await post('/api/auth/login', ADMIN, address);
  if (answer.statusCode === 429) {
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after']) * 1000));
    answer = await post('/api/auth/login', ADMIN, address);
  }
  expect(answer.statusCode).toBe(200);
  return answer.json().pendingToken as string;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await build({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL } });
  const cookie = (await post('/api/auth/login', ADMIN)).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  expect(
    (await testApp.app.inject({ method: 'PUT', url: '/api/settings/agency', payload: agency, headers: { origin: PUBLIC_URL, cookie } }))
      .statusCode,
  ).toBe(200);
  secret = (await post('/api/account/two-factor/setup', { password: ADMIN.password }, { cookie })).json().secret;
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await post('/api/account/two-factor/confirm', { code }, { cookie })).statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  await smtp?.stop();
});

// Each first step runs scrypt on purpose: slow on a busy machine.
describe('wrong codes of the second step', { timeout: 120_000 }, () => {
  it('lock the code step after ten and mail the owner, even on a day a notice about wrong passwords went out', async () => {
    // Earlier the same day: five wrong passwords, reported as usual.
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/login', { email: ADMIN.email, password: 'falsch-geraten-123' })).statusCode).toBe(401);
    const [passwordNotice] = await smtp.waitFor(1);
    expect(passwordNotice.parsed.subject).toBe(signInAttackSubject);

    // The guesser has the password: five wrong codes per pending sign-in, twice, each from another address.
    for (let round = 0; round < 2; round++) {
      const token = await pendingToken();
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await post('/api/auth/login/second-factor', { pendingToken: token, code: '000000' })).statusCode).toBe(401);
    }
    const [, notice] = await smtp.waitFor(2);
    expect(notice.envelopeTo).toEqual([ADMIN.email]);
    expect(notice.parsed.subject).toBe(secondFactorAttackSubject);
    const text = notice.parsed.text!.replace(/\s+/g, ' ');
    expect(text).toContain('10-mal ein falscher Code der Zwei-Faktor-Anmeldung eingegeben, von 10 verschiedenen Internetadressen aus');
    expect(text).toContain('15 Minuten lang keine Codes an');
    expect(notice.parsed.html).toContain(`${PUBLIC_URL}/login`);
    expect(testApp.logs.some((line) => line.msg === 'second-factor attack on account')).toBe(true);

    // Locked: the right code waits too.
    const refused = await post('/api/auth/login/second-factor', {
      pendingToken: await pendingToken(),
      code: new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });
});
