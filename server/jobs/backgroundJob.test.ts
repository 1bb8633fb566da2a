import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { defineJob, runnableJob, startJob } from './backgroundJob';
import { openDatabase } from '../db/database';
import { JobLease } from './jobLease';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const counter = defineJob<{ passes: number[] }>({
  name: 'counter',
  pollMs: 60_000,
  async pass(deps) {
    deps.passes.push(1);
    // Long enough for the other processes to find the lease taken.
    await new Promise((resolve) => setTimeout(resolve, 20));
  },
});
const leased = defineJob<{ passes: number[] }>({ ...counter, name: 'leased', leaseMs: 1_000 });

describe('a background job', () => {
  it('runs once per server: starting it a second time is refused', async () => {
    const app = Fastify();
    const passes: number[] = [];
    startJob(app, counter, { passes }, { log: quiet });
    expect(() => startJob(app, counter, { passes }, { log: quiet })).toThrow('The background job counter is started twice.');
    await app.close();
    expect([...app.backgroundJobs.keys()]).toEqual(['counter']);
  });

  it('runs a leased pass in one process at a time, and its type asks for the lease', async () => {
    const db = openDatabase(':memory:');
    const passes: number[] = [];
    const processes = [1, 2, 3].map(() => runnableJob(leased, { passes }, { log: quiet, lease: new JobLease(db) }));
    await Promise.all(processes.map((job) => job.runNow()));
    expect(passes).toHaveLength(1);
    // Never run: the type check (npm run typecheck) fails if either call compiles.
    if (passes.length === 0) {
      // @ts-expect-error A leased job without a lease would run in every process at once.
      runnableJob(leased, { passes }, { log: quiet });
      // @ts-expect-error A lease handed to a free job would be ignored.
      runnableJob(counter, { passes }, { log: quiet, lease: new JobLease(db) });
    }
    await Promise.all(processes.map((job) => job.stop()));
    db.close();
  });

  it('logs a failed pass with what was thrown, an Error or not', async () => {
    const logged: unknown[][] = [];
    const log = { ...quiet, error: (...args: unknown[]) => void logged.push(args) };
    const failing = defineJob<null>({
      name: 'failing',
      pollMs: 60_000,
      async pass() {
        throw 'the portal list is empty';
      },
    });
    const job = runnableJob(failing, null, { log });
    await job.runNow();
    await job.stop();
    expect(logged).toEqual([[{ err: 'the portal list is empty' }, 'failing: pass failed']]);
  });
});
