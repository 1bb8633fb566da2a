// Shared pieces of the stress suite: the real server as a child process, HTTP helpers, and the check book.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const ADMIN = { email: 'stress@rheinkontor-immobilien.de', password: 'Stresstest-Passwort-2025' };

// ---- Checks -------------------------------------------------------------------------------------

export interface Check {
  scenario: string;
  name: string;
  passed: boolean;
  detail: string;
}
export const checks: Check[] = [];

export function check(scenario: string, name: string, passed: boolean, detail = ''): boolean {
  checks.push({ scenario, name, passed, detail });
  console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${name}${detail ? ` – ${detail}` : ''}`);
  return passed;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// ---- The server ---------------------------------------------------------------------------------

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Every temporary folder of the run, removed at its end (unless STRESS_KEEP is set). */
export const scratchDirs: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `stress-${prefix}-`));
  scratchDirs.push(dir);
  return dir;
}

/** Servers still running; a scenario that fails half-way leaves none behind (see killAll). */
const running = new Set<ChildProcess>();

export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map((child) => new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    })),
  );
}

export interface ServerOptions {
  dataDir: string;
  seed?: boolean;
  /** Run the server under `ulimit -f <blocks>` (512-byte blocks): the disk-full fallback without root. */
  fileSizeLimitBlocks?: number;
  logFile: string;
  /** More environment for the server (e.g. SMTP_URL). */
  env?: Record<string, string>;
}

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  port: number;
  exited: Promise<number | null>;
  /** SIGTERM and wait (graceful: requests in flight finish, the database closes). */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-write, as in a power cut of the process (the OS page cache survives). */
  kill(): Promise<void>;
}

/** Starts `node --import tsx server/index.ts` on a free port and waits until it answers. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED_DEMO: options.seed ? 'true' : 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.STRESS_LOG_LEVEL ?? 'warn',
    // The load test plays many visitors from this host, each with its own X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    ...options.env,
  };
  const log = openSync(options.logFile, 'a');
  const node = [process.execPath, '--import', 'tsx', 'server/index.ts'];
  // exec keeps one process: the pid is the server's own, so SIGKILL hits the server and nothing else.
  const child =
    options.fileSizeLimitBlocks === undefined
      ? spawn(node[0], node.slice(1), { cwd: ROOT, env, stdio: ['ignore', log, log] })
      : spawn('bash', ['-c', `ulimit -f ${options.fileSizeLimitBlocks} && exec "$@"`, 'bash', ...node], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  running.add(child);
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.seed ? 180_000 : 60_000);
  let alive = true;
  void exited.then(() => (alive = false));
  for (;;) {
    if (!alive) throw new Error(`Server exited during start; see ${options.logFile}`);
    try {
      if ((await fetch(`${origin}/api/numbers`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not start in time; see ${options.logFile}`);
    }
    await sleep(200);
  }
  return {
    child,
    origin,
    port,
    exited,
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
    async kill() {
      if (!alive) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

// ---- HTTP ---------------------------------------------------------------------------------------

/** Signs the stress admin in; returns the Cookie header. */
export async function signIn(origin: string, forwardedFor = '10.200.0.1'): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

let addressCounter = 0;
/** A fresh client address per inquiry: the per-address inquiry limit then never mixes the simulated visitors. */
export function visitorAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function inquiryBody(marker: string) {
  return {
    name: 'Lasttest Besucherin',
    email: 'besucherin@example.de',
    phone: '0221 987654',
    topic: 'besichtigung',
    message: `Bitte um einen Besichtigungstermin. Kennung ${marker}`,
    privacyConsent: true,
  };
}

export function teamBody(marker: string, bioLength = 200) {
  return {
    name: `Stress ${marker}`.slice(0, 100),
    role: 'Lasttest',
    email: 'stress@rheinkontor-immobilien.de',
    bio: `Kennung ${marker} `.padEnd(bioLength, 'x'),
    order: 1,
    published: false,
  };
}

export interface Acknowledged {
  collection: string;
  id: string;
}

/** One write over HTTP; resolves with the acknowledged id, or null for any refusal or lost connection. */
export async function write(
  origin: string,
  kind: 'inquiry' | 'team',
  marker: string,
  cookie: string,
  bioLength?: number,
): Promise<{ status: number; id: string | null }> {
  const visitor = kind === 'inquiry';
  try {
    const response = await fetch(`${origin}/api/${visitor ? 'inquiries' : 'team'}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        ...(visitor ? { 'x-forwarded-for': visitorAddress() } : { cookie }),
      },
      body: JSON.stringify(visitor ? inquiryBody(marker) : teamBody(marker, bioLength)),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (response.status !== 201) return { status: response.status, id: null };
    return { status: 201, id: (JSON.parse(text) as { id: string }).id };
  } catch {
    return { status: 0, id: null };
  }
}

/**
 * Which of the ids are stored, asked through the running server as staff: 250 ids a request, so the filter stays
 * below the API's 10 000 characters.
 */
export async function storedIds(origin: string, cookie: string, collection: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 250) {
    const chunk = ids.slice(start, start + 250);
    const query = new URLSearchParams({ filter: JSON.stringify({ id: chunk }), range: JSON.stringify([0, 999]) });
    const response = await fetch(`${origin}/api/${collection}?${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`Listing ${collection} failed: ${response.status}`);
    for (const record of (await response.json()) as { id: string }[]) found.add(record.id);
  }
  return found;
}

/** A valid listing with a long description: about 20 kB per write, to fill a small disk quickly. */
export function propertyBody(marker: string, descriptionLength = 19_000) {
  return {
    title: `Stresstest ${marker}`.slice(0, 120),
    marketingType: 'kauf',
    usage: 'wohnen',
    objectType: 'wohnung',
    status: 'verfuegbar',
    published: false,
    postcode: '50937',
    city: 'Köln',
    district: 'suelz',
    price: 450_000,
    energyCertificateType: 'liegt-nicht-vor',
    description: `<p>Kennung ${marker}</p><p>${'Großzügige Räume mit viel Licht. '.repeat(Math.ceil(descriptionLength / 33)).slice(0, descriptionLength - 60)}</p>`,
  };
}
