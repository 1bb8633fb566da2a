import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { createSession, lookupSession } from '../auth/sessions';
import { addTestUser, memoryDb } from '../../test-support/server/testDb';
import { findUserByEmail, LAST_ADMIN, listUsers } from '../auth/users';
import type { Db } from '../db/database';
import { findInvitation, openInvitations, storeInvitation } from '../accounts/invitations';
import { runUserCli, type CliIo } from './userCommands';

let db: Db;
beforeEach(() => {
  db = memoryDb();
});
afterEach(() => db.close());

function io(options: { userPassword?: string; answers?: string[] } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const answers = options.answers && [...options.answers];
  const cli: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    userPassword: options.userPassword,
    askPassword: answers && (async (prompt) => (prompts.push(prompt), answers.shift() ?? '')),
  };
  return { cli, out, err, prompts, text: () => out.join('\n') };
}

const passwordOf = async (email: string, password: string) => verifyPassword(password, findUserByEmail(db, email)!.passwordHash);

describe('npm run user -- add', () => {
  it('takes the password from USER_PASSWORD and creates an editor account', async () => {
    const { cli, text } = io({ userPassword: 'Rheinblick-2024' });
    expect(await runUserCli(db, ['add', 'Mara@Example.de', '--name', 'Mara Muster'], cli)).toBe(0);
    expect(text()).toBe('Zugang angelegt: mara@example.de (Redaktion, editor).');
    expect(findUserByEmail(db, 'mara@example.de')).toMatchObject({ name: 'Mara Muster', role: 'editor' });
    await expect(passwordOf('mara@example.de', 'Rheinblick-2024')).resolves.toBe(true);
  });

  it('asks twice on a terminal and creates an admin with --admin', async () => {
    const { cli, prompts } = io({ answers: ['Rheinblick-2024', 'Rheinblick-2024'] });
    expect(await runUserCli(db, ['add', 'chefin@example.de', '--admin'], cli)).toBe(0);
    expect(prompts).toHaveLength(2);
    expect(findUserByEmail(db, 'chefin@example.de')?.role).toBe('admin');
    await expect(passwordOf('chefin@example.de', 'Rheinblick-2024')).resolves.toBe(true);
  });

  it('takes the role from --role admin|editor and refuses any other', async () => {
    const userPassword = 'Rheinblick-2024';
    const admin = io({ userPassword });
    expect(await runUserCli(db, ['add', 'chefin@example.de', '--name', 'Miriam Schäfer', '--role', 'admin'], admin.cli)).toBe(0);
    expect(admin.text()).toBe('Zugang angelegt: chefin@example.de (Administrator, admin).');
    const editor = io({ userPassword });
    expect(await runUserCli(db, ['add', 'mara@example.de', '--role', 'editor'], editor.cli)).toBe(0);
    expect(findUserByEmail(db, 'mara@example.de')?.role).toBe('editor');
    for (const args of [
      ['add', 'x@example.de', '--role', 'staff'],
      ['add', 'y@example.de', '--role', 'editor', '--admin'],
    ]) {
      const refused = io({ userPassword });
      expect(await runUserCli(db, args, refused.cli)).toBe(1);
      expect(refused.err.join('\n')).toContain(`Unbekannte Rolle „${args[3]}“: erlaubt sind admin und editor.`);
    }
    expect(listUsers(db).map((user) => user.email)).toEqual(['chefin@example.de', 'mara@example.de']);
  });

  it('refuses differing repetitions and short passwords', async () => {
    const differing = io({ answers: ['Rheinblick-2024', 'Rheinblick-2025'] });
    expect(await runUserCli(db, ['add', 'mara@example.de'], differing.cli)).toBe(1);
    expect(differing.err).toEqual(['Die beiden Eingaben stimmen nicht überein.']);
    const short = io({ userPassword: 'kurz' });
    expect(await runUserCli(db, ['add', 'mara@example.de'], short.cli)).toBe(1);
    expect(short.err).toEqual(['Das Passwort muss mindestens 10 Zeichen lang sein.']);
    expect(listUsers(db)).toHaveLength(0);
  });

  it('generates and prints a password once without a terminal', async () => {
    const { cli, out } = io();
    expect(await runUserCli(db, ['add', 'mara@example.de'], cli)).toBe(0);
    const password = /Passwort für mara@example.de: (\S+)/.exec(out.join('\n'))?.[1] ?? '';
    expect(password).toHaveLength(24);
    await expect(passwordOf('mara@example.de', password)).resolves.toBe(true);
  });

  it('refuses a taken address before asking for a password', async () => {
    await addTestUser(db);
    const { cli, err, prompts } = io({ answers: ['x'] });
    expect(await runUserCli(db, ['add', 'MARA@example.de'], cli)).toBe(1);
    expect(err).toEqual(['Ein Zugang für mara@example.de existiert bereits.']);
    expect(prompts).toHaveLength(0);
  });
});

