import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DocumentStore } from '../db/documentStore';
import { startJob, type RunningJob } from '../jobs/backgroundJob';
import { JobLease } from '../jobs/jobLease';
import { ALERTS_COLLECTION } from '../../src/shared/firebase/serverCollections';
import type { SearchAlertData } from './searchAlertData';
import searchAlertRoutes from './searchAlertRoutes';
import searchAlertStaffRoutes from './searchAlertStaffRoutes';
import { SearchAlertStore } from './searchAlertStore';
import { searchAlertJob } from './searchAlertJob';
import { sqliteAlertData } from './sqliteAlertData';

declare module 'fastify' {
  interface FastifyInstance {
    searchAlerts: { store: SearchAlertStore; data: SearchAlertData; job: RunningJob };
  }
}

export interface SearchAlertsOptions {
  /** SEARCH_ALERT_POLL_SECONDS: how often the job looks besides being woken by a saved listing. */
  pollMs: number;
  store: DocumentStore;
  requireStaff: preHandlerHookHandler;
  publicUrl?: string;
  /** Where the mails' links lead: configuredOrigin (server/http/origin.ts). */
  linkOrigin: string | null;
  /** The clock of the job (digest hour, 7 days, 12 months) and the limits; tests move it. */
  now?: () => number;
}

/**
 * Search requests with e-mail alerts in the embedded backend (docs/search-alerts.md): the tables of migration 9, the
 * visitors' and staff's routes, and the worker that matches new listings, under the job lease so that one process
 * sends. Mails go through the outbox (app.mail), in the same transaction as what they record.
 */
async function searchAlerts(
  app: FastifyInstance,
  { pollMs, store, requireStaff, publicUrl, linkOrigin, now = Date.now }: SearchAlertsOptions,
) {
  const alerts = new SearchAlertStore(app.db);
  const from = app.mail.config.from;
  const data = sqliteAlertData({
    db: app.db,
    store,
    alerts,
    enqueue: app.mail.enqueue,
    forgetMails: (alertId) => app.mail.outbox.deleteRelated(ALERTS_COLLECTION, alertId),
  });
  await app.register(searchAlertRoutes, { alerts: data, linkOrigin, from, now });
  await app.register(searchAlertStaffRoutes, { store: alerts, alerts: data, requireStaff });
  const job = startJob(app, searchAlertJob, { alerts: data, from, publicUrl }, { lease: new JobLease(app.db), pollMs, now, log: app.log });
  app.decorate('searchAlerts', { store: alerts, data, job });
}

export default fp(searchAlerts, {
  name: 'search-alerts',
  dependencies: ['database', 'mail'],
});
