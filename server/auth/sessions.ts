import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { StaffUser } from './staffUser';

/** A session ends after two hours without a request … */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** … and after twelve hours at the latest, however busy it is (a working day, not a week). */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not turn into a write per request. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * Only the hash is stored: a leaked database file or backup then holds no usable cookie.
 * SHA-256 without salt is enough because the token itself has 256 random bits.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Longer User-Agent strings are cut: the list only names the browser and system (server/auth/deviceName.ts). */
const MAX_USER_AGENT = 512;

/** `userAgent` is kept so the account's session list ("Mein Zugang") can name the device. */
export function createSession(db: Db, userId: string, now = Date.now(), userAgent?: string): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO sessions (token_hash, id, user_id, user_agent, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    hashToken(token),
    randomBytes(16).toString('hex'),
    userId,
    userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    now,
    now,
    now + ABSOLUTE_TIMEOUT_MS,
  );
  // "Letzte Anmeldung" in the dashboard's Zugänge.
  db.prepare('UPDATE users SET last_sign_in_at = ? WHERE id = ?').run(now, userId);
  return token;
}

interface SessionRow extends StaffUser {
  token_hash: string;
  last_seen_at: number;
  expires_at: number;
}

/** The member of staff the token belongs to, or null; an expired session is deleted on the way. */
export function lookupSession(db: Db, token: string | undefined, now = Date.now()): StaffUser | null {
  // Malformed values never reach the database (and never cost a hash).
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const row = db
    .prepare(
      `SELECT s.token_hash, s.last_seen_at, s.expires_at, u.id, u.email, u.name, u.role
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = ? AND u.disabled_at IS NULL`,
    )
    .get(hashToken(token)) as SessionRow | undefined;
  if (!row) return null;
  if (now >= row.expires_at || now - row.last_seen_at >= IDLE_TIMEOUT_MS) {
    bestEffort(() => db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(row.token_hash));
    return null;
  }
  if (now - row.last_seen_at >= TOUCH_INTERVAL_MS) {
    bestEffort(() => db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, row.token_hash));
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/**
 * Housekeeping writes of a lookup: when the disk is full they fail, and a read must not fail with them. An
 * expired session is refused anyway; a missed touch can only make the session idle out earlier, never later.
 */
function bestEffort(write: () => unknown) {
  try {
    write();
  } catch {
    // the next lookup tries again
  }
}

export function revokeSession(db: Db, token: string | undefined): void {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}

export function revokeUserSessions(db: Db, userId: string): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}

/** Expired rows are harmless (lookup refuses them) but would pile up; the auth plugin calls this now and then. */
export function purgeExpiredSessions(db: Db, now = Date.now()): number {
  return db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?').run(now, now - IDLE_TIMEOUT_MS).changes;
}