describe('npm run user -- passwd', () => {
  it('sets a new password and ends the sessions of that account', async () => {
    const user = await addTestUser(db);
    const token = createSession(db, user.id);
    const { cli, text } = io({ userPassword: 'Neues-Passwort-2025' });
    expect(await runUserCli(db, ['passwd', 'mara@example.de'], cli)).toBe(0);
    expect(text()).toContain('alle Sitzungen dieses Zugangs sind beendet');
    expect(lookupSession(db, token)).toBeNull();
    await expect(passwordOf('mara@example.de', 'Neues-Passwort-2025')).resolves.toBe(true);
  });

  it('fails clearly for an unknown account', async () => {
    const { cli, err } = io({ userPassword: 'Neues-Passwort-2025' });
    expect(await runUserCli(db, ['passwd', 'niemand@example.de'], cli)).toBe(1);
    expect(err).toEqual(['Es gibt keinen Zugang für niemand@example.de.']);
  });
});

describe('npm run user -- list and remove', () => {
  it('lists accounts as a table', async () => {
    await addTestUser(db, 'chefin@example.de', 'admin');
    await addTestUser(db);
    const { cli, out } = io();
    expect(await runUserCli(db, ['list'], cli)).toBe(0);
    expect(out[0]).toMatch(/^E-Mail\s+Name\s+Rolle\s+Status\s+Angelegt$/);
    expect(out[1]).toMatch(/^chefin@example\.de\s+Mara Muster\s+Administrator, admin\s+aktiv\s+\d{4}-\d\d-\d\d$/);
    expect(out[2]).toMatch(/^mara@example\.de\s+Mara Muster\s+Redaktion, editor\s+aktiv/);
  });

  it('says so when there is nobody', async () => {
    const { cli, out } = io();
    await runUserCli(db, ['list'], cli);
    expect(out).toEqual(['Es gibt noch keinen Zugang.']);
  });

  it('removes an account but keeps the last admin', async () => {
    await addTestUser(db, 'chefin@example.de', 'admin');
    await addTestUser(db);
    const removed = io();
    expect(await runUserCli(db, ['remove', 'mara@example.de'], removed.cli)).toBe(0);
    expect(removed.out).toEqual(['Zugang mara@example.de entfernt; seine Sitzungen sind beendet.']);
    const last = io();
    expect(await runUserCli(db, ['remove', 'chefin@example.de'], last.cli)).toBe(1);
    expect(last.err).toEqual([LAST_ADMIN]);
  });

  it('changes a role with `role <E-Mail> admin|editor`, but never demotes the last active admin', async () => {
    await addTestUser(db, 'chefin@example.de', 'admin');
    await addTestUser(db);
    const promoted = io();
    expect(await runUserCli(db, ['role', 'mara@example.de', 'admin'], promoted.cli)).toBe(0);
    expect(promoted.out).toEqual(['Rolle von mara@example.de: Administrator, admin.']);
    expect(await runUserCli(db, ['role', 'chefin@example.de', 'editor'], io().cli)).toBe(0);
    const last = io();
    expect(await runUserCli(db, ['role', 'mara@example.de', 'editor'], last.cli)).toBe(1);
    expect(last.err).toEqual([LAST_ADMIN]);
    const unknown = io();
    expect(await runUserCli(db, ['role', 'mara@example.de', 'chef'], unknown.cli)).toBe(1);
    expect(unknown.err.join('\n')).toContain('Unbekannte Rolle „chef“');
    expect(findUserByEmail(db, 'mara@example.de')?.role).toBe('admin');
  });
});

describe('npm run user -- role/remove and the invitations an admin sent', () => {
  it('ends the open invitations of an admin who is demoted or removed', async () => {
    await addTestUser(db, 'chefin@example.de', 'admin');
    const demoted = await addTestUser(db, 'zweite@example.de', 'admin');
    const removed = await addTestUser(db, 'dritte@example.de', 'admin');
    const now = Date.now();
    storeInvitation(db, 'a'.repeat(43), { email: 'neu1@example.de', role: 'admin', invitedBy: demoted.id }, now);
    storeInvitation(db, 'b'.repeat(43), { email: 'neu2@example.de', role: 'editor', invitedBy: removed.id }, now);
    expect(openInvitations(db, now)).toHaveLength(2);
    expect(await runUserCli(db, ['role', 'zweite@example.de', 'editor'], io().cli)).toBe(0);
    expect(openInvitations(db, now).map((invitation) => invitation.email)).toEqual(['neu2@example.de']);
    expect(findInvitation(db, 'a'.repeat(43), now)).toBeNull();
    expect(await runUserCli(db, ['remove', 'dritte@example.de'], io().cli)).toBe(0);
    expect(openInvitations(db, now)).toEqual([]);
    expect(findInvitation(db, 'b'.repeat(43), now)).toBeNull();
  });
});

describe('command line errors', () => {
  it.each([
    [[], 'Verwendung: npm run user'],
    [['frob'], 'Unbekannter Befehl „frob“.'],
    [['add'], '„add“ erwartet genau eine E-Mail-Adresse.'],
    [['add', 'a@example.de', '--bogus'], 'Unbekannte Option „--bogus“.'],
  ])('%j exits with 1 and a German message', async (args, message) => {
    const { cli, err } = io();
    expect(await runUserCli(db, args, cli)).toBe(1);
    expect(err.join('\n')).toContain(message);
  });

  it('prints the usage for --help with exit code 0', async () => {
    const { cli, out } = io();
    expect(await runUserCli(db, ['--help'], cli)).toBe(0);
    expect(out.join('\n')).toContain('passwd <E-Mail>');
  });
});
