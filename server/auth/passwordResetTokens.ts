import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token (256 bits), to be put into the mail before it is stored with storeResetToken. */
export const newResetToken = () => randomBytes(32).toString('base64url');

/**
 * Between two links mailed to one account. A new link replaces the open one instead of counting against an hourly
 * limit, so requests of others cannot use up the owner's; the interval alone bounds the mails (docs/security.md).
 */
export const RESET_MAIL_INTERVAL_MS = 2 * 60 * 1000;

/** Whether a link went to the account less than RESET_MAIL_INTERVAL_MS ago; read from the table, so every process agrees. */
export function resetMailedRecently(db: Db, userId: string, now: number): boolean {
  return (
    db.prepare('SELECT 1 FROM password_resets WHERE user_id = ? AND created_at > ?').get(userId, now - RESET_MAIL_INTERVAL_MS) !== undefined
  );
}

/**
 * Stores a single-use token for the account, as its hash only, and ends the links mailed before: only the newest mail's
 * link works. In the transaction that queues its mail.
 */
export function storeResetToken(db: Db, token: string, userId: string, now: number): void {
  endResetTokens(db, userId, now);
  db.prepare('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashOf(token),
    userId,
    now,
    now + RESET_TOKEN_TTL_MS,
  );
  // Old links are not kept for ever: a day after they ran out they are gone.
  db.prepare('DELETE FROM password_resets WHERE expires_at < ?').run(now - 24 * 60 * 60 * 1000);
}

/** Whether the token still works (unused, not expired), without using it. */
export function isResetTokenValid(db: Db, token: string, now: number): boolean {
  return (
    db.prepare('SELECT 1 FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?').get(hashOf(token), now) !==
    undefined
  );
}

/**
 * Uses the token: the account it belongs to, or null when it is unknown, used or expired. One conditional UPDATE,
 * so of two requests with the same link exactly one gets the account; every other open link of the account ends too.
 */
export function consumeResetToken(db: Db, token: string, now: number): string | null {
  return db.transaction(() => {
    const row = db
      .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id')
      .get(now, hashOf(token), now) as { user_id: string } | undefined;
    if (!row) return null;
    endResetTokens(db, row.user_id, now);
    return row.user_id;
  })();
}

/** Ends every open link of the account: once one is used, and when the account is deactivated (accountAdmin.ts). */
export function endResetTokens(db: Db, userId: string, now: number): void {
  db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, userId);
}
