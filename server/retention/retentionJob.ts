import { DAY_MS, MONTH_MS, retentionOf, type RetentionRun } from '../../src/shared/privacy/retention';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { cologneDay } from '../analytics/cologneDay';
import { defineJob } from '../jobs/backgroundJob';
import type { RetentionStore } from './retentionStore';

/** The job looks hourly whether today's run is still to do: a server down at night catches up when it is back. */
export const RETENTION_POLL_MS = 60 * 60 * 1000;
/** Longer than the slowest run; another process may take over a run whose process died. */
const RETENTION_LEASE_MS = 30 * 60 * 1000;

/** Today's run, unless one already ran today (in any process): deletes what the settings' periods let expire. */
export async function retentionPass(
  store: RetentionStore,
  settings: () => Promise<Partial<SettingsRecord> | null>,
  now: number,
): Promise<RetentionRun | null> {
  const day = cologneDay(now);
  if ((await store.lastRun())?.day === day) return null;
  const periods = retentionOf(await settings());
  const counts = await store.purge({
    inquiries: now - periods.retentionInquiryMonths * MONTH_MS,
    valuations: now - periods.retentionValuationMonths * MONTH_MS,
    mails: now - periods.retentionMailDays * DAY_MS,
  });
  const run: RetentionRun = { day, at: new Date(now).toISOString(), counts };
  await store.recordRun(run);
  return run;
}

export interface RetentionJobDeps {
  store: RetentionStore;
  settings: () => Promise<Partial<SettingsRecord> | null>;
}

/**
 * The daily retention run: a pass at start and hourly checks whether today's run is still to do, under the job lease,
 * so that with several server processes one runs the day's pass.
 */
export const retentionJob = defineJob<RetentionJobDeps>({
  name: 'retention',
  pollMs: RETENTION_POLL_MS,
  leaseMs: RETENTION_LEASE_MS,
  async pass({ store, settings }, { now, log }) {
    const run = await retentionPass(store, settings, now());
    if (run) log.info({ deleted: run.counts }, 'retention: expired personal data deleted');
  },
});
