import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ensureBuild } from '../../scripts/buildAll';
import { buildApp } from '../app';
import { readConfig, type Environment } from '../config';
import { productionRenderer } from '../render/productionRenderer';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  logs: { level: number; msg: string }[];
  dataDir: string;
  /** Closes the app and removes its data directory. */
  close(): Promise<void>;
}

/**
 * The production app over the current build and a fresh data directory, its log lines collected. `env` is read as
 * the server reads its environment (server/config.ts); nothing comes from the test process's own.
 */
export async function createTestApp(env: Environment = {}): Promise<TestApp> {
  await ensureBuild();
  const logs: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'rheinkontor-test-'));
  // Forwarded headers are believed from anybody, as behind a proxy: tests simulate HTTPS (X-Forwarded-Proto) and
  // client addresses (X-Forwarded-For) with them. A test of the direct case passes TRUST_PROXY: 'false' or undefined.
  const config = readConfig({ PORT: '0', DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR, SEED_DEMO: 'false', TRUST_PROXY: 'true', ...env });
  const app = await buildApp({ config, renderer: await productionRenderer(config.distDir), logger: { level: 'warn', stream } });
  return {
    app,
    logs,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
