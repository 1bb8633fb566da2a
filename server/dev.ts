import { createServer } from 'vite';
import { buildApp } from './app';
import { readConfigOrExit } from './config';
import { devRenderer } from './render/devRenderer';

const config = readConfigOrExit();
const vite = await createServer({ root: config.rootDir, server: { middlewareMode: true }, appType: 'custom' });
const app = await buildApp({
  config,
  renderer: devRenderer(vite, config.rootDir),
  logger: { level: config.logLevel },
  vite,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
