import './productionEnv';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { readConfigOrExit, startupWarnings } from './config';
import { PID_FILE } from './ops/backup';
import { productionRenderer } from './render/productionRenderer';

const config = readConfigOrExit();
const app = await buildApp({
  config,
  renderer: await productionRenderer(config.distDir),
  logger: { level: config.logLevel },
});
for (const warning of startupWarnings(config)) app.log.warn(warning);

const pidFile = join(config.dataDir, PID_FILE);
// Finish the requests in flight, close the database, then leave; give up after 10 s.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => process.exit(1), 10_000).unref();
    void app.close().then(() => {
      rmSync(pidFile, { force: true });
      process.exit(0);
    });
  });
}

await app.listen({ port: config.port, host: config.host });
// `npm run restore` refuses to run while this file names a live process.
mkdirSync(config.dataDir, { recursive: true });
writeFileSync(pidFile, String(process.pid));
