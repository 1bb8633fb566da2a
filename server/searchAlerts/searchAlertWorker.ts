import { randomBytes } from 'node:crypto';
import { runExclusive, type Lease } from '../jobs/jobLease';
import { PollingLoop } from '../jobs/pollingLoop';

export const SEARCH_ALERT_JOB = 'search-alerts';
/** How long one pass may hold the job lease before another process may take over. */
export const SEARCH_ALERT_LEASE_MS = 5 * 60 * 1000;

export interface SearchAlertWorkerOptions {
  /** The job lease: a table in the embedded backend, a Firestore document in Firebase mode. */
  lease: Lease;
  /** One pass (alertRun.ts), at the given time. */
  run(now: number): Promise<void>;
  /** The clock of the run (digest hour, 7 days, 12 months); tests move it. */
  now?: () => number;
  pollMs: number;
  /** How long one pass may hold the lease before another process may take over (longer than the slowest pass). */
  leaseMs: number;
  log: { error(error: unknown, message: string): void };
}

/**
 * Runs the search-alert pass every `pollMs` and at once when woken (a listing was saved), under the job lease
 * `search-alerts`: of several server processes (or Cloud Run instances) only one sends. Like the outbox worker it keeps no
 * state of its own (server/jobs/pollingLoop.ts).
 */
export class SearchAlertWorker {
  readonly id = randomBytes(9).toString('base64url');
  private readonly loop: PollingLoop;

  constructor(options: SearchAlertWorkerOptions) {
    const { lease, leaseMs, run, log, pollMs } = options;
    const now = options.now ?? Date.now;
    const pass = async () => {
      await runExclusive(lease, SEARCH_ALERT_JOB, this.id, leaseMs, () => run(now()), now());
    };
    this.loop = new PollingLoop(pass, pollMs, (error) => log.error(error, 'search alert pass failed'));
  }

  start() {
    this.loop.start();
  }

  /** Run a pass now (after the current one, if one is going). */
  wake() {
    this.loop.wake();
  }

  /** One pass under the lease; resolves when it is done. Tests call it directly. */
  runOnce(): Promise<void> {
    return this.loop.runNow();
  }

  /** Stops and waits for a pass in progress, so the database can close after it. */
  stop() {
    return this.loop.stop();
  }
}
