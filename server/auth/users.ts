import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { generatePassword, hashPassword, passwordProblem } from './passwords';
import type { Role } from '../../src/shared/auth/rolePolicy';
import { revokeUserSessions } from './sessions';
import type { StaffUser } from './staffUser';

export type { Role };

export interface UserRecord extends StaffUser {
  passwordHash: string;
  createdAt: string;
  passwordChangedAt: string;
  /** When an admin deactivated the account (ms since 1970); it cannot sign in until reactivated. */
  disabledAt: number | null;
  lastSignInAt: number | null;
}

/** A problem the person at the keyboard can fix; its message is German and safe to show. */
export class UserError extends Error {}

/** The column compares without case anyway; storing one spelling keeps lists and throttling keys consistent. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const emailSchema = z.email();

const SELECT_USER = `SELECT id, email, name, role, password_hash AS passwordHash, created_at AS createdAt,
  password_changed_at AS passwordChangedAt, disabled_at AS disabledAt, last_sign_in_at AS lastSignInAt FROM users`;

export function findUserByEmail(db: Db, email: string): UserRecord | null {
  return (db.prepare(`${SELECT_USER} WHERE email = ?`).get(normaliseEmail(email)) as UserRecord | undefined) ?? null;
}

export function findUserById(db: Db, id: string): UserRecord | null {
  return (db.prepare(`${SELECT_USER} WHERE id = ?`).get(id) as UserRecord | undefined) ?? null;
}

export function listUsers(db: Db): UserRecord[] {
  return db.prepare(`${SELECT_USER} ORDER BY email`).all() as UserRecord[];
}

function checkPassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw new UserError(problem);
}

export interface NewUser {
  email: string;
  name?: string | null;
  password: string;
  role?: Role;
}

export async function createUser(db: Db, { email, name, password, role = 'editor' }: NewUser): Promise<StaffUser> {
  const normalised = normaliseEmail(email);
  if (!emailSchema.safeParse(normalised).success) throw new UserError(`„${email}“ ist keine gültige E-Mail-Adresse.`);
  checkPassword(password);
  return insertUser(db, { email: normalised, name, role }, await hashPassword(password));
}

/** Inserts an account whose address is checked and whose password is hashed already (an accepted invitation's transaction). */
export function insertUser(
  db: Db,
  { email, name, role }: { email: string; name?: string | null; role: Role },
  passwordHash: string,
): StaffUser {
  const normalised = normaliseEmail(email);
  const now = new Date().toISOString();
  const user: StaffUser = { id: randomUUID(), email: normalised, name: name?.trim() || null, role };
  try {
    db.prepare(
      'INSERT INTO users (id, email, name, password_hash, role, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(user.id, user.email, user.name, passwordHash, user.role, now, now);
  } catch (error) {
    // The UNIQUE constraint, not a look-up beforehand, decides: the CLI and the server may insert at the same time.
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
      throw new UserError(`Ein Zugang für ${normalised} existiert bereits.`);
    throw error;
  }
  return user;
}

/** A new password ends every session of the user: whoever knew the old one is out. */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  db.transaction(() => {
    const changed = db
      .prepare('UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?')
      .run(passwordHash, new Date().toISOString(), userId).changes;
    if (changed === 0) throw new UserError('Diesen Zugang gibt es nicht.');
    revokeUserSessions(db, userId);
  })();
}

/** Same password, stronger hash parameters: no reason to end any session. */
export function replacePasswordHash(db: Db, userId: string, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
}

export const LAST_ADMIN = 'Der letzte aktive Administrator-Zugang bleibt: Legen Sie zuerst einen weiteren Administrator an.';

/** Throws when the account is the last active admin: without one, nobody could manage staff any more. */
export function keepLastAdmin(db: Db, user: UserRecord): void {
  if (user.role !== 'admin' || user.disabledAt !== null) return;
  const others = db
    .prepare("SELECT count(*) FROM users WHERE role = 'admin' AND disabled_at IS NULL AND id != ?")
    .pluck()
    .get(user.id) as number;
  if (others === 0) throw new UserError(LAST_ADMIN);
}

/** The account of an address, or a German error naming it. */
export function requireUserByEmail(db: Db, email: string): UserRecord {
  const user = findUserByEmail(db, email);
  if (!user) throw new UserError(`Es gibt keinen Zugang für ${normaliseEmail(email)}.`);
  return user;
}

/** ADMIN_EMAIL and ADMIN_PASSWORD, checked at start (server/config.ts). */
export type InitialAdmin = ServerConfig['initialAdmin'];

/**
 * A fresh installation has nobody who could sign in: create the first admin from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or with a generated password that is shown exactly once (it is stored only as a hash).
 */
export async function ensureInitialAdmin(db: Db, admin: InitialAdmin, log: (message: string) => void): Promise<StaffUser | null> {
  const count = () => db.prepare('SELECT count(*) FROM users').pluck().get() as number;
  if (count() > 0) return null;
  const given = admin.password;
  const password = given ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  const user: StaffUser = { id: randomUUID(), email: normaliseEmail(admin.email), name: 'Administrator', role: 'admin' };
  // Re-checked inside the transaction: two processes starting at once must not both create an admin.
  const created = db
    .transaction(() => {
      if (count() > 0) return false;
      db.prepare(
        'INSERT INTO users (id, email, name, password_hash, role, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(user.id, user.email, user.name, passwordHash, user.role, now, now);
      return true;
    })
    .immediate();
  if (!created) return null;
  log(
    given === undefined
      ? framed([
          'Erster Zugang angelegt (das Passwort wird nur dieses eine Mal angezeigt)',
          `E-Mail:   ${user.email}`,
          `Passwort: ${password}`,
          'Bitte ändern Sie es nach der ersten Anmeldung.',
        ])
      : `Erster Zugang angelegt: ${user.email} (Passwort aus ADMIN_PASSWORD) – bitte nach der ersten Anmeldung ändern.`,
  );
  return user;
}

/** A box of its own in the terminal, so the one copy of a password is not lost among the log lines. */
function framed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}
