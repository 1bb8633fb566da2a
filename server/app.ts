import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import middie from '@fastify/middie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { join } from 'node:path';
import type { SessionSource } from '../src/shared/auth/session';
import type { ServerConfig } from './config';
import pages from './plugins/pages';
import staticFiles from './plugins/staticFiles';
import type { Renderer } from './render/renderer';
import type { ViteDevServer } from 'vite';

export interface AppOptions {
  config: ServerConfig;
  renderer: Renderer;
  session: SessionSource;
  /** In development Vite serves the sources; without it the server serves dist/client. */
  vite?: ViteDevServer;
  logger?: FastifyServerOptions['logger'];
}

/** The whole server as one Fastify instance; server/index.ts only starts it, tests inject into it. */
export async function buildApp({ config, renderer, session, vite, logger = true }: AppOptions) {
  const app = Fastify({ logger, trustProxy: true, disableRequestLogging: false });
  await app.register(fastifyCompress, { global: true });
  await app.register(fastifyCookie);
  if (vite) {
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
  } else {
    await app.register(staticFiles, { root: join(config.rootDir, 'dist/client') });
  }
  await app.register(pages, { renderer, session, publicUrl: config.publicUrl });
  return app;
}
