import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import type { Db } from '../db/database';
import { VARIABLES } from '../env/variables';
import { verifyPassword } from './passwords';
import { createSession, lookupSession } from './sessions';
import { addTestUser, memoryDb } from '../../test-support/server/testDb';
import { createUser, ensureInitialAdmin, findUserByEmail, findUserById, listUsers, setPassword, UserError } from './users';

let db: Db;
beforeEach(() => {
  db = memoryDb();
});
afterEach(() => db.close());

describe('users', () => {
  it('creates a user with a normalised address and finds it by address in any spelling, and by id', async () => {
    const user = await createUser(db, { email: '  Mara@Example.DE ', name: ' Mara Muster ', password: 'Rheinblick-2024' });
    expect(user).toMatchObject({ email: 'mara@example.de', name: 'Mara Muster', role: 'editor' });
    expect(findUserByEmail(db, 'MARA@example.de')?.id).toBe(user.id);
    expect(findUserById(db, user.id)?.email).toBe('mara@example.de');
    await expect(verifyPassword('Rheinblick-2024', findUserById(db, user.id)!.passwordHash)).resolves.toBe(true);
  });

  it('refuses a taken address, an invalid address and a short password with German messages', async () => {
    await addTestUser(db);
    await expect(addTestUser(db, 'MARA@example.de')).rejects.toThrow(new UserError('Ein Zugang für mara@example.de existiert bereits.'));
    await expect(createUser(db, { email: 'keine-adresse', password: 'Rheinblick-2024' })).rejects.toThrow('keine gültige E-Mail-Adresse');
    await expect(createUser(db, { email: 'neu@example.de', password: 'kurz' })).rejects.toThrow(
      'Das Passwort muss mindestens 10 Zeichen lang sein.',
    );
    expect(listUsers(db)).toHaveLength(1);
  });

  it('ends every session of the user when the password changes', async () => {
    const user = await addTestUser(db);
    const other = await addTestUser(db, 'jan@example.de');
    const [mine, theirs] = [createSession(db, user.id), createSession(db, other.id)];
    await setPassword(db, user.id, 'Neues-Passwort-2025');
    expect(lookupSession(db, mine)).toBeNull();
    expect(lookupSession(db, theirs)).not.toBeNull();
    await expect(verifyPassword('Neues-Passwort-2025', findUserById(db, user.id)!.passwordHash)).resolves.toBe(true);
  });
});

const DEFAULT_ADMIN_EMAIL = VARIABLES.ADMIN_EMAIL.default;
/** The first admin as the configuration gives it; without ADMIN_PASSWORD one is generated. */
const initialAdmin = (env = {}) => readConfig(env).initialAdmin;

describe('ensureInitialAdmin', () => {
  it('creates one admin with a generated password and prints it exactly once', async () => {
    const log = vi.fn();
    const admin = await ensureInitialAdmin(db, initialAdmin(), log);
    expect(admin).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, role: 'admin' });
    expect(log).toHaveBeenCalledTimes(1);
    const [message] = log.mock.calls[0] as [string];
    const password = /Passwort: (\S+)/.exec(message)?.[1] ?? '';
    // A box of its own: every line framed, the password on a line of its own.
    const lines = message.split('\n');
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(lines.slice(1, -1).every((line) => line.startsWith('│ ') && line.endsWith(' │') && line.length === lines[0].length)).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^│ E-Mail: +${DEFAULT_ADMIN_EMAIL} +│$`)));
    expect(lines).toContainEqual(expect.stringMatching(/^│ Passwort: \S+ +│$/));
    expect(message).toContain('Bitte ändern Sie es nach der ersten Anmeldung.');
    await expect(verifyPassword(password, findUserByEmail(db, DEFAULT_ADMIN_EMAIL)!.passwordHash)).resolves.toBe(true);

    expect(await ensureInitialAdmin(db, initialAdmin(), log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(listUsers(db)).toHaveLength(1);
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD and never prints the given password', async () => {
    const log = vi.fn();
    await ensureInitialAdmin(db, initialAdmin({ ADMIN_EMAIL: 'Chefin@Example.de', ADMIN_PASSWORD: 'Vorgegeben-2025' }), log);
    expect(String(log.mock.calls[0][0])).not.toContain('Vorgegeben-2025');
    await expect(verifyPassword('Vorgegeben-2025', findUserByEmail(db, 'chefin@example.de')!.passwordHash)).resolves.toBe(true);
  });

  it('creates only one admin when two starts race', async () => {
    const log = vi.fn();
    await Promise.all([ensureInitialAdmin(db, initialAdmin(), log), ensureInitialAdmin(db, initialAdmin(), log)]);
    expect(listUsers(db)).toHaveLength(1);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('does nothing when any user exists', async () => {
    await addTestUser(db);
    const log = vi.fn();
    expect(await ensureInitialAdmin(db, initialAdmin(), log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});
