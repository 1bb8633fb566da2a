import { createHash, randomUUID } from 'node:crypto';
import { INVITATION_TTL_MS } from '../../src/shared/auth/invitations';
import type { Role } from '../../src/shared/auth/rolePolicy';
import { newResetToken } from '../auth/passwordResetTokens';
import type { Db } from '../db/database';


/** Only the SHA-256 is stored: a leaked database or backup holds no usable link (the token has 256 random bits). */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 256-bit token, put into the mail, stored by storeInvitation as its hash only. */
export const newInvitationToken = newResetToken;

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: number;
  expiresAt: number;
}

const SELECT = `SELECT i.id, i.email, i.role, coalesce(u.name, u.email) AS invitedBy, i.created_at AS createdAt, i.expires_at AS expiresAt
  FROM invitations i LEFT JOIN users u ON u.id = i.invited_by`;

/** Stores the invitation; an earlier open one to the same address ends, so only the newest link works. */
export function storeInvitation(db: Db, token: string, invitation: { email: string; role: Role; invitedBy: string }, now: number): string {
  const id = randomUUID();
  db.prepare('UPDATE invitations SET used_at = ? WHERE email = ? AND used_at IS NULL').run(now, invitation.email);
  db.prepare('INSERT INTO invitations (id, token_hash, email, role, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    id,
    hashOf(token),
    invitation.email,
    invitation.role,
    invitation.invitedBy,
    now,
    now + INVITATION_TTL_MS,
  );
  // Old rows are not kept for ever: a month after they ran out or were used they are gone.
  db.prepare('DELETE FROM invitations WHERE coalesce(used_at, expires_at) < ?').run(now - 30 * 24 * 60 * 60 * 1000);
  return id;
}

/** Invitations not yet accepted, withdrawn or expired, newest first. */
export function openInvitations(db: Db, now: number): Invitation[] {
  return db.prepare(`${SELECT} WHERE i.used_at IS NULL AND i.expires_at > ? ORDER BY i.created_at DESC`).all(now) as Invitation[];
}

/** The open invitation a token belongs to, without using it. */
export function findInvitation(db: Db, token: string, now: number): Invitation | null {
  return (db.prepare(`${SELECT} WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ?`).get(hashOf(token), now) as Invitation | undefined) ?? null;
}

/** Uses the token: one conditional UPDATE, so of two requests with the same link exactly one gets the invitation. */
export function consumeInvitation(db: Db, token: string, now: number): Invitation | null {
  const row = db.prepare('UPDATE invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING id').get(now, hashOf(token), now) as
    | { id: string }
    | undefined;
  return row ? (db.prepare(`${SELECT} WHERE i.id = ?`).get(row.id) as Invitation) : null;
}

/** Withdraws an open invitation; false when there is none with this id. */
export function withdrawInvitation(db: Db, id: string, now: number): boolean {
  return db.prepare('UPDATE invitations SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id).changes > 0;
}
