import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import middie from '@fastify/middie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import type { ViteDevServer } from 'vite';
import { resourceList } from '../src/shared/resources/registry';
import { ResponseCache } from './cache/responseCache';
import type { Backend } from './backend';
import type { ServerConfig } from './config';
import { embeddedBackend } from './embeddedBackend';
import { firebaseCspSources } from './http/firebaseCspSources';
import { clientErrorHandler } from './http/clientErrors';
import { configuredOrigin } from './http/origin';
import jsonBody from './http/jsonBody';
import errorAnswers from './http/errorAnswers';
import pages from './render/pages';
import publicHost from './http/publicHost';
import securityHeaders, { BARE_RESPONSE_HEADERS } from './http/securityHeaders';
import staticFiles from './http/staticFiles';
import type { Renderer } from './render/renderer';
import valuationRoutes, { valuationWriteLimits } from './valuation/valuationRoutes';
import withdrawalRoutes, { withdrawalWriteLimits } from './withdrawals/withdrawalRoutes';
import { withdrawalService } from './withdrawals/withdrawalService';
import visitorWriteRateLimit from './content/visitorWriteRateLimit';
import seoRoutes from './seo/seoRoutes';
import mailPreviewRoutes from './mail/mailPreviewRoutes';
import exposePdfRoutes from './exposePdf/exposePdfRoutes';
import privacyRoutes from './privacy/privacyRoutes';
import evidenceRoutes from './evidence/evidenceRoutes';
import retentionRoutes from './retention/retentionRoutes';
import { ExposePdfService } from './exposePdf/exposePdfService';
import { mediaFolderImages, storageImages } from './exposePdf/pdfImages';
import { MEDIA_DIR } from './ops/backup';
import previewRoutes from './preview/previewRoutes';

export interface AppOptions {
  config: ServerConfig;
  renderer: Renderer;
  /** In development Vite serves the sources; without it the server serves dist/client. */
  vite?: ViteDevServer;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole server as one Fastify instance; server/index.ts only starts it, tests inject into it.
 * Order: infrastructure, data, API, then files and finally pages (the catch-all).
 */
export async function buildApp({ config, renderer, vite, logger = true }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    // Fastify answers a malformed URL ("/%") before any hook runs: with the security headers all the same, in German,
    // and without echoing the URL back.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'malformed request refused');
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).headers(BARE_RESPONSE_HEADERS).send({ message: 'Die Anfrage ist ungültig.' });
    },
    // Before that, Node's HTTP parser refuses what it cannot read (an unknown method such as FOO): also in German.
    clientErrorHandler,
  });
  // The background jobs this server runs (server/jobs/registry.ts), filled by startJob.
  app.decorate('backgroundJobs', new Map());
  const firebaseMode = config.backend === 'firebase';
  // Rendered pages and visitors' API reads, dropped exactly when what they read changes (docs/caching.md). Not in
  // development, where the sources change under it.
  const cache = vite || config.responseCacheBytes === 0 ? undefined : new ResponseCache({ maxBytes: config.responseCacheBytes });
  await app.register(securityHeaders, {
    development: Boolean(vite),
    extraSources: firebaseMode ? firebaseCspSources(config.firebase.web.VITE_FIREBASE_AUTH_DOMAIN) : {},
  });
  // Right after the security headers, before any route: with PUBLIC_URL set, other hosts get 421 and nothing else.
  await app.register(publicHost, { publicUrl: config.publicUrl });
  await app.register(jsonBody);
  await app.register(errorAnswers);
  // Brotli's default quality (11) costs milliseconds per response; 4 compresses nearly as well.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);

  // Exposé PDFs (docs/expose-pdf.md), kept on disk beside the database, never in a backup.
  const exposePdf = new ExposePdfService({
    cacheDir: join(config.dataDir, EXPOSE_PDF_DIR),
    images: firebaseMode ? storageImages() : mediaFolderImages(join(config.dataDir, MEDIA_DIR)),
    publicUrl: config.publicUrl,
  });
  const backend = firebaseMode ? await firebaseBackend(app, config, cache) : await embeddedBackend(app, config, exposePdf, cache);
  await app.register(seoRoutes, { data: backend.data, publicUrl: config.publicUrl });
  await app.register(exposePdfRoutes, {
    service: exposePdf,
    data: backend.data,
    staff: { records: backend.staff.exposeRecords, requireStaff: backend.staff.requireStaff },
  });
  // The agency data for the mails' footer: the same record the PDF shows.
  await app.register(mailPreviewRoutes, {
    requireStaff: backend.staff.requireStaff,
    settings: backend.staff.exposeRecords.settings,
    publicUrl: config.publicUrl,
  });
  await app.register(privacyRoutes, {
    requireStaff: backend.staff.requireStaff,
    store: backend.staff.personalData,
    settings: backend.staff.exposeRecords.settings,
  });
  await app.register(retentionRoutes, {
    requireStaff: backend.staff.requireStaff,
    store: backend.staff.retention,
    settings: backend.staff.exposeRecords.settings,
  });
  await app.register(evidenceRoutes, {
    requireStaff: backend.staff.requireStaff,
    personalData: backend.staff.personalData,
    records: backend.staff.exposeRecords,
  });

  if (vite) {
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
  } else {
    await app.register(staticFiles, { root: join(config.distDir, 'client') });
  }
  await app.register(pages, {
    renderer,
    session: backend.session,
    data: backend.data,
    publicUrl: config.publicUrl,
    cache,
    rendersPerMinute: config.visitorReadsPerMinute,
  });
  // After the pages: the funnel's form, posted without JavaScript, is answered with its page rendered again.
  await app.register(valuationRoutes, { submit: backend.submitValuation });
  // The same for "Vertrag widerrufen", which is always a plain form.
  await app.register(withdrawalRoutes, {
    submit: backend.withdrawals
      ? withdrawalService({ data: backend.withdrawals, linkOrigin: configuredOrigin(config), from: config.mail.from })
      : null,
  });
  // After the pages too: "Vorschau" renders a public page with a form's unsaved values (docs/caching.md).
  await app.register(previewRoutes, {
    requireStaff: backend.staff.requireStaff,
    data: backend.data,
    sessionOwner: backend.staff.sessionOwner,
    store: backend.staff.previews,
  });
  return app;
}

const EXPOSE_PDF_DIR = 'expose-pdf';

/**
 * BACKEND=firebase: Firestore, Firebase Authentication and Cloud Storage hold everything
 * (docs/firebase.md); this process renders pages and answers the visitors' /api. Loaded only in
 * this mode, so the embedded server never loads the Firebase SDK.
 */
async function firebaseBackend(app: FastifyInstance, config: ServerConfig, cache?: ResponseCache): Promise<Backend> {
  const { createFirebaseBackend } = await import('./firebase/firebaseBackend');
  const firebase = createFirebaseBackend(config, (level, message) => app.log[level](message), {
    onChange: (resource) => cache?.changed(resource),
    publicUrl: config.publicUrl,
    linkOrigin: configuredOrigin(config),
  });
  app.addHook('onClose', () => firebase.close());
  await app.register(visitorWriteRateLimit, { resources: resourceList, alsoLimit: [...valuationWriteLimits, ...withdrawalWriteLimits] });
  const { submitValuation, withdrawals } = await firebase.registerApi(app, cache, config.visitorReadsPerMinute);
  return { data: firebase.data, session: firebase.session, staff: firebase.staff, submitValuation, withdrawals };
}
