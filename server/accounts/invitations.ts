import { createHash, randomUUID } from 'node:crypto';
import { INVITATION_TTL_MS } from '../../src/shared/auth/invitations';
import { can, ROLES, type Role } from '../../src/shared/auth/rolePolicy';
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

/** The inviter as they are now, beside an invitation. */
const WITH_INVITER = `SELECT i.id, u.role AS inviterRole, u.disabled_at AS inviterDisabledAt, i.role
  FROM invitations i LEFT JOIN users u ON u.id = i.invited_by`;

interface InviterNow {
  id: string;
  inviterRole: Role | null;
  inviterDisabledAt: number | null;
  role: Role;
}

/** ROLES lists the strongest role first: a role ranks no higher than another when it comes at or after it. */
const outranks = (role: Role, than: Role) => ROLES.indexOf(role) < ROLES.indexOf(than);

/**
 * An invitation counts only while its author still may invite and grant its role: the account exists, is active, may
 * manage accounts, and the role is no stronger than the author's own. Ending the invitations with the right
 * (endInvitationsBy) does this at once; checking again here also covers whatever ended it another way.
 */
const inviterStillMay = ({ inviterRole, inviterDisabledAt, role }: InviterNow) =>
  inviterRole !== null && inviterDisabledAt === null && can(inviterRole, 'accounts') && !outranks(role, inviterRole);

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

/** The open invitation a token belongs to, without using it; null also when its author may no longer invite. */
export function findInvitation(db: Db, token: string, now: number): Invitation | null {
  const inviter = db
    .prepare(`${WITH_INVITER} WHERE i.token_hash = ? AND i.used_at IS NULL AND i.expires_at > ?`)
    .get(hashOf(token), now) as InviterNow | undefined;
  if (!inviter || !inviterStillMay(inviter)) return null;
  return db.prepare(`${SELECT} WHERE i.id = ?`).get(inviter.id) as Invitation;
}

/**
 * Uses the token: one conditional UPDATE, so of two requests with the same link exactly one gets the invitation. Run in
 * the transaction that creates the account, so the author's right is checked together with the use.
 */
export function consumeInvitation(db: Db, token: string, now: number): Invitation | null {
  const invitation = findInvitation(db, token, now);
  if (!invitation) return null;
  const used = db.prepare('UPDATE invitations SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, invitation.id).changes === 1;
  return used ? invitation : null;
}

/** Ends the open invitations an account sent: it was deleted, deactivated, or given a role that may not invite. */
export function endInvitationsBy(db: Db, userId: string, now: number): void {
  db.prepare('UPDATE invitations SET used_at = ? WHERE invited_by = ? AND used_at IS NULL').run(now, userId);
}

/** Withdraws an open invitation; false when there is none with this id. */
export function withdrawInvitation(db: Db, id: string, now: number): boolean {
  return db.prepare('UPDATE invitations SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id).changes > 0;
}
