import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import middie from '@fastify/middie';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type preHandlerHookHandler,
} from 'fastify';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import type { ViteDevServer } from 'vite';
import type { SessionSource } from '../src/shared/auth/session';
import type { PublicDataSource } from '../src/shared/data/publicData';
import { findResource, resourceList } from '../src/shared/resources/registry';
import { ContentService } from './content/contentService';
import { serverPublicData } from './content/sqlitePublicData';
import { ResponseCache } from './cache/responseCache';
import type { ServerConfig } from './config';
import { firebaseCspSources } from './http/firebaseCspSources';
import { clientErrorHandler } from './http/clientErrors';
import { configuredOrigin } from './http/origin';
import { DocumentStore } from './db/documentStore';
import database from './db/databasePlugin';
import auth from './auth/authPlugin';
import media from './media/mediaRoutes';
import mailPictures from './media/mailPictures';
import jsonBody from './http/jsonBody';
import errorAnswers from './http/errorAnswers';
import pages from './render/pages';
import publicHost from './http/publicHost';
import securityHeaders, { BARE_RESPONSE_HEADERS } from './http/securityHeaders';
import staticFiles from './http/staticFiles';
import type { Renderer } from './render/renderer';
import analyticsRoutes from './analytics/analyticsRoutes';
import authRoutes from './auth/signInRoutes';
import ownAccountRoutes from './auth/ownAccountRoutes';
import twoFactorGate from './auth/twoFactorGate';
import passwordResetRoutes from './auth/passwordResetRoutes';
import accountRoutes from './accounts/accountRoutes';
import invitationRoutes from './accounts/invitationRoutes';
import { seedMarketPrices } from './seed/marketPrices';
import valuationRoutes, { valuationWriteLimits } from './valuation/valuationRoutes';
import withdrawalRoutes, { withdrawalWriteLimits } from './withdrawals/withdrawalRoutes';
import { withdrawalService } from './withdrawals/withdrawalService';
import { sqliteWithdrawals } from './withdrawals/sqliteWithdrawals';
import type { WithdrawalData } from './withdrawals/withdrawalData';
import { storeInquiryWithOutbox, valuationService, type SubmitValuation } from './valuation/valuationService';
import { storeValuationRecords } from './valuation/sqliteValuationRecords';
import visitorWriteRateLimit from './content/visitorWriteRateLimit';
import resourceRoutes from './content/resourceRoutes';
import historyRoutes from './history/historyRoutes';
import { recordedWrites } from './history/recordedWrites';
import seoRoutes from './seo/seoRoutes';
import uploads from './media/uploadRoutes';
import embeddedMail from './mail/embeddedMail';
import mailPreviewRoutes from './mail/mailPreviewRoutes';
import searchAlerts from './searchAlerts/searchAlerts';
import exposePdfRoutes from './exposePdf/exposePdfRoutes';
import privacyRoutes from './privacy/privacyRoutes';
import evidenceRoutes from './evidence/evidenceRoutes';
import retentionRoutes from './retention/retentionRoutes';
import { retentionJob } from './retention/retentionJob';
import { startJob } from './jobs/backgroundJob';
import type { RetentionStore } from './retention/retentionStore';
import { SqliteRetention } from './retention/sqliteRetention';
import { JobLease } from './jobs/jobLease';
import type { SettingsRecord } from '../src/shared/resources/settings';
import type { PersonalDataStore } from './privacy/personalDataStore';
import { SqlitePersonalData } from './privacy/sqlitePersonalData';
import { ExposePdfService, type ExposeRecords } from './exposePdf/exposePdfService';
import { mediaFolderImages, storageImages } from './exposePdf/pdfImages';
import { storeRecords } from './exposePdf/sqliteExposeRecords';
import { MEDIA_DIR } from './ops/backup';
import openimmoRoutes from './openimmo/openimmoRoutes';
import { portalNightlyJob, TransferScheduler } from './openimmo/transferScheduler';
import { storeTransferDeps } from './openimmo/sqliteSource';
import { storeImportTarget } from './openimmo/importFile';
import { seedOnFirstStart } from './seed/seedOnFirstStart';
import previewRoutes from './preview/previewRoutes';
import type { PreviewStore } from './preview/previewStore';
import { SqlitePreviewStore } from './preview/sqlitePreviewStore';
import { readSessionToken } from './auth/sessionCookie';
import { lookupSession } from './auth/sessions';

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
/** The mails' JPEG renditions of uploads (server/media/mailPictures.ts): made again on demand, never in a backup. */
const MAIL_PICTURE_DIR = 'mail-pictures';

interface Backend {
  data: PublicDataSource;
  session: SessionSource;
  /** What the staff routes both backends share need (the draft exposé PDF, the mail templates' previews). */
  staff: {
    /** The session cookie (embedded) or the Firebase ID token of a member of staff (server/auth/firebaseStaffGuard.ts). */
    requireStaff: preHandlerHookHandler;
    exposeRecords: ExposeRecords;
    /** The account of the request's session (embedded); Firebase mode has no session on the server. */
    sessionOwner?: (request: FastifyRequest) => string | null;
    /** "Vorschau": the database's table (embedded) or a server-only collection (Firebase), shared by all instances. */
    previews: PreviewStore;
    /** Data requests (docs/privacy.md); null when the backend cannot (Firebase without its account). */
    personalData: PersonalDataStore | null;
    /** The daily retention run's store (docs/privacy.md, "Retention"); null when the backend cannot. */
    retention: RetentionStore | null;
  };
  /** The valuation funnel's requests (docs/valuation.md). */
  submitValuation: SubmitValuation;
  /** Where withdrawals are stored (docs/withdrawal.md); null when the backend cannot (Firebase without its account). */
  withdrawals: WithdrawalData | null;
}

