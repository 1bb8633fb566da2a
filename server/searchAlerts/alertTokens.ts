import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** How long a confirmation link works (unconfirmed requests are deleted after the same time). */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a management or unsubscribe link in a mail works: longer than the 12 months until the reminder. */
export const MANAGE_TTL_MS = 400 * 24 * 60 * 60 * 1000;

export type TokenPurpose = 'confirm' | 'manage';

/** The token's pattern in links and requests: 256 bits, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token, to be put into its mail before it is stored with storeToken. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Stores a token as its SHA-256 only (a leaked database or backup holds no usable link); in its mail's transaction. */
export function storeToken(db: Db, token: string, alertId: string, purpose: TokenPurpose, now: number): void {
  db.prepare('INSERT INTO search_alert_tokens (token_hash, alert_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    hashOf(token),
    alertId,
    purpose,
    now,
    now + (purpose === 'confirm' ? CONFIRM_TTL_MS : MANAGE_TTL_MS),
  );
}

export type TokenLookup = { state: 'valid'; alertId: string } | { state: 'used'; alertId: string } | { state: 'invalid' };

/** What a token is: working for its request, already used (a confirmation link clicked twice), or unknown/expired. */
export function lookUpToken(db: Db, token: string, purpose: TokenPurpose, now: number): TokenLookup {
  if (!TOKEN_PATTERN.test(token)) return { state: 'invalid' };
  const row = db.prepare('SELECT alert_id, expires_at, used_at FROM search_alert_tokens WHERE token_hash = ? AND purpose = ?').get(hashOf(token), purpose) as
    { alert_id: string; expires_at: number; used_at: number | null } | undefined;
  if (!row) return { state: 'invalid' };
  if (row.used_at !== null) return { state: 'used', alertId: row.alert_id };
  return row.expires_at > now ? { state: 'valid', alertId: row.alert_id } : { state: 'invalid' };
}

/** Marks a single-use token used; false when another request used it first. */
export function useToken(db: Db, token: string, now: number): boolean {
  return db.prepare('UPDATE search_alert_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(now, hashOf(token)).changes === 1;
}

/** Old links are not kept for ever: a month after they ran out they are gone. */
export function dropExpiredTokens(db: Db, now: number) {
  db.prepare('DELETE FROM search_alert_tokens WHERE expires_at < ?').run(now - 30 * 24 * 60 * 60 * 1000);
}
