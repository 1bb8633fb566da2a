import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ensureBuild, type BuildMode } from '../../scripts/buildAll';
import { buildApp } from '../../server/app';
import { readConfig, type Environment } from '../../server/config';
import { productionRenderer } from '../../server/render/productionRenderer';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface TestApp {
  app: FastifyInstance;
  /** The server's log lines from level warn up. */
  logs: LogLine[];
  /** A fresh temporary folder, or the environment's DATA_DIR. */
  dataDir: string;
  /** Closes the app and removes the data folder if build() made it. */
  close(): Promise<void>;
}

/** Registers some of the server's plugins on `app`; returns what the test reads besides the app. */
export type Plugins<Extra> = (app: FastifyInstance, dataDir: string) => Promise<Extra>;

export interface WholeAppOptions {
  /** Read as the server reads its environment (server/config.ts); nothing comes from the test process's own. */
  env?: Environment;
  /** The client build it serves: production's, or React's development build (scripts/buildAll.ts). */
  mode?: BuildMode;
}

/**
 * The one way tests start the server, as fastify/demo's test/helper.ts does. By default the whole production app
 * (server/app.ts) over the current build; with `plugins`, a bare Fastify instance with only those, for tests of one
 * area that need no client build.
 */
export function build(options?: WholeAppOptions): Promise<TestApp>;
export function build<Extra>(options: { plugins: Plugins<Extra> }): Promise<TestApp & Extra>;
export async function build(options: WholeAppOptions & { plugins?: Plugins<object> } = {}): Promise<TestApp> {
  const { env = {}, mode = 'production', plugins } = options;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rheinkontor-test-'));
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = { level: 'warn', stream };
  const removeDataDir = () => {
    if (env.DATA_DIR === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  const { app, extra } = plugins
    ? await pluginsApp(plugins, dataDir, logger, removeDataDir)
    : { app: await wholeApp(env, mode, dataDir, logger), extra: {} };
  return {
    ...extra,
    app,
    logs,
    dataDir,
    async close() {
      await app.close();
      removeDataDir();
    },
  };
}

async function wholeApp(env: Environment, mode: BuildMode, dataDir: string, logger: FastifyServerOptions['logger']) {
  const distDir = await ensureBuild(mode);
  // Forwarded headers are believed from anybody, as behind a proxy: tests simulate HTTPS (X-Forwarded-Proto) and
  // client addresses (X-Forwarded-For) with them. A test of the direct case passes TRUST_PROXY: 'false' or undefined.
  const config = readConfig({ PORT: '0', DATA_DIR: dataDir, DIST_DIR: distDir, SEED_DEMO: 'false', TRUST_PROXY: 'true', ...env });
  return buildApp({ config, renderer: await productionRenderer(config.distDir), logger });
}

async function pluginsApp(plugins: Plugins<object>, dataDir: string, logger: FastifyServerOptions['logger'], removeDataDir: () => void) {
  // As server/app.ts where it matters for these tests: forwarded headers believed (x-forwarded-proto, -for).
  const app = Fastify({ logger, trustProxy: true });
  // Tests of one area often close the app itself. Fastify runs onClose hooks in reverse order, so this one, added
  // first, runs after the database has closed.
  app.addHook('onClose', async () => removeDataDir());
  const extra = await plugins(app, dataDir);
  await app.ready();
  return { app, extra };
}
