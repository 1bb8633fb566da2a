import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../src/shared/auth/passwordRules';
import { BACKEND_MODES } from '../../src/shared/firebase/backendMode';
import { DEFAULT_VISITOR_READS_PER_MINUTE } from '../http/visitorReads';
import { decimal, email, flag, mailAddress, oneOf, parsedBy, password, seconds, smtpUrl, text, wholeNumber } from './checks';
import { parsePublicUrl } from './publicUrl';
import { parseTrustProxy } from './trustProxy';

/** Failed sign-ins per client address in 15 minutes; the sign-in and account routes default to it as well. */
export const DEFAULT_LOGIN_ATTEMPTS = 10;

/** What the README's table says about a variable (readmeTable.ts renders it). */
interface Documented {
  /** The README's "Meaning"; neighbours with the same meaning share a row. */
  meaning: string;
  /** The raw text an unset or blank variable stands for; the check reads it like a given value. */
  default?: string;
  /** The README's "Default" when there is no `default`: what happens without the variable. */
  unset?: string;
  /** The README's "Variable" when it is not the name itself. */
  label?: string;
}

/** Read by the server and its CLIs, once at start (server/config.ts). */
export interface CheckedVariable extends Documented {
  check: z.ZodType<unknown, string | undefined>;
  /** Never echoed in the start's error message. */
  secret?: true;
}

/** Listed for the README only: read by the browser build (Vite), the tests or their tools, and checked there. */
export type ElsewhereVariable = Documented;

export type Variable = CheckedVariable | ElsewhereVariable;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const FIREBASE_WEB_APP =
  'web app configuration of the Firebase project (public values, read by the browser build and, in Firebase mode, by the server)';
const FIREBASE_EMULATORS = 'local emulators instead of the real services (the browser build and the server)';
const FIREBASE_TOOLS_EMULATORS =
  'set by `firebase emulators:exec`; the server then uses the emulators, and the emulator tests run (otherwise counted as skipped)';

/**
 * Every environment variable the project reads, in the README's order, with its default and its check. The server
 * reads its own ones through server/config.ts only; the README's table "Environment variables" is rendered from this
 * list (server/env/readmeTable.ts, checked by its test).
 */
