import type { SessionEntry } from '../../src/shared/auth/sessionEntry';
import type { Db } from '../db/database';
import { deviceName } from './deviceName';
import { hashToken, IDLE_TIMEOUT_MS } from './sessions';

interface SessionRow {
  id: string;
  token_hash: string;
  user_agent: string | null;
  created_at: number;
  last_seen_at: number;
}

/** The account's sessions that still count (not expired, not idle), the one making the request first, then by last use. */
export function listUserSessions(db: Db, userId: string, currentToken: string | undefined, now = Date.now()): SessionEntry[] {
  const currentHash = currentToken ? hashToken(currentToken) : '';
  const rows = db
    .prepare(
      `SELECT id, token_hash, user_agent, created_at, last_seen_at FROM sessions
        WHERE user_id = ? AND expires_at > ? AND last_seen_at > ? ORDER BY last_seen_at DESC`,
    )
    .all(userId, now, now - IDLE_TIMEOUT_MS) as SessionRow[];
  return rows
    .map((row) => ({
      id: row.id,
      device: deviceName(row.user_agent),
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_seen_at).toISOString(),
      current: row.token_hash === currentHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the account's own sessions, never the one asking (that is signing out). True when one was ended. */
export function endUserSession(db: Db, userId: string, sessionId: string, currentToken: string | undefined): boolean {
  const currentHash = currentToken ? hashToken(currentToken) : '';
  return (
    db.prepare('DELETE FROM sessions WHERE user_id = ? AND id = ? AND token_hash <> ?').run(userId, sessionId, currentHash).changes > 0
  );
}

/** Ends every session of the account except the one asking; returns how many ended. */
export function endOtherSessions(db: Db, userId: string, currentToken: string | undefined): number {
  const currentHash = currentToken ? hashToken(currentToken) : '';
  return db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?').run(userId, currentHash).changes;
}
