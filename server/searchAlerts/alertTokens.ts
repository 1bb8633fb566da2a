import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** How long a confirmation link works (unconfirmed requests are deleted after the same time). */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a management or unsubscribe link in a mail works: longer than the 12 months until the reminder. */
export const MANAGE_TTL_MS = 400 * 24 * 60 * 60 * 1000;

export type TokenPurpose = 'confirm' | 'manage';

/** The token's pattern in links and requests: 256 bits, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token as stored: its SHA-256 (the key of its row or document). */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A stored token, in SQLite's columns and as the document of Firebase mode's `searchAlertTokens` (id: the hash). */
export interface StoredToken {
  alert_id: string;
  purpose: TokenPurpose;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export const storedToken = (alertId: string, purpose: TokenPurpose, now: number): StoredToken => ({
  alert_id: alertId,
  purpose,
  created_at: now,
  expires_at: now + (purpose === 'confirm' ? CONFIRM_TTL_MS : MANAGE_TTL_MS),
  used_at: null,
});

/** Old links are not kept for ever: a month after they ran out they are gone. */
export const tokenDropBefore = (now: number) => now - 30 * 24 * 60 * 60 * 1000;

/** A new random token, to be put into its mail before it is stored with storeToken. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Stores a token as its SHA-256 only (a leaked database or backup holds no usable link); in its mail's transaction. */
export function storeToken(db: Db, token: string, alertId: string, purpose: TokenPurpose, now: number): void {
  db.prepare(
    'INSERT INTO search_alert_tokens (token_hash, alert_id, purpose, created_at, expires_at) VALUES (@hash, @alert_id, @purpose, @created_at, @expires_at)',
  ).run({
    hash: hashOf(token),
    ...storedToken(alertId, purpose, now),
  });
}

export type TokenLookup = { state: 'valid'; alertId: string } | { state: 'used'; alertId: string } | { state: 'invalid' };

/** What a stored token (or none) is for this purpose: working for its request, already used, or unknown/expired. */
export function tokenState(
  row: Pick<StoredToken, 'alert_id' | 'purpose' | 'expires_at' | 'used_at'> | undefined,
  purpose: TokenPurpose,
  now: number,
): TokenLookup {
  if (!row || row.purpose !== purpose) return { state: 'invalid' };
  if (row.used_at !== null) return { state: 'used', alertId: row.alert_id };
  return row.expires_at > now ? { state: 'valid', alertId: row.alert_id } : { state: 'invalid' };
}

/** What a token is: working for its request, already used (a confirmation link clicked twice), or unknown/expired. */
export function lookUpToken(db: Db, token: string, purpose: TokenPurpose, now: number): TokenLookup {
  if (!TOKEN_PATTERN.test(token)) return { state: 'invalid' };
  const row = db
    .prepare('SELECT alert_id, purpose, expires_at, used_at FROM search_alert_tokens WHERE token_hash = ? AND purpose = ?')
    .get(hashOf(token), purpose) as StoredToken | undefined;
  return tokenState(row, purpose, now);
}

/** Marks a single-use token used; false when another request used it first. */
export function useToken(db: Db, token: string, now: number): boolean {
  return (
    db.prepare('UPDATE search_alert_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(now, hashOf(token)).changes === 1
  );
}

export function dropExpiredTokens(db: Db, now: number) {
  db.prepare('DELETE FROM search_alert_tokens WHERE expires_at < ?').run(tokenDropBefore(now));
}
