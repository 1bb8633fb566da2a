import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { findResource, resourceList } from '../src/shared/resources/registry';
import type { SettingsRecord } from '../src/shared/resources/settings';
import accountRoutes from './accounts/accountRoutes';
import invitationRoutes from './accounts/invitationRoutes';
import analyticsRoutes from './analytics/analyticsRoutes';
import auth from './auth/authPlugin';
import ownAccountRoutes from './auth/ownAccountRoutes';
import passwordResetRoutes from './auth/passwordResetRoutes';
import { readSessionToken } from './auth/sessionCookie';
import { lookupSession } from './auth/sessions';
import authRoutes from './auth/signInRoutes';
import twoFactorGate from './auth/twoFactorGate';
import type { Backend } from './backend';
import type { ResponseCache } from './cache/responseCache';
import type { ServerConfig } from './config';
import { ContentService } from './content/contentService';
import resourceRoutes from './content/resourceRoutes';
import { serverPublicData } from './content/sqlitePublicData';
import visitorWriteRateLimit from './content/visitorWriteRateLimit';
import database from './db/databasePlugin';
import { DocumentStore } from './db/documentStore';
import type { ExposePdfService } from './exposePdf/exposePdfService';
import { mediaFolderImages } from './exposePdf/pdfImages';
import { storeRecords } from './exposePdf/sqliteExposeRecords';
import historyRoutes from './history/historyRoutes';
import { recordedWrites } from './history/recordedWrites';
import { configuredOrigin } from './http/origin';
import { startJob } from './jobs/backgroundJob';
import { JobLease } from './jobs/jobLease';
import embeddedMail from './mail/embeddedMail';
import mailPictures from './media/mailPictures';
import media from './media/mediaRoutes';
import uploads from './media/uploadRoutes';
import { storeImportTarget } from './openimmo/importFile';
import openimmoRoutes from './openimmo/openimmoRoutes';
import { storeTransferDeps } from './openimmo/sqliteSource';
import { portalNightlyJob, TransferScheduler } from './openimmo/transferScheduler';
import { MEDIA_DIR } from './ops/backup';
import { SqlitePreviewStore } from './preview/sqlitePreviewStore';
import { SqlitePersonalData } from './privacy/sqlitePersonalData';
import { retentionJob } from './retention/retentionJob';
import { SqliteRetention } from './retention/sqliteRetention';
import searchAlerts from './searchAlerts/searchAlerts';
import { seedMarketPrices } from './seed/marketPrices';
import { seedOnFirstStart } from './seed/seedOnFirstStart';
import { storeValuationRecords } from './valuation/sqliteValuationRecords';
import { valuationWriteLimits } from './valuation/valuationRoutes';
import { storeInquiryWithOutbox, valuationService } from './valuation/valuationService';
import { sqliteWithdrawals } from './withdrawals/sqliteWithdrawals';
import { withdrawalWriteLimits } from './withdrawals/withdrawalRoutes';

/** The mails' JPEG renditions of uploads (server/media/mailPictures.ts): made again on demand, never in a backup. */
const MAIL_PICTURE_DIR = 'mail-pictures';

/** The default: SQLite, sessions, the content API, uploads and the demo content, all in this process. */
export async function embeddedBackend(
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
  if (seededMarketPrices) app.log.info(`market prices: ${seededMarketPrices} starting ranges created (docs/valuation.md)`);
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
