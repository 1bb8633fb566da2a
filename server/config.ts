import { resolve } from 'node:path';
import { readFirebaseConfig } from '../src/shared/firebase/firebaseConfig';
import { isPortalPasswordEnv } from '../src/shared/resources/portals';
import { VARIABLES, type CheckedName, type CheckedValues, type CheckedVariable, type Variable } from './env/variables';

/** The environment as the server gets it: process.env, or what a test or a CLI hands over. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** A wrong environment variable; the message names each one with what it must be (the value, unless a secret). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const ROOT_DIR = resolve(import.meta.dirname, '..');

const isChecked = (entry: [string, Variable]): entry is [CheckedName, CheckedVariable] => 'check' in entry[1];

/** The value of every checked variable of variables.ts, and a line for each wrong one. Blank counts as unset. */
function checkVariables(env: Environment): { values: CheckedValues; problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, variable] of (Object.entries(VARIABLES) as [string, Variable][]).filter(isChecked)) {
    const given = env[name]?.trim() ? env[name] : undefined;
    const result = variable.check.safeParse(given ?? variable.default);
    if (result.success) values[name] = result.data;
    else problems.push(`${name} ${result.error.issues[0].message}${given === undefined || variable.secret ? '' : `, got "${given}"`}`);
  }
  return { values: values as CheckedValues, problems };
}

/** Variables that only make sense together: the account of the server (or of the transfer CLIs) and its password. */
const PAIRS = [
  ['FIREBASE_MAIL_ACCOUNT', 'FIREBASE_MAIL_PASSWORD'],
  ['FIREBASE_STAFF_EMAIL', 'FIREBASE_STAFF_PASSWORD'],
] as const satisfies readonly (readonly [CheckedName, CheckedName])[];

const account = (email: string | undefined, password: string | undefined) => (email && password ? { email, password } : undefined);

type FirebaseName = Extract<CheckedName, `VITE_FIREBASE_${string}` | `${string}_EMULATOR_HOST`>;
const isFirebaseName = (name: string): name is FirebaseName => name.startsWith('VITE_FIREBASE_') || name.endsWith('_EMULATOR_HOST');

/**
 * The one configuration of the server and its CLIs, read from the environment once at start (server/index.ts,
 * server/dev.ts, server/cli/*) and handed to the code, which never reads the environment itself. Every variable is
 * declared with its default and its check in server/env/variables.ts (the README's table is rendered from there);
 * a wrong value throws one ConfigError naming every wrong variable.
 */
