import { buildApp } from './app';
import { readConfig } from './config';
import { productionRenderer } from './render/productionRenderer';
import { signedOutSession } from './signedOutSession';

const config = readConfig();
const app = await buildApp({
  config,
  renderer: await productionRenderer(config.rootDir),
  session: signedOutSession,
  logger: { level: config.logLevel },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
