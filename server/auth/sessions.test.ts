import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import {
  ABSOLUTE_TIMEOUT_MS,
  createSession,
  IDLE_TIMEOUT_MS,
  lookupSession,
  purgeExpiredSessions,
  revokeSession,
  revokeUserSessions,
  TOUCH_INTERVAL_MS,
} from './sessions';
import { addTestUser, memoryDb } from '../../test-support/server/testDb';
import type { StaffUser } from './staffUser';

let db: Db;
let user: StaffUser;
const start = Date.UTC(2025, 0, 6, 8, 0);
const minutes = (n: number) => n * 60 * 1000;
const rows = () => db.prepare('SELECT * FROM sessions').all() as { token_hash: string; last_seen_at: number }[];

beforeEach(async () => {
  db = memoryDb();
  user = await addTestUser(db);
});
afterEach(() => db.close());

describe('sessions', () => {
  it('finds the user of a fresh session and stores only a hash of the token', () => {
    const token = createSession(db, user.id, start);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(lookupSession(db, token, start + 1000)).toEqual(user);
    expect(JSON.stringify(rows())).not.toContain(token);
  });

  it('ends a session after two idle hours', () => {
    const token = createSession(db, user.id, start);
    expect(lookupSession(db, token, start + IDLE_TIMEOUT_MS - 1)).toEqual(user);
    const later = start + IDLE_TIMEOUT_MS - 1;
    expect(lookupSession(db, token, later + IDLE_TIMEOUT_MS)).toBeNull();
    expect(rows()).toHaveLength(0);
  });

  it('keeps an active session alive, but never beyond twelve hours', () => {
    const token = createSession(db, user.id, start);
    let now = start;
    while (now + minutes(90) < start + ABSOLUTE_TIMEOUT_MS) {
      now += minutes(90);
      expect(lookupSession(db, token, now)).toEqual(user);
    }
    expect(lookupSession(db, token, start + ABSOLUTE_TIMEOUT_MS)).toBeNull();
    expect(rows()).toHaveLength(0);
  });

  it('writes last_seen_at at most once a minute', () => {
    const token = createSession(db, user.id, start);
    lookupSession(db, token, start + TOUCH_INTERVAL_MS - 1);
    expect(rows()[0].last_seen_at).toBe(start);
    lookupSession(db, token, start + TOUCH_INTERVAL_MS);
    expect(rows()[0].last_seen_at).toBe(start + TOUCH_INTERVAL_MS);
  });

  it('refuses unknown and malformed tokens', () => {
    createSession(db, user.id, start);
    expect(lookupSession(db, undefined, start)).toBeNull();
    expect(lookupSession(db, '', start)).toBeNull();
    expect(lookupSession(db, 'x'.repeat(43), start)).toBeNull();
    expect(lookupSession(db, "' OR 1=1 --", start)).toBeNull();
  });

  it('revokes one session or all of a user', async () => {
    const other = await addTestUser(db, 'jan@example.de');
    const [a, b, c] = [createSession(db, user.id, start), createSession(db, user.id, start), createSession(db, other.id, start)];
    revokeSession(db, a);
    expect(lookupSession(db, a, start)).toBeNull();
    expect(lookupSession(db, b, start)).toEqual(user);
    revokeUserSessions(db, user.id);
    expect(lookupSession(db, b, start)).toBeNull();
    expect(lookupSession(db, c, start)).toEqual(other);
  });

  it('purges idle and expired rows, keeping live ones', () => {
    createSession(db, user.id, start - ABSOLUTE_TIMEOUT_MS);
    createSession(db, user.id, start - IDLE_TIMEOUT_MS);
    const live = createSession(db, user.id, start - minutes(5));
    expect(purgeExpiredSessions(db, start)).toBe(2);
    expect(lookupSession(db, live, start)).toEqual(user);
  });
});
