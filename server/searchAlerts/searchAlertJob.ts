import { defineJob } from '../jobs/backgroundJob';
import { runSearchAlerts, type AlertRunOptions } from './alertRun';

/**
 * The search-alert job: a pass (alertRun.ts) every SEARCH_ALERT_POLL_SECONDS and at once when a listing was saved,
 * under the lease `search-alerts`, so that of several server processes (or Cloud Run instances) one sends.
 */
export const searchAlertJob = defineJob<Omit<AlertRunOptions, 'log'>>({
  name: 'search-alerts',
  pollMs: 30_000,
  leaseMs: 5 * 60 * 1000,
  pass: (deps, { now, log }) => runSearchAlerts({ ...deps, log }, now()),
});
