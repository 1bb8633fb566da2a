import { spawn, type ChildProcess } from 'node:child_process';
import { rootDir } from '../scripts/buildState';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the production server as its own process, as `npm start` would, and waits until it answers. */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: rootDir,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Server did not start within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