export const VARIABLES = {
  PORT: { check: wholeNumber(0, 65535, 'a port number from 0 to 65535'), default: '3000', meaning: "the server's port" },
  HOST: { check: text(), default: '0.0.0.0', meaning: 'address the server listens on' },
  PUBLIC_URL: {
    check: parsedBy(parsePublicUrl).optional(),
    unset: 'origin of the request',
    meaning:
      "the site's public origin, e.g. `https://www.rheinkontor-immobilien.de` (scheme and host only; anything else stops the server at start). When set, the server answers only requests for this host (others get 421) and builds canonical and Open Graph URLs, sitemap.xml, robots.txt and the CSRF origin from it. Mails carry pictures only with it (docs/mail.md). Unset, these follow the request's host, pages, sitemap.xml and robots.txt are sent `Cache-Control: private`, and `npm start` logs a warning. Set it in production; health checks must send this host",
  },
  LOG_LEVEL: { check: oneOf(LOG_LEVELS), default: 'info', meaning: LOG_LEVELS.map((level) => `\`${level}\``).join(', ') },
  DATA_DIR: {
    check: text(),
    default: 'data',
    meaning:
      "database (`content.sqlite`), images (`media/`), backups, the exposé PDF cache (`expose-pdf/`) and the mails' JPEG pictures (`mail-pictures/`), both safe to delete and not backed up; created on first start",
  },
  SEED_DEMO: {
    check: flag(),
    default: 'true',
    meaning:
      "`false`: do not fill an empty database with demo content (the valuation's starting Marktdaten go into an empty table either way, docs/valuation.md)",
  },
  TRUST_PROXY: {
    check: parsedBy(parseTrustProxy),
    default: 'false',
    meaning:
      "whom the server believes about `X-Forwarded-For/-Proto/-Host` (client address for the sign-in and inquiry limits, HTTPS for HSTS and the `__Host-` cookie): `false` nobody (server reached directly), a comma-separated list of the proxy's addresses/CIDR ranges (e.g. `127.0.0.1` or `loopback,10.0.0.0/8`), a number of proxy hops (e.g. `2` in the Cloud Run image) or `true` (everybody – only when the server can be reached through the proxy alone); see docs/security.md",
  },
  ADMIN_EMAIL: {
    check: email(),
    default: 'admin@rheinkontor-immobilien.de',
    meaning: 'e-mail address of the first administrator account (only on first start with an empty user table)',
  },
  ADMIN_PASSWORD: {
    check: password().optional(),
    secret: true,
    unset: '– (generated and shown once in the log)',
    meaning: `password of the first administrator account, at least ${MIN_PASSWORD_LENGTH} characters (only on first start)`,
  },
  USER_PASSWORD: { check: password().optional(), secret: true, meaning: 'password for `npm run user -- add/passwd` without a terminal' },
  BACKUP_DIR: { check: text().optional(), unset: '`data/backups` (`DATA_DIR/backups`)', meaning: 'target folder of `npm run backup`' },
  BACKUP_KEEP_DAYS: {
    check: wholeNumber(1, 3_650, 'a whole number of days from 1 to 3650'),
    default: '30',
    meaning:
      '`npm run backup` removes the backups older than this, so erased and expired personal data leaves the backups too (docs/privacy.md)',
  },
  LOGIN_ATTEMPTS: {
    check: wholeNumber(1, 1_000_000, 'a whole number of at least 1'),
    default: String(DEFAULT_LOGIN_ATTEMPTS),
    meaning:
      'failed sign-ins per client address in 15 minutes, on any accounts (then 429 until the oldest is 15 minutes old; per account and address 5, across addresses growing delays up to 60 s, docs/security.md); also limits password changes per signed-in member of staff in 15 minutes. Successful sign-ins never count',
  },
  VISITOR_READS_PER_MINUTE: {
    check: wholeNumber(0, 1_000_000_000, 'a whole number of reads (0 turns the limit off)'),
    default: String(DEFAULT_VISITOR_READS_PER_MINUTE),
    meaning:
      "visitors' API reads per client address and minute that the response cache cannot answer, and as many page renders (a budget of their own); beyond it a German 429 with `Retry-After`. Cached answers and signed-in staff are never limited; `0` turns the limit off. Behind a proxy it needs `TRUST_PROXY`, or every visitor shares one address",
  },
  RESPONSE_CACHE_MB: {
    check: decimal((megabytes) => megabytes >= 0, 'a number of megabytes (0 switches the cache off)'),
    default: '32',
    meaning: 'memory for cached pages and public API answers in MB (fractions allowed); `0` switches the cache off (docs/caching.md)',
  },
  SMTP_URL: {
    check: smtpUrl().optional(),
    secret: true,
    meaning:
      'mail server, `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`; without it mails wait in the outbox (docs/mail.md)',
  },
  MAIL_FROM: { check: mailAddress().optional(), unset: "the agency's e-mail from the settings", meaning: 'sender address of every mail' },
  MAIL_POLL_SECONDS: { check: seconds(), default: '15', meaning: 'how often the mail worker looks for due mails' },
  MAIL_CLAIM_SECONDS: { check: seconds(), default: '300', meaning: 'how long one process may hold a mail it is sending' },
  SEARCH_ALERT_POLL_SECONDS: {
    check: seconds(),
    default: '30',
    meaning:
      'how often the search-request job looks for new listings, due digests and clean-ups besides being woken by a saved listing (docs/search-alerts.md)',
  },
  FIREBASE_MAIL_ACCOUNT: {
    check: email().optional(),
    meaning:
      "Firebase mode: the server's account that writes inquiry mails to the `mail` collection of the Trigger Email extension (docs/mail.md), reads what the valuation's estimate (docs/valuation.md) and the staff's draft exposé PDF need, and looks up the staff list for the dashboard's requests to the server (without it those answer 503, docs/firebase.md)",
  },
  FIREBASE_MAIL_PASSWORD: { check: text().optional(), secret: true, meaning: 'its password (needed with `FIREBASE_MAIL_ACCOUNT`)' },
  BACKEND: {
    check: oneOf(BACKEND_MODES),
    default: 'embedded',
    meaning: '`embedded` (SQLite on this server) or `firebase` (Firestore, Firebase Authentication, Cloud Storage)',
  },
  VITE_BACKEND: { default: 'embedded', meaning: 'the same choice for the browser bundle (fixed at build time)' },
  VITE_FIREBASE_API_KEY: { check: text().optional(), meaning: FIREBASE_WEB_APP },
  VITE_FIREBASE_AUTH_DOMAIN: { check: text().optional(), meaning: FIREBASE_WEB_APP },
  VITE_FIREBASE_PROJECT_ID: { check: text().optional(), meaning: FIREBASE_WEB_APP },
  VITE_FIREBASE_STORAGE_BUCKET: { check: text().optional(), meaning: FIREBASE_WEB_APP },
  VITE_FIREBASE_APP_ID: { check: text().optional(), meaning: FIREBASE_WEB_APP },
  VITE_FIREBASE_MESSAGING_SENDER_ID: { check: text().optional(), meaning: FIREBASE_WEB_APP },
  VITE_FIREBASE_MEASUREMENT_ID: {
    meaning: 'Google Analytics measurement ID of the web app; in Firebase mode the visitor statistics (only after consent) need it',
  },
  VITE_FIREBASE_AUTH_PROVIDERS: {
    check: text().optional(),
    meaning: 'further sign-in methods, e.g. `google,github`; e-mail and password are always on',
  },
  VITE_FIREBASE_AUTH_EMULATOR_HOST: { check: text().optional(), meaning: FIREBASE_EMULATORS },
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: { check: text().optional(), meaning: FIREBASE_EMULATORS },
  VITE_FIREBASE_STORAGE_EMULATOR_HOST: { check: text().optional(), meaning: FIREBASE_EMULATORS },
  FIREBASE_AUTH_EMULATOR_HOST: { check: text().optional(), meaning: FIREBASE_TOOLS_EMULATORS },
  FIRESTORE_EMULATOR_HOST: { check: text().optional(), meaning: FIREBASE_TOOLS_EMULATORS },
  FIREBASE_STORAGE_EMULATOR_HOST: { check: text().optional(), meaning: FIREBASE_TOOLS_EMULATORS },
  FIREBASE_STAFF_EMAIL: { check: email().optional(), meaning: 'staff account for `data:export`/`data:import` against Firebase' },
  FIREBASE_STAFF_PASSWORD: { check: text().optional(), secret: true, meaning: 'its password (needed with `FIREBASE_STAFF_EMAIL`)' },
  OPENIMMO_DEBOUNCE_SECONDS: {
    check: seconds(),
    default: '600',
    meaning: 'how long after a change of listings, team, agency data or portals the automatic OpenImmo transfers wait (docs/openimmo.md)',
  },
  PORTAL_NAME_PASSWORD: {
    label: 'portal passwords, e.g. `PORTAL_IMMOSCOUT24_PASSWORD`',
    meaning:
      'each portal record in the dashboard names the variable its FTP/SFTP password is read from (`PORTAL_<NAME>_PASSWORD`; server/config.ts collects all of them at start); never stored in the database',
  },
  OPENIMMO_XSD: {
    meaning:
      'path to a local `openimmo_127b.xsd` (never commit it): the tests then validate the export with `xmllint --schema` (otherwise that test is counted as skipped)',
  },
  DIST_DIR: { check: text(), default: 'dist', meaning: 'build folder (separate folders allow parallel builds, e.g. for tests)' },
  CHROME_PATH: { meaning: 'Chromium for the browser tests' },
  E2E_PORT: { default: '4173', meaning: "the server's port during the browser tests" },
  E2E_TRACE: {
    meaning:
      "set (e.g. `1`) to record a Playwright trace of every browser test and keep those of failed tests in `test-results/e2e-<port>/`; off by default, as recording cost about a quarter of the browser suite's time",
  },
} as const satisfies Record<string, Variable>;

export type VariableName = keyof typeof VARIABLES;

/** The names server/config.ts reads and checks. */
export type CheckedName = { [Name in VariableName]: (typeof VARIABLES)[Name] extends CheckedVariable ? Name : never }[VariableName];

/** Each checked variable's value as its check gives it. */
export type CheckedValues = { [Name in CheckedName]: z.output<(typeof VARIABLES)[Name]['check']> };
