import { ACCOUNT_NOT_FOUND } from '../../src/shared/auth/accounts';
import { can, type Role } from '../../src/shared/auth/rolePolicy';
import { endInvitationsBy } from '../accounts/invitations';
import type { Db } from '../db/database';
import { endResetTokens } from './passwordResetTokens';
import { revokeUserSessions } from './sessions';
import { findUserById, keepLastAdmin, UserError, type UserRecord } from './users';

/**
 * What an admin (or the CLI) changes about an account. Each runs in one transaction with the last-admin check, so two
 * admins demoting each other at the same moment cannot both succeed.
 */
function existing(db: Db, userId: string): UserRecord {
  const user = findUserById(db, userId);
  if (!user) throw new UserError(ACCOUNT_NOT_FOUND);
  return user;
}

/** A role that may not invite ends the account's open invitations (invitations.ts checks again at acceptance). */
export function setRole(db: Db, userId: string, role: Role, now = Date.now()): UserRecord {
  return db.transaction(() => {
    const user = existing(db, userId);
    if (role !== 'admin') keepLastAdmin(db, user);
    db.prepare('UPDATE users SET role = ? WHERE id = ?').run(role, userId);
    if (!can(role, 'accounts')) endInvitationsBy(db, userId, now);
    return existing(db, userId);
  })();
}

/**
 * Deactivating ends every session of the account, every open password-reset link (a link mailed before would otherwise
 * still set a password) and every invitation it sent, at once; signing in is refused until it is reactivated.
 */
export function setDisabled(db: Db, userId: string, disabled: boolean, now: number): UserRecord {
  return db.transaction(() => {
    const user = existing(db, userId);
    if (disabled) {
      keepLastAdmin(db, user);
      db.prepare('UPDATE users SET disabled_at = coalesce(disabled_at, ?) WHERE id = ?').run(now, userId);
      revokeUserSessions(db, userId);
      endResetTokens(db, userId, now);
      endInvitationsBy(db, userId, now);
    } else {
      db.prepare('UPDATE users SET disabled_at = NULL WHERE id = ?').run(userId);
    }
    return existing(db, userId);
  })();
}

/** Deletes the account; its sessions go with it (ON DELETE CASCADE), and the invitations it sent end. */
export function deleteUser(db: Db, userId: string, now = Date.now()): UserRecord {
  return db.transaction(() => {
    const user = existing(db, userId);
    keepLastAdmin(db, user);
    endInvitationsBy(db, userId, now);
    db.prepare('DELETE FROM users WHERE id = ?').run(userId);
    return user;
  })();
}
