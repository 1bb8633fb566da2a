import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agency } from '../../test-support/firebase/records';
import { openDatabase, type Db } from '../db/database';
import { OutboxQueue } from './outboxQueue';
import { signInAttackNotice } from './signInAttackNotice';

const HOUR = 3_600_000;
const ACCOUNT = { email: 'anna@rheinkontor-immobilien.de', name: 'Anna Berger' };
const ATTACK = { failures: 5, addresses: 5, since: Date.UTC(2026, 10, 25, 12, 30) };

let folder: string;
const opened: Db[] = [];
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'attack-notice-'));
});
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  rmSync(folder, { recursive: true, force: true });
});

/** One server process's view: its own connection to the shared database file, its own clock. */
function serverProcess(clock: { now: number }, settings: Partial<typeof agency> | null = agency) {
  const db = openDatabase(join(folder, 'content.sqlite'));
  opened.push(db);
  const outbox = new OutboxQueue(db);
  const notify = signInAttackNotice({
    db,
    outbox,
    enqueue: (mails) => mails.forEach((mail) => outbox.enqueue(mail, clock.now)),
    settings: () => settings,
    publicUrl: 'https://www.rheinkontor-immobilien.de',
    now: () => clock.now,
  });
  return { notify, outbox };
}

describe('the sign-in attack notice', () => {
  it('goes to one account at most once in 24 hours, counted in the outbox', async () => {
    const clock = { now: ATTACK.since };
    const { notify, outbox } = serverProcess(clock);
    expect(await notify(ACCOUNT, ATTACK)).toBe('queued');
    clock.now += 23 * HOUR;
    expect(await notify(ACCOUNT, ATTACK)).toBe('recent');
    // Another account is told all the same.
    expect(await notify({ email: 'max@rheinkontor-immobilien.de', name: null }, ATTACK)).toBe('queued');
    clock.now += HOUR + 1;
    expect(await notify(ACCOUNT, ATTACK)).toBe('queued');
    expect(outbox.countTo('sign-in-attack', ACCOUNT.email, 0)).toBe(2);
  });

  it('is queued once when several server processes report the same attack at the same moment', async () => {
    const clock = { now: ATTACK.since };
    const processes = [serverProcess(clock), serverProcess(clock), serverProcess(clock)];
    const outcomes = await Promise.all(processes.map(({ notify }) => notify(ACCOUNT, ATTACK)));
    expect(outcomes.sort()).toEqual(['queued', 'recent', 'recent']);
    expect(processes[0].outbox.countTo('sign-in-attack', ACCOUNT.email, 0)).toBe(1);
  });

  it('waits for a sender address rather than queueing a mail nobody can send', async () => {
    const clock = { now: ATTACK.since };
    const { notify, outbox } = serverProcess(clock, null);
    expect(await notify(ACCOUNT, ATTACK)).toBe('no-sender');
    expect(outbox.countTo('sign-in-attack', ACCOUNT.email, 0)).toBe(0);
  });
});
