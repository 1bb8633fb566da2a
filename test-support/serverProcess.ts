// The real server (server/index.ts) as a child process on loopback, with its own data directory and staff
// account: for the stress suite, the browser tests that need a server of their own, and the seeded-data cache.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = resolve(import.meta.dirname, '..');
/** The first admin every server started here creates on an empty user table (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const ADMIN = { email: 'stress@rheinkontor-immobilien.de', password: 'Stresstest-Passwort-2025' };

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

/** Every temporary folder made by tempDir; whoever runs the tests removes them at the end. */
export const scratchDirs: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `test-${prefix}-`));
  scratchDirs.push(dir);
  return dir;
}

/** Servers still running; a test that fails half-way leaves none behind (see killAll). */
const running = new Set<ChildProcess>();

export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((done) => {
          child.once('exit', () => done());
          child.kill('SIGKILL');
        }),
    ),
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

/** Starts `node --import tsx server/index.ts` on a free port and waits until it answers. Needs the build (dist/). */
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
      : spawn('bash', ['-c', `ulimit -f ${options.fileSizeLimitBlocks} && exec "$@"`, 'bash', ...node], {
          cwd: ROOT,
          env,
          stdio: ['ignore', log, log],
        });
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

/** Signs ADMIN in; returns the Cookie header. */
export async function signIn(origin: string, forwardedFor = '10.200.0.1'): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