/** The default: SQLite, sessions, the content API, uploads and the demo content, all in this process. */
async function embeddedBackend(
  app: FastifyInstance,
  config: ServerConfig,
  exposePdf: ExposePdfService,
  cache?: ResponseCache,
): Promise<Backend> {
  await app.register(database, { dataDir: config.dataDir });
  // Another process writing the database (data:import into a running server) changes SQLite's data_version;
  // this process's own writes do not, they invalidate exactly through onChange below.
  const dataVersion = app.db.prepare('PRAGMA data_version').pluck();
  cache?.watchExternal(() => dataVersion.get());
  await app.register(auth, { initialAdmin: config.initialAdmin, publicUrl: config.publicUrl });
  // app.mail is registered further down; the notice reads it only when an attack is reported.
  await app.register(authRoutes, {
    attempts: config.loginAttempts,
    notifyAttack: (account, attack) => app.mail.signInAttack(account, attack),
  });
  await app.register(twoFactorGate);
  await app.register(ownAccountRoutes, { attempts: config.loginAttempts });
  // After auth, so signed-in staff are never limited.
  await app.register(visitorWriteRateLimit, { resources: resourceList, alsoLimit: [...valuationWriteLimits, ...withdrawalWriteLimits] });

  const store = new DocumentStore(app.db);
  store.ensureIndexes(resourceList);
  const content = new ContentService(store);
  if (config.seedDemo) await seedOnFirstStart(store, config.dataDir, app.log);
  const seededMarketPrices = seedMarketPrices(store);
  if (seededMarketPrices) app.log.info(`Marktdaten: ${seededMarketPrices} Startwerte angelegt (docs/valuation.md).`);
  const data = serverPublicData(content);
  // Links in mails (reset, invitation, inquiries, search requests) lead to the configured origin only, never to a
  // request's Host.
  const linkOrigin = configuredOrigin(config);
  await app.register(embeddedMail, {
    config: config.mail,
    store,
    publicUrl: config.publicUrl,
    linkOrigin,
    requireStaff: app.requireStaff,
    exposePdf: { service: exposePdf, data },
  });
  await app.register(passwordResetRoutes, { store, linkOrigin });
  await app.register(accountRoutes, { requireStaff: app.requireStaff, store, linkOrigin });
  await app.register(invitationRoutes, {});
  await app.register(searchAlerts, {
    pollMs: config.searchAlertPollMs,
    store,
    requireStaff: app.requireStaff,
    publicUrl: config.publicUrl,
    linkOrigin,
  });

  const mediaDir = join(config.dataDir, MEDIA_DIR);
  // Portal transfers (docs/openimmo.md): some minutes after staff change what a listing shows, and nightly.
  const transferDeps = storeTransferDeps(app.db, store, mediaFolderImages(mediaDir), config.openimmo.portalPasswords);
  const transfers = new TransferScheduler(transferDeps, app.log, config.openimmo.debounceMs);
  startJob(app, portalNightlyJob, { scheduler: transfers }, { log: app.log });
  app.addHook('onClose', () => transfers.close());
  const onChange = (resource: string) => {
    cache?.changed(resource);
    // A saved listing may be news for search requests: look now rather than at the next poll.
    if (resource === 'properties') app.searchAlerts.job.wake();
    if (findResource(resource)?.sentToPortals) transfers.changed();
  };
  const writes = recordedWrites(app.db, store);
  await app.register(resourceRoutes, {
    resources: resourceList,
    writes,
    content,
    requireStaff: app.requireStaff,
    cache,
    visitorMails: app.mail.visitorMails,
    onChange,
    visitorReadsPerMinute: config.visitorReadsPerMinute,
  });
  await app.register(historyRoutes, { resources: resourceList, writes, requireStaff: app.requireStaff, onChange });
  await app.register(openimmoRoutes, {
    deps: transferDeps,
    importTarget: storeImportTarget(app.db, store, mediaDir),
    requireStaff: app.requireStaff,
    onImported: () => cache?.changed('properties'),
  });
  await app.register(analyticsRoutes, { db: app.db, requireStaff: app.requireStaff });
  await app.register(uploads, { mediaDir, preHandler: app.requireStaff });
  await app.register(media, { mediaDir });
  await app.register(mailPictures, { mediaDir, cacheDir: join(config.dataDir, MAIL_PICTURE_DIR) });
  // Deletes what the settings' periods let expire, once a day whichever process gets the lease (docs/privacy.md).
  const retention = new SqliteRetention(app.db);
  startJob(
    app,
    retentionJob,
    { store: retention, settings: async () => (store.get('settings', 'agency') as Partial<SettingsRecord> | undefined) ?? null },
    { lease: new JobLease(app.db), log: app.log },
  );
  const submitValuation = valuationService({
    readAsVisitor: (name, id) => {
      const resource = findResource(name);
      const outcome = resource ? content.get(resource, 'visitor', id) : undefined;
      return outcome?.status === 'ok' ? outcome.record : null;
    },
    records: storeValuationRecords(store),
    store: storeInquiryWithOutbox(writes, app.mail.visitorMails, (resource) => cache?.changed(resource)),
  });
  return {
    data,
    session: app.sessionSource,
    staff: {
      requireStaff: app.requireStaff,
      exposeRecords: storeRecords(store),
      sessionOwner: (request) => lookupSession(app.db, readSessionToken(request))?.id ?? null,
      previews: new SqlitePreviewStore(app.db),
      personalData: new SqlitePersonalData(app.db),
      retention,
    },
    submitValuation,
    withdrawals: sqliteWithdrawals(app.db, writes, app.mail, onChange),
  };
}

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
