// One configuration (issue 32): every variable is checked once at start, and a wrong one stops the start with one
// message that names it – instead of a default taken silently or a failure much later.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const root = resolve(import.meta.dirname, '..');

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  throw new Error('expected a ConfigError');
};

describe('a wrong value', () => {
  it.each([
    ['PORT', 'abc', 'PORT must be a port number from 0 to 65535, got "abc"'],
    ['PORT', '70000', 'PORT must be a port number from 0 to 65535, got "70000"'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [
      'TRUST_PROXY',
      'garbage',
      'TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses or CIDR ranges, got "garbage"',
    ],
    [
      'PUBLIC_URL',
      'https://www.example.de/immobilien',
      'PUBLIC_URL must be the site\'s origin without a path, such as https://www.example.de, got "https://www.example.de/immobilien"',
    ],
    ['SEED_DEMO', 'nein', 'SEED_DEMO must be true or false, got "nein"'],
    ['BACKEND', 'firestore', 'BACKEND must be one of embedded, firebase, got "firestore"'],
    ['ADMIN_EMAIL', 'chefin', 'ADMIN_EMAIL must be an e-mail address, got "chefin"'],
    ['LOGIN_ATTEMPTS', '0', 'LOGIN_ATTEMPTS must be a whole number of at least 1, got "0"'],
    [
      'MAIL_FROM',
      'Rheinkontor <info@example.de>',
      'MAIL_FROM must be a plain address such as info@example.de, got "Rheinkontor <info@example.de>"',
    ],
    ['MAIL_POLL_SECONDS', '0', 'MAIL_POLL_SECONDS must be a positive number of seconds, got "0"'],
    ['OPENIMMO_DEBOUNCE_SECONDS', 'zehn', 'OPENIMMO_DEBOUNCE_SECONDS must be a positive number of seconds, got "zehn"'],
  ])('%s=%s stops the start, naming the variable', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it.each(['-1', '2.5', 'viele', '1e400'])('VISITOR_READS_PER_MINUTE=%s is refused', (value) => {
    expect(problemsOf({ VISITOR_READS_PER_MINUTE: value })).toEqual([
      `VISITOR_READS_PER_MINUTE must be a whole number of reads (0 turns the limit off), got "${value}"`,
    ]);
  });

  it.each(['viel', '-1'])('RESPONSE_CACHE_MB=%s is refused', (value) => {
    expect(problemsOf({ RESPONSE_CACHE_MB: value })).toEqual([
      `RESPONSE_CACHE_MB must be a number of megabytes (0 switches the cache off), got "${value}"`,
    ]);
  });

  it('is reported with every other wrong one in one message', () => {
    expect(
      problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud', TRUST_PROXY: 'garbage', PUBLIC_URL: 'https://example.de/a' }).map(
        (line) => line.split(' ')[0],
      ),
    ).toEqual(['PORT', 'PUBLIC_URL', 'LOG_LEVEL', 'TRUST_PROXY']);
  });

  it('of a secret is never repeated in the message', () => {
    const problems = problemsOf({
      ADMIN_PASSWORD: 'kurz',
      USER_PASSWORD: 'geheim',
      SMTP_URL: 'http://postfach:streng-geheim@mail.example.de',
    });
    expect(problems).toEqual([
      'ADMIN_PASSWORD must have at least 10 characters',
      'USER_PASSWORD must have at least 10 characters',
      'SMTP_URL must be a URL such as smtp://user:password@mail.example.de:587 or smtps://…:465',
    ]);
  });

  it('includes an account without its password, or the other way round', () => {
    expect(problemsOf({ FIREBASE_MAIL_ACCOUNT: 'server@example.de' })).toEqual([
      'FIREBASE_MAIL_ACCOUNT and FIREBASE_MAIL_PASSWORD must be set together',
    ]);
    expect(problemsOf({ FIREBASE_STAFF_PASSWORD: 'Streng-geheim-1' })).toEqual([
      'FIREBASE_STAFF_EMAIL and FIREBASE_STAFF_PASSWORD must be set together',
    ]);
  });

  it('includes Firebase mode without the web app configuration', () => {
    expect(problemsOf({ BACKEND: 'firebase' })).toEqual([
      expect.stringMatching(/^BACKEND=firebase: .*VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID/),
    ]);
  });
});

describe('the values', () => {
  it('are the declared defaults when unset or blank', () => {
    const config = readConfig({ PORT: ' ', RESPONSE_CACHE_MB: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      seedDemo: true,
      backend: 'embedded',
      initialAdmin: { email: 'admin@rheinkontor-immobilien.de', password: undefined },
      loginAttempts: 10,
      visitorReadsPerMinute: 600,
      responseCacheBytes: 32 * 1024 * 1024,
      mail: { smtpUrl: undefined, from: undefined, pollMs: 15_000, claimMs: 300_000 },
      searchAlertPollMs: 30_000,
      openimmo: { debounceMs: 600_000, portalPasswords: {} },
    });
    expect(config.dataDir).toBe(resolve('data'));
    expect(config.distDir).toBe(resolve(root, 'dist'));
  });

  it('are read in the unit the code uses', () => {
    const config = readConfig({
      RESPONSE_CACHE_MB: '0.5',
      MAIL_POLL_SECONDS: '1.5',
      SEED_DEMO: 'FALSE',
      LOG_LEVEL: 'Warn',
      BACKUP_DIR: 'sicherungen',
    });
    expect(config).toMatchObject({
      responseCacheBytes: 512 * 1024,
      mail: { pollMs: 1500 },
      seedDemo: false,
      logLevel: 'warn',
      backupDir: resolve('sicherungen'),
    });
  });

  it('take only PORTAL_<NAME>_PASSWORD as portal passwords, so no other secret can reach a portal', () => {
    const config = readConfig({
      PORTAL_IMMOWELT_PASSWORD: 'portal-geheim',
      PORTAL_LEER_PASSWORD: '',
      ADMIN_PASSWORD: 'Admin-geheim-2025',
      portal_klein_password: 'x',
    });
    expect(config.openimmo.portalPasswords).toEqual({ PORTAL_IMMOWELT_PASSWORD: 'portal-geheim' });
  });
});

describe('the start with a wrong value', () => {
  // The real entry points, as an operator starts them: the process ends at once with the message and no stack trace.
  it.each([
    ['the server', 'server/index.ts', []],
    ['npm run backup', 'server/cli/backup.ts', []],
  ])(
    'of %s ends with exit code 1 and one message naming the variable',
    (_name, entry, args: string[]) => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], {
        cwd: root,
        env: { PATH: process.env.PATH, PORT: 'abc', DATA_DIR: resolve(root, 'test-results/never-created') },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        'Invalid configuration (see "Environment variables" in README.md):\n  PORT must be a port number from 0 to 65535, got "abc"\n',
      );
      expect(result.stdout).toBe('');
    },
    90_000,
  );
});
