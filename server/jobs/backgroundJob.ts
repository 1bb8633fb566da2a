import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { runExclusive, type Lease } from './jobLease';
import { PollingLoop } from './pollingLoop';

export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(error: unknown, message: string): void;
}

/**
 * A background job as its feature declares it, once for both backends: what a pass does with the backend's stores
 * (`Deps`), how often it looks, and whether one process at a time runs it. The backends only hand in their stores
 * (startJob); server/jobs/registry.ts lists every job.
 */
export interface JobDeclaration<Deps> {
  /** The lease's name, the logs' and the registry's. */
  name: string;
  /** How often a pass runs when not woken; a backend may hand in the configured value instead. */
  pollMs: number;
  /**
   * Held while a pass runs, so that of several server processes (or Cloud Run instances) one runs it; longer than the
   * slowest pass. Absent for a pass that may run anywhere at once (idempotent, or claiming its work itself).
   */
  leaseMs?: number;
  pass(deps: Deps, context: JobContext): Promise<void>;
}

export interface JobContext {
  /** The job's clock (Date.now, or the test's). */
  now: () => number;
  log: JobLog;
  /** This process's job: the lease's holder, and who claims work (the outbox's mails). */
  holder: string;
  /** Whether the server is stopping: a long pass checks it between its steps. */
  stopped: () => boolean;
}

export const defineJob = <Deps>(job: JobDeclaration<Deps>) => job;

export interface RunningJob {
  readonly name: string;
  /** Run a pass soon (after the current one, if one is going): a new mail, a saved listing. */
  wake(): void;
  /** Runs a pass now and resolves when it is done; tests call it. */
  runNow(): Promise<void>;
  /** Stops and waits for a pass in progress, so the database can close after it. */
  stop(): Promise<void>;
}

export interface JobOptions {
  /** Required when the declaration has a lease: the table (JobLease) or a Firestore document (FirestoreLease). */
  lease?: Lease;
  pollMs?: number;
  /** The clock of the pass; tests move it. */
  now?: () => number;
  log: JobLog;
}

/** The job with the backend's stores, not yet started: a pass at start, then every pollMs and when woken. */
export function runnableJob<Deps>(job: JobDeclaration<Deps>, deps: Deps, options: JobOptions): RunningJob & { start(): void } {
  const { lease, pollMs = job.pollMs, now = Date.now, log } = options;
  if (job.leaseMs !== undefined && !lease) throw new Error(`The job ${job.name} runs under a lease; none was given.`);
  const holder = randomBytes(9).toString('base64url');
  const once = () => job.pass(deps, { now, log, holder, stopped: () => loop.isStopped });
  const loop = new PollingLoop(
    async () => {
      if (lease && job.leaseMs !== undefined) await runExclusive(lease, job.name, holder, job.leaseMs, once, now());
      else await once();
    },
    pollMs,
    (error) => log.error(error, `${job.name}: pass failed`),
  );
  return {
    name: job.name,
    start: () => loop.start(),
    wake: () => loop.wake(),
    runNow: () => loop.runNow(),
    stop: () => loop.stop(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs this server runs, by name (server/jobs/registry.ts). */
    backgroundJobs: Map<string, RunningJob>;
  }
}

/**
 * Starts the job with the server and stops it before the server closes (preClose: before the database and the mail
 * worker, since a pass may still queue mails).
 */
export function startJob<Deps>(app: FastifyInstance, job: JobDeclaration<Deps>, deps: Deps, options: JobOptions): RunningJob {
  const running = runnableJob(job, deps, options);
  if (!app.hasDecorator('backgroundJobs')) app.decorate('backgroundJobs', new Map());
  app.backgroundJobs.set(job.name, running);
  running.start();
  app.addHook('preClose', () => running.stop());
  return running;
}