export function readConfig(env: Environment = process.env) {
  const { values: v, problems } = checkVariables(env);
  const firebaseWeb = Object.fromEntries(Object.entries(v).filter(([name]) => isFirebaseName(name))) as Pick<CheckedValues, FirebaseName>;
  for (const [first, second] of PAIRS) {
    if (Boolean(env[first]?.trim()) !== Boolean(env[second]?.trim())) problems.push(`${first} and ${second} must be set together`);
  }
  // Firebase mode starts only with the web app's configuration complete; its checks are the browser's own.
  if (problems.length === 0 && v.BACKEND === 'firebase') {
    try {
      readFirebaseConfig(firebaseWeb);
    } catch (error) {
      problems.push(`BACKEND=firebase: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0)
    throw new ConfigError(
      `Invalid configuration (see "Environment variables" in README.md):\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );

  return {
    port: v.PORT,
    host: v.HOST,
    /**
     * PUBLIC_URL: the site's origin (`https://www.example.de`). When set, canonical and sharing URLs, the sitemap,
     * robots.txt and the CSRF check use it, and requests for any other host are refused (421). Unset, all of these
     * follow the request's own host, and answers built from it are kept out of shared caches.
     */
    publicUrl: v.PUBLIC_URL,
    rootDir: ROOT_DIR,
    logLevel: v.LOG_LEVEL,
    /** Database, uploads and backups live here (created on first start). */
    dataDir: resolve(v.DATA_DIR),
    /** The build to serve (`npm run build` output). */
    distDir: resolve(ROOT_DIR, v.DIST_DIR),
    /** Fill an empty database with the demo content on start. */
    seedDemo: v.SEED_DEMO,
    /**
     * TRUST_PROXY: whether and from whom forwarded headers are believed (client address for the rate limits and
     * the sign-in lock, protocol for HSTS and the `__Host-` cookie, host for URLs). Off by default: a server that
     * clients reach directly must not let them choose their own address.
     */
    trustProxy: v.TRUST_PROXY,
    backend: v.BACKEND,
    /** The first admin account, created only when the user table is empty; without a password one is generated. */
    initialAdmin: { email: v.ADMIN_EMAIL, password: v.ADMIN_PASSWORD },
    loginAttempts: v.LOGIN_ATTEMPTS,
    visitorReadsPerMinute: v.VISITOR_READS_PER_MINUTE,
    responseCacheBytes: Math.round(v.RESPONSE_CACHE_MB * 1024 * 1024),
    mail: {
      /** SMTP_URL: `smtp://user:pass@host:587` (STARTTLS whenever the server offers it) or `smtps://…:465`. */
      smtpUrl: v.SMTP_URL,
      /** MAIL_FROM: the sender address; without it the agency's e-mail from the settings. */
      from: v.MAIL_FROM,
      /** How often the worker looks for due mails besides being woken by a new one. */
      pollMs: v.MAIL_POLL_SECONDS * 1000,
      /** How long a worker may hold a mail it is sending before another one may take it over. */
      claimMs: v.MAIL_CLAIM_SECONDS * 1000,
    },
    searchAlertPollMs: v.SEARCH_ALERT_POLL_SECONDS * 1000,
    firebase: {
      /** The VITE_FIREBASE_* values and emulator hosts, for readFirebaseConfig (src/shared/firebase/firebaseConfig.ts). */
      web: firebaseWeb,
      /** The server's own account (docs/mail.md); without it Firebase mode runs without mails and staff routes. */
      mailAccount: account(v.FIREBASE_MAIL_ACCOUNT, v.FIREBASE_MAIL_PASSWORD),
      /** A member of staff, for `data:export`/`data:import` against Firebase. */
      staffAccount: account(v.FIREBASE_STAFF_EMAIL, v.FIREBASE_STAFF_PASSWORD),
    },
    openimmo: {
      debounceMs: v.OPENIMMO_DEBOUNCE_SECONDS * 1000,
      /** Every PORTAL_<NAME>_PASSWORD that is set; a portal record names the one it uses (server/openimmo/portalPassword.ts). */
      portalPasswords: portalPasswords(env),
    },
    /** USER_PASSWORD: the password of `npm run user -- add/passwd` without a terminal. */
    userPassword: v.USER_PASSWORD,
    /** BACKUP_DIR: where `npm run backup` writes; unset, DATA_DIR/backups. */
    backupDir: v.BACKUP_DIR === undefined ? undefined : resolve(v.BACKUP_DIR),
    /** BACKUP_KEEP_DAYS: `npm run backup` removes older backups (docs/privacy.md). */
    backupKeepDays: v.BACKUP_KEEP_DAYS,
  };
}

export type ServerConfig = ReturnType<typeof readConfig>;
export type PortalPasswords = Readonly<Record<string, string>>;

/** Only names a portal may use are taken, so no other secret of the server can ever be sent to a portal's host. */
function portalPasswords(env: Environment): PortalPasswords {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => isPortalPasswordEnv(entry[0]) && Boolean(entry[1])),
  );
}

/**
 * For the entry points (server, CLIs): the configuration, or the process ends with the one message of a ConfigError
 * on standard error (no stack trace: the message says everything an operator needs).
 */
export function readConfigOrExit(env: Environment = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Said once when the production server starts: what an operator should change before going live. */
export function startupWarnings(config: ServerConfig): string[] {
  if (config.publicUrl) return [];
  return [
    'PUBLIC_URL is not set: canonical and sharing URLs, the sitemap, robots.txt and the CSRF check follow the Host header of each request, ' +
      "and pages, sitemap.xml and robots.txt are sent with Cache-Control: private. Set PUBLIC_URL to the site's origin (e.g. https://www.example.de) in production.",
  ];
}
