import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { deleteUser, setDisabled, setRole } from './accountAdmin';
import { createSession, lookupSession } from './sessions';
import { addTestUser, memoryDb } from '../../test-support/server/testDb';
import { findUserById, LAST_ADMIN } from './users';

let db: Db;
beforeEach(() => {
  db = memoryDb();
});
afterEach(() => db.close());

describe('account administration', () => {
  it('deletes an account with its sessions', async () => {
    await addTestUser(db, 'chefin@example.de', 'admin');
    const editor = await addTestUser(db);
    const token = createSession(db, editor.id);
    expect(deleteUser(db, editor.id)).toMatchObject({ email: 'mara@example.de' });
    expect(lookupSession(db, token)).toBeNull();
    expect(findUserById(db, editor.id)).toBeNull();
    expect(() => deleteUser(db, editor.id)).toThrow('Diesen Zugang gibt es nicht (mehr).');
  });

  it('never removes, demotes or deactivates the last active admin', async () => {
    const admin = await addTestUser(db, 'chefin@example.de', 'admin');
    expect(() => deleteUser(db, admin.id)).toThrow(LAST_ADMIN);
    expect(() => setRole(db, admin.id, 'editor')).toThrow(LAST_ADMIN);
    expect(() => setDisabled(db, admin.id, true, 1)).toThrow(LAST_ADMIN);
    // A second admin who is deactivated does not count: the first one still stays.
    const second = await addTestUser(db, 'zweite@example.de', 'admin');
    setDisabled(db, second.id, true, 1);
    expect(() => setRole(db, admin.id, 'editor')).toThrow(LAST_ADMIN);
    setDisabled(db, second.id, false, 2);
    expect(setRole(db, admin.id, 'editor').role).toBe('editor');
    expect(() => deleteUser(db, second.id)).toThrow(LAST_ADMIN);
  });

  it('deactivating ends every session and keeps the account out until it is reactivated', async () => {
    await addTestUser(db, 'chefin@example.de', 'admin');
    const editor = await addTestUser(db);
    const token = createSession(db, editor.id);
    expect(setDisabled(db, editor.id, true, 1000).disabledAt).toBe(1000);
    expect(lookupSession(db, token)).toBeNull();
    // A session made anyway (a race with sign-in) is not honoured while the account is deactivated.
    const late = createSession(db, editor.id);
    expect(lookupSession(db, late)).toBeNull();
    expect(setDisabled(db, editor.id, false, 2000).disabledAt).toBeNull();
    expect(lookupSession(db, createSession(db, editor.id))).toMatchObject({ email: 'mara@example.de', role: 'editor' });
  });
});
