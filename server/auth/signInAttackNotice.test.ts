import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency } from '../../test-support/firebase/records';
import { mailDate } from '../../src/shared/mail/mailDate';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/mail/testSmtpServer';
import { build, type TestApp } from '../../test-support/server/build';

const PUBLIC_URL = 'http://localhost';
const ADMIN = { email: 'redaktion@rheinkontor-immobilien.de', password: 'sehr-geheimes-Testpasswort-1' };
const SUBJECT = 'Sicherheitshinweis: viele fehlgeschlagene Anmeldeversuche für Ihren Zugang';

/** What the guesser controls, each spelt so it cannot appear in a mail by accident. */
const GUESSED_PASSWORD = 'Angreifer-Rate-Passwort-7731';
const USER_AGENT = 'Botnetz-Kennung/4.2 (x-angreifer)';
/** The account's address as the guesser types it: another spelling of the same account. */
const TYPED_EMAIL = '  REDAKTION@Rheinkontor-Immobilien.DE ';

let smtp: TestSmtpServer;
let first: TestApp;
const forwarded: string[] = [];
let host = 0;

/** One wrong password from a forwarded client address, a fresh one unless given (TRUST_PROXY is on in the test app). */
function guess(app: TestApp, email = TYPED_EMAIL, address = `203.0.113.${++host}`) {
  forwarded.push(address);
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: GUESSED_PASSWORD },
    headers: { origin: PUBLIC_URL, 'x-forwarded-for': address, 'user-agent': USER_AGENT },
  });
}

/** Five wrong passwords on the account from five addresses: what the throttle reports as an attack. */
async function wave(app: TestApp, email = TYPED_EMAIL) {
  for (let i = 0; i < 5; i++) expect((await guess(app, email)).statusCode).toBe(401);
}

const attackWarnings = (app: TestApp) => app.logs.filter((line) => line.msg === 'sign-in attack on account');
const noticesInOutbox = (app: TestApp) => app.app.mail.outbox.countTo('sign-in-attack', ADMIN.email, 0);
/** The notice is composed after the 401 went out; a held-back one leaves no trace but the outbox count. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

const appEnv = (smtpUrl: string) => ({ SMTP_URL: smtpUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  first = await start(appEnv(smtp.url));
  const signedIn = await first.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: PUBLIC_URL } });
  const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const saved = await first.app.inject({
    method: 'PUT',
    url: '/api/settings/agency',
    payload: agency,
    headers: { origin: PUBLIC_URL, cookie },
  });
  expect(saved.statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  if (running.has(first)) await first.close();
  await smtp?.stop();
});

/** Apps not yet stopped: the restart test stops the first one itself and keeps its data directory. */
const running = new Set<TestApp>();
async function start(env: NodeJS.ProcessEnv) {
  const app = await build({ env });
  running.add(app);
  return app;
}
/** Stops the server process, as a restart does; its database stays where DATA_DIR says. */
async function stop(app: TestApp) {
  running.delete(app);
  await app.app.close();
}

// Each guess runs scrypt on purpose, and the restart builds a second app: slow on a busy machine.
describe('the e-mail notice about a sign-in attack', { timeout: 120_000 }, () => {
  it('mails the account’s own address once, in German, with the count and the time, and nothing the guesser sent', async () => {
    const started = Date.now();
    await wave(first);
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelopeTo).toEqual([ADMIN.email]);
    expect(mail.parsed.to).toMatchObject({ value: [{ address: ADMIN.email }] });
    expect(mail.parsed.subject).toBe(SUBJECT);

    const text = mail.parsed.text!.replace(/\s+/g, ' ');
    const since = /Seit (\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr) gab es 5 fehlgeschlagene Anmeldeversuche/.exec(text);
    expect(since, text).not.toBeNull();
    expect([mailDate(new Date(started)), mailDate(new Date())]).toContain(since![1]);
    expect(text).toContain('von 5 verschiedenen Internetadressen aus');
    expect(text).toContain('Ihr Zugang ist nicht gesperrt');
    expect(text).toContain('„Passwort vergessen?“');
    expect(text).toContain('Administratorin oder Ihrem Administrator');
    expect(mail.parsed.html).toContain(`href="${PUBLIC_URL}/login"`);
    // The agency's shared layout.
    expect(mail.parsed.html).toContain(agency.companyName);

    // Decoded, so that no transfer encoding can hide a planted string.
    const everything = [mail.parsed.headerLines.map((header) => header.line).join('\n'), mail.parsed.text, mail.parsed.html].join('\n');
    for (const planted of [...forwarded, GUESSED_PASSWORD, USER_AGENT, 'Botnetz', TYPED_EMAIL.trim(), 'REDAKTION']) {
      expect(everything, planted).not.toContain(planted);
    }
    expect(noticesInOutbox(first)).toBe(1);
  });

  it('sends no second notice for more guesses in the same attack, nor for an address without an account', async () => {
    const before = smtp.received.length;
    // The account is slowed down by now: the first guess from a new address is asked to wait a second.
    const address = '198.51.100.77';
    expect((await guess(first, TYPED_EMAIL, address)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await guess(first, TYPED_EMAIL, address)).statusCode).toBe(401);
    await wave(first, 'niemand@rheinkontor-immobilien.de');
    await settle();
    expect(smtp.received.length).toBe(before);
    expect(noticesInOutbox(first)).toBe(1);
  });

  it('sends none after a restart within 24 hours either, though the new process reports the attack again', async () => {
    const before = smtp.received.length;
    const dataDir = first.dataDir;
    await stop(first);
    const restarted = await start({ ...appEnv(smtp.url), DATA_DIR: dataDir });
    let later: TestApp | undefined;
    try {
      await wave(restarted);
      expect(attackWarnings(restarted)).toHaveLength(1);
      await settle();
      expect(smtp.received.length).toBe(before);
      expect(noticesInOutbox(restarted)).toBe(1);

      // Only the day counts: once the notice is older than 24 hours, the next attack is told again.
      restarted.app.db.prepare(`UPDATE outbox SET created_at = created_at - 86400000 WHERE kind = 'sign-in-attack'`).run();
      await stop(restarted);
      later = await start({ ...appEnv(smtp.url), DATA_DIR: dataDir });
      await wave(later);
      const mails = await smtp.waitFor(before + 1);
      expect(mails[before].envelopeTo).toEqual([ADMIN.email]);
      expect(mails[before].parsed.subject).toBe(SUBJECT);
    } finally {
      for (const app of [restarted, later]) {
        if (app && running.has(app)) await stop(app);
        // Each made a data directory of its own that DATA_DIR left unused.
        if (app) rmSync(app.dataDir, { recursive: true, force: true });
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
