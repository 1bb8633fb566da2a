import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface AuthEmulator {
  /** host:port, for connectAuthEmulator. */
  host: string;
  projectId: string;
  /** The e-mails the emulator "sent" (password reset links), as its REST API lists them. */
  sentEmails(): Promise<{ email: string; requestType: string }[]>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts firebase-tools' Authentication emulator (pure Node, works offline) on free ports, with its
 * own firebase.json in a temporary folder and its own demo project id, so parallel test runs never
 * meet. CI and NO_UPDATE_NOTIFIER keep the CLI from going online (message of the day, update check).
 */
export async function startAuthEmulator({ timeoutMs = 90_000 } = {}): Promise<AuthEmulator> {
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const projectId = `demo-rk-${process.pid}-${Date.now().toString(36)}`.slice(0, 30);
  const folder = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
    ui: { enabled: false },
  };
  writeFileSync(join(folder, 'firebase.json'), JSON.stringify({ emulators: { ...emulators, singleProjectMode: true } }));

  const cli = join(dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
  // detached: the emulator is the CLI's child; stopping the process group stops both.
  const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: folder,
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Should the test process end without stop() (a crash, a killed run), the emulator goes with it.
  const killOnExit = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(folder, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${base}/`)
      .then(async (response) => ((await response.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready === true)
      .catch(() => false);
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Auth emulator did not start within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    host: `127.0.0.1:${port}`,
    projectId,
    async sentEmails() {
      const response = await fetch(`${base}/emulator/v1/projects/${projectId}/oobCodes`);
      return ((await response.json()) as { oobCodes: { email: string; requestType: string }[] }).oobCodes;
    },
    stop,
  };
}
