import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { DocumentStore } from '../db/documentStore';
import { JobLease } from '../jobs/jobLease';
import { seconds } from '../mail/smtpConfig';
import { ALERTS_COLLECTION } from './alertMails';
import { runSearchAlerts } from './alertRun';
import searchAlertRoutes from './searchAlertRoutes';
import { SearchAlertStore } from './searchAlertStore';
import { SearchAlertWorker } from './searchAlertWorker';

declare module 'fastify' {
  interface FastifyInstance {
    searchAlerts: { store: SearchAlertStore; worker: SearchAlertWorker };
  }
}

export interface SearchAlertsOptions {
  env: NodeJS.ProcessEnv;
  store: DocumentStore;
  requireStaff: preHandlerHookHandler;
  publicUrl?: string;
  /** The clock of the job (digest hour, 7 days, 12 months) and the limits; tests move it. */
  now?: () => number;
}

/** How long one pass may hold the job lease before another process may take over. */
const LEASE_MS = 5 * 60 * 1000;

/**
 * Search requests with e-mail alerts in the embedded backend (docs/search-alerts.md): the tables of migration 9, the
 * visitors' and staff's routes, and the worker that matches new listings, under the job lease so that one process
 * sends. Mails go through the outbox (app.mail), in the same transaction as what they record.
 */
async function searchAlerts(app: FastifyInstance, { env, store, requireStaff, publicUrl, now = Date.now }: SearchAlertsOptions) {
  const alerts = new SearchAlertStore(app.db);
  const from = app.mail.config.from;
  const forgetMails = (alertId: string) => app.mail.outbox.deleteRelated(ALERTS_COLLECTION, alertId);
  const worker = new SearchAlertWorker({
    lease: new JobLease(app.db),
    run: (at) =>
      runSearchAlerts(
        {
          db: app.db,
          store,
          alerts,
          enqueue: app.mail.enqueue,
          forgetMails,
          from,
          publicUrl,
          log: app.log,
        },
        at,
      ),
    now,
    pollMs: seconds(env.SEARCH_ALERT_POLL_SECONDS, 30) * 1000,
    leaseMs: LEASE_MS,
    log: app.log,
  });
  app.decorate('searchAlerts', { store: alerts, worker });
  await app.register(searchAlertRoutes, {
    db: app.db,
    store,
    alerts,
    requireStaff,
    publicUrl,
    from,
    enqueue: app.mail.enqueue,
    forgetMails,
    now,
  });
  worker.start();
  // preClose: before the database closes, and before the mail worker stops (the pass may still queue mails).
  app.addHook('preClose', async () => worker.stop());
}

export default fp(searchAlerts, {
  name: 'search-alerts',
  dependencies: ['database', 'mail'],
});
