import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import middie from '@fastify/middie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { resourceList } from '../src/shared/resources/registry';
import { ContentService } from './api/contentService';
import { serverPublicData } from './api/serverPublicData';
import type { ServerConfig } from './config';
import { DocumentStore } from './db/documentStore';
import database from './plugins/database';
import auth from './plugins/auth';
import media from './plugins/media';
import jsonBody from './plugins/jsonBody';
import pages from './plugins/pages';
import securityHeaders from './plugins/securityHeaders';
import staticFiles from './plugins/staticFiles';
import type { Renderer } from './render/renderer';
import authRoutes from './routes/auth';
import inquiryRateLimit from './routes/inquiryRateLimit';
import resourceRoutes from './routes/resources';
import seoRoutes from './routes/seo';
import uploads from './routes/uploads';
import { MEDIA_DIR } from './ops/backup';
import { seedOnFirstStart } from './seed/seedOnFirstStart';

export interface AppOptions {
  config: ServerConfig;
  renderer: Renderer;
  /** In development Vite serves the sources; without it the server serves dist/client. */
  vite?: ViteDevServer;
  logger?: FastifyServerOptions['logger'];
  /** Read for the first admin account (ADMIN_EMAIL, ADMIN_PASSWORD); tests pass their own. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The whole server as one Fastify instance; server/index.ts only starts it, tests inject into it.
 * Order: infrastructure, data, API, then files and finally pages (the catch-all).
 */
export async function buildApp({ config, renderer, vite, logger = true, env = process.env }: AppOptions) {
  const app = Fastify({ logger, trustProxy: true });
  await app.register(securityHeaders, { development: Boolean(vite) });
  await app.register(jsonBody);
  await app.register(fastifyCompress, { global: true });
  await app.register(fastifyCookie);
  await app.register(database, { dataDir: config.dataDir });
  await app.register(auth, { env });
  await app.register(authRoutes);
  // After auth, so signed-in staff are never limited.
  await app.register(inquiryRateLimit);

  const store = new DocumentStore(app.db);
  store.ensureIndexes(resourceList);
  const content = new ContentService(store);
  if (config.seedDemo) await seedOnFirstStart(store, config.dataDir, app.log);

  await app.register(resourceRoutes, { resources: resourceList, store, content, requireStaff: app.requireStaff });
  const mediaDir = join(config.dataDir, MEDIA_DIR);
  await app.register(uploads, { mediaDir, preHandler: app.requireStaff });
  await app.register(media, { mediaDir });

  const publicData = serverPublicData(content);
  await app.register(seoRoutes, { data: publicData, publicUrl: config.publicUrl });

  if (vite) {
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
  } else {
    await app.register(staticFiles, { root: join(config.distDir, 'client') });
  }
  await app.register(pages, { renderer, session: app.sessionSource, data: publicData, publicUrl: config.publicUrl });
  return app;
}
