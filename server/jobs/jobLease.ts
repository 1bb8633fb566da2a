import type { Db } from '../db/database';

/** A named lease: the embedded backend's table (JobLease) or a Firestore document (server/jobs/firestoreLease.ts). */
export interface Lease {
  /** Takes the lease `name` for `holder` until `until` (ms since 1970) when it is free, expired or already ours. */
  take(name: string, holder: string, now: number, until: number): boolean | Promise<boolean>;
  /** Gives the lease back early, so the next due run need not wait for it to run out. */
  release(name: string, holder: string): void | Promise<void>;
}

/** Runs `job` only when `holder` gets the lease, and gives it back after; answers whether it ran. */
export async function runExclusive(
  lease: Lease,
  name: string,
  holder: string,
  leaseMs: number,
  job: () => Promise<void>,
  now = Date.now(),
): Promise<boolean> {
  if (!(await lease.take(name, holder, now, now + leaseMs))) return false;
  try {
    await job();
  } finally {
    await lease.release(name, holder);
  }
  return true;
}

/**
 * A named lease in the database (table `job_leases`): of several server processes on one database, exactly one
 * holds a job (a portal transfer, the search-alert run) at a time. Taking it is one conditional upsert, so two
 * processes can never both succeed; a holder that died lets it run out at `until`.
 */
export class JobLease implements Lease {
  constructor(private readonly db: Db) {}

  /** Takes the lease `name` for `holder` until `until` (ms since 1970) when it is free, expired or already ours. */
  take(name: string, holder: string, now: number, until: number): boolean {
    const taken = this.db
      .prepare(
        `INSERT INTO job_leases (name, holder, until) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
         WHERE job_leases.until < ? OR job_leases.holder = excluded.holder`,
      )
      .run(name, holder, until, now);
    return taken.changes === 1;
  }

  /** Gives the lease back early, so the next due run need not wait for it to run out. */
  release(name: string, holder: string) {
    this.db.prepare('DELETE FROM job_leases WHERE name = ? AND holder = ?').run(name, holder);
  }

  /** Runs `job` only when this holder gets the lease; answers whether it ran. */
  runExclusive(name: string, holder: string, leaseMs: number, job: () => Promise<void>, now = Date.now()): Promise<boolean> {
    return runExclusive(this, name, holder, leaseMs, job, now);
  }
}
