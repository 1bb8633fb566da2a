import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { runExclusive, type Lease } from './jobLease';
import { PollingLoop } from './pollingLoop';

/** As pino's methods: a message, or details (an `err` among them) and a message. */
interface LogMethod {
  (message: string): void;
  (details: object, message: string): void;
}

export interface JobLog {
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

/**
 * A background job as its feature declares it, once for both backends: what a pass does with the backend's stores
 * (`Deps`), how often it looks, and whether one process at a time runs it. The backends only hand in their stores
 * (startJob); server/jobs/registry.ts lists every job.
 */
interface JobBase<Deps> {
  /** The lease's name, the logs' and the registry's. */
  name: string;
  /** How often a pass runs when not woken; a backend may hand in the configured value instead. */
  pollMs: number;
  pass(deps: Deps, context: JobContext): Promise<void>;
}

/**
 * A job that holds a lease while a pass runs, so that of several server processes (or Cloud Run instances) one runs
 * it: `leaseMs` is longer than the slowest pass. Its backends must hand in a lease (the type of startJob says so).
 */
export interface LeasedJob<Deps> extends JobBase<Deps> {
  leaseMs: number;
}

/** A job whose pass may run in several processes at once: idempotent, or claiming its work itself. */
export interface FreeJob<Deps> extends JobBase<Deps> {
  leaseMs?: undefined;
}

export type JobDeclaration<Deps> = LeasedJob<Deps> | FreeJob<Deps>;

export interface JobContext {
  /** The job's clock (Date.now, or the test's). */
  now: () => number;
  log: JobLog;
  /** This process's job: the lease's holder, and who claims work (the outbox's mails). */
  holder: string;
  /** Whether the server is stopping: a long pass checks it between its steps. */
  stopped: () => boolean;
}

export function defineJob<Deps>(job: LeasedJob<Deps>): LeasedJob<Deps>;
export function defineJob<Deps>(job: FreeJob<Deps>): FreeJob<Deps>;
export function defineJob<Deps>(job: JobDeclaration<Deps>) {
  return job;
}

export interface RunningJob {
  readonly name: string;
  /** Run a pass soon (after the current one, if one is going): a new mail, a saved listing. */
  wake(): void;
  /** Runs a pass now and resolves when it is done; tests call it. */
  runNow(): Promise<void>;
  /** Stops and waits for a pass in progress, so the database can close after it. */
  stop(): Promise<void>;
}

interface CommonOptions {
  pollMs?: number;
  /** The clock of the pass; tests move it. */
  now?: () => number;
  log: JobLog;
}

/** A leased job needs the backend's lease: the table (JobLease) or a Firestore document (FirestoreLease); a free one takes none. */
export type JobOptions<Job> = CommonOptions & (Job extends LeasedJob<never> ? { lease: Lease } : { lease?: never });

type DepsOf<Job> = Job extends JobBase<infer Deps> ? Deps : never;

/** The job with the backend's stores, not yet started: a pass at start, then every pollMs and when woken. */
export function runnableJob<Job extends JobDeclaration<never>>(
  job: Job,
  deps: DepsOf<Job>,
  options: JobOptions<Job>,
): RunningJob & { start(): void } {
  const { pollMs = job.pollMs, now = Date.now, log } = options;
  const lease: Lease | undefined = options.lease;
  // The type asks for the lease; a declaration typed as the plain union slips past it, and would fail every pass.
  if (job.leaseMs !== undefined && !lease) throw new Error(`The job ${job.name} runs under a lease; none was given.`);
  const exclusive = lease && job.leaseMs !== undefined ? { lease, leaseMs: job.leaseMs } : null;
  const holder = randomBytes(9).toString('base64url');
  const once = () => (job as JobBase<DepsOf<Job>>).pass(deps, { now, log, holder, stopped: () => loop.isStopped });
  const loop = new PollingLoop(
    async () => {
      if (exclusive) await runExclusive(exclusive.lease, job.name, holder, exclusive.leaseMs, once, now());
      else await once();
    },
    pollMs,
    (error) => log.error({ err: error }, `${job.name}: pass failed`),
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
export function startJob<Job extends JobDeclaration<never>>(
  app: FastifyInstance,
  job: Job,
  deps: DepsOf<Job>,
  options: JobOptions<Job>,
): RunningJob {
  if (!app.hasDecorator('backgroundJobs')) app.decorate('backgroundJobs', new Map());
  // Two of one job would both run its pass, and stopping would find only the second.
  if (app.backgroundJobs.has(job.name)) throw new Error(`The background job ${job.name} is started twice.`);
  const running = runnableJob(job, deps, options);
  app.backgroundJobs.set(job.name, running);
  running.start();
  app.addHook('preClose', () => running.stop());
  return running;
}
