import { randomBytes } from 'node:crypto';
import type { JobLease } from '../jobs/jobLease';

export const SEARCH_ALERT_JOB = 'search-alerts';

export interface SearchAlertWorkerOptions {
  lease: JobLease;
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
 * `search-alerts`: of several server processes on one database only one sends. Like the outbox worker it keeps no
 * state of its own, so a restart goes on where the last pass stopped.
 */
export class SearchAlertWorker {
  readonly id = randomBytes(9).toString('base64url');
  private readonly now: () => number;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(private readonly options: SearchAlertWorkerOptions) {
    this.now = options.now ?? Date.now;
  }

  start() {
    this.wake();
  }

  /** Run a pass now (after the current one, if one is going). */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** One pass under the lease; resolves when it is done. Tests call it directly. */
  async runOnce(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const { lease, leaseMs, run, log } = this.options;
    this.running = lease
      .runExclusive(SEARCH_ALERT_JOB, this.id, leaseMs, () => run(this.now()), this.now())
      .then(() => undefined)
      .catch((error: unknown) => log.error(error, 'search alert pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : this.options.pollMs);
      });
    return this.running;
  }

  /** Stops and waits for a pass in progress, so the database can close after it. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runOnce(), delay);
    this.timer.unref();
  }
}
