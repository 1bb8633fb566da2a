import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { JobLease } from './jobLease';

describe('job lease', () => {
  let db: Db;
  afterEach(() => db.close());

  it('goes to one holder at a time and to another once it has run out', () => {
    db = openDatabase(':memory:');
    const leases = new JobLease(db);
    expect(leases.take('transfer', 'a', 1000, 2000)).toBe(true);
    expect(leases.take('transfer', 'b', 1500, 2500)).toBe(false);
    expect(leases.take('transfer', 'a', 1500, 3000)).toBe(true);
    expect(leases.take('other-job', 'b', 1500, 2500)).toBe(true);
    expect(leases.take('transfer', 'b', 3001, 4000)).toBe(true);
  });

  it('runs a job once when two holders ask at the same time, and frees it afterwards', async () => {
    db = openDatabase(':memory:');
    const leases = new JobLease(db);
    let runs = 0;
    let finish!: () => void;
    const slow = () =>
      new Promise<void>((done) => {
        runs += 1;
        finish = done;
      });
    const first = leases.runExclusive('alerts', 'a', 60_000, slow);
    expect(await leases.runExclusive('alerts', 'b', 60_000, slow)).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(runs).toBe(1);
    expect(await leases.runExclusive('alerts', 'b', 60_000, async () => {})).toBe(true);
  });
});
