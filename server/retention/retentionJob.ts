import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DAY_MS, MONTH_MS, retentionOf, type RetentionRun } from '../../src/shared/privacy/retention';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { cologneDay } from '../analytics/cologneDay';
import { runExclusive, type Lease } from '../jobs/jobLease';
import { PollingLoop } from '../jobs/pollingLoop';
import type { RetentionStore } from './retentionStore';

export const RETENTION_JOB = 'retention';
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

export interface RetentionJobOptions {
  store: RetentionStore;
  settings: () => Promise<Partial<SettingsRecord> | null>;
  /** The job lease: with several server processes, one runs the day's pass. */
  lease: Lease;
  log: FastifyBaseLogger;
  pollMs?: number;
  now?: () => number;
}

/** Starts the daily retention run with the server (a pass at start, then hourly checks) and stops it with the server. */
export function startRetentionJob(app: FastifyInstance, options: RetentionJobOptions) {
  const { store, settings, lease, log, pollMs = RETENTION_POLL_MS, now = Date.now } = options;
  const holder = randomUUID();
  const loop = new PollingLoop(
    async () => {
      await runExclusive(
        lease,
        RETENTION_JOB,
        holder,
        RETENTION_LEASE_MS,
        async () => {
          const run = await retentionPass(store, settings, now());
          if (run) log.info({ counts: run.counts }, 'retention: expired personal data deleted');
        },
        now(),
      );
    },
    pollMs,
    (error) => log.error(error, 'retention run failed'),
  );
  loop.start();
  app.addHook('onClose', () => loop.stop());
}
