import { trashPurgeJob } from '../history/trashPurgeJob';
import { outboxJob } from '../mail/outboxWorker';
import { portalNightlyJob } from '../openimmo/transferScheduler';
import { retentionJob } from '../retention/retentionJob';
import { searchAlertJob } from '../searchAlerts/searchAlertJob';

/**
 * Every background job of the server. Each is declared once, in its feature (name, schedule, lease, pass:
 * defineJob), and each backend starts it with its own stores through startJob. The Firebase backend runs its jobs
 * only with the server's account (FIREBASE_MAIL_ACCOUNT), whose collections they are; the outbox is the embedded
 * backend's alone, since in Firebase mode the Trigger Email extension sends.
 */
export const BACKGROUND_JOBS = [
  { job: outboxJob, backends: ['embedded'] },
  { job: searchAlertJob, backends: ['embedded', 'firebase'] },
  { job: trashPurgeJob, backends: ['embedded', 'firebase'] },
  { job: retentionJob, backends: ['embedded', 'firebase'] },
  { job: portalNightlyJob, backends: ['embedded', 'firebase'] },
] as const;

export type JobBackend = (typeof BACKGROUND_JOBS)[number]['backends'][number];

/** The names of the jobs a backend runs. */
export const jobsOf = (backend: JobBackend) =>
  BACKGROUND_JOBS.filter((entry) => (entry.backends as readonly JobBackend[]).includes(backend)).map((entry) => entry.job.name);
