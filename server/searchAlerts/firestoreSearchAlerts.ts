import type { FastifyInstance } from 'fastify';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import type { FirestorePort } from '../../src/shared/firebase/port';
import { ALERTS_UNAVAILABLE } from './alertMessages';
import searchAlertRoutes from './searchAlertRoutes';
import { searchAlertJob } from './searchAlertJob';
import { startJob, type JobLog, type RunningJob } from '../jobs/backgroundJob';
import { FirestoreLease } from '../jobs/firestoreLease';
import { firestoreAlertData } from './firestoreAlertData';

export interface FirebaseSearchAlertsOptions {
  /** SEARCH_ALERT_POLL_SECONDS: how often the job looks besides being woken by a changed listing. */
  pollMs: number;
  /** Signed in with the server's account (FIREBASE_MAIL_ACCOUNT); without it there are no search requests. */
  port: FirestorePort | undefined;
  data: PublicDataSource;
  mailFrom?: string;
  /** PUBLIC_URL: the mail pictures' origin (docs/mail.md). */
  publicUrl?: string;
  /** Where the mails' links lead: configuredOrigin (server/http/origin.ts). */
  linkOrigin: string | null;
  /** The job's clock; tests move it. */
  now?: () => number;
  log: JobLog;
}

/**
 * Search requests in Firebase mode (docs/search-alerts.md): the visitors' routes of the embedded backend over the
 * Firestore collections, and the job under a lease document, so that of several Cloud Run instances one sends.
 * Answers the worker, which a change of the listings wakes; none without the server's account, whose collections
 * these are: the form is then told the service is unavailable.
 */
export async function firebaseSearchAlerts(
  app: FastifyInstance,
  { pollMs, port, data, mailFrom, publicUrl, linkOrigin, now = Date.now, log }: FirebaseSearchAlertsOptions,
): Promise<RunningJob | undefined> {
  if (!port) {
    await app.register(async (unavailable) => {
      unavailable.all('/api/suchauftraege', async (_request, reply) => reply.code(503).send({ message: ALERTS_UNAVAILABLE }));
      unavailable.all('/api/suchauftraege/*', async (_request, reply) => reply.code(503).send({ message: ALERTS_UNAVAILABLE }));
    });
    return undefined;
  }
  const alerts = firestoreAlertData({ port, data, mailFrom });
  await app.register(searchAlertRoutes, { alerts, linkOrigin, from: mailFrom, now });
  return startJob(app, searchAlertJob, { alerts, from: mailFrom, publicUrl }, { lease: new FirestoreLease(port), pollMs, now, log });
}
