import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { hashToken } from './sessions';

/** Between a correct password and the second factor: long enough to open the app, too short to be worth stealing. */
export const PENDING_LOGIN_MS = 5 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A token that proves the password only: it opens nothing but the second step (it is not a session). */
export function createPendingLogin(db: Db, userId: string, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  db.transaction(() => {
    db.prepare('DELETE FROM pending_logins WHERE expires_at <= ?').run(now);
    db.prepare('INSERT INTO pending_logins (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
      hashToken(token),
      userId,
      now + PENDING_LOGIN_MS,
    );
  })();
  return token;
}

/** The account waiting for its second factor, or null when the token is unknown, used or expired. */
export function pendingLoginUser(db: Db, token: string, now = Date.now()): string | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const userId = db
    .prepare('SELECT user_id FROM pending_logins WHERE token_hash = ? AND expires_at > ?')
    .pluck()
    .get(hashToken(token), now) as string | undefined;
  return userId ?? null;
}

export function endPendingLogin(db: Db, token: string): void {
  db.prepare('DELETE FROM pending_logins WHERE token_hash = ?').run(hashToken(token));
}

/** Ends every pending sign-in of the account: after too many wrong codes the password has to be entered again. */
export function endPendingLogins(db: Db, userId: string): void {
  db.prepare('DELETE FROM pending_logins WHERE user_id = ?').run(userId);
}
