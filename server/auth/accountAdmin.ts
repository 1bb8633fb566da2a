import { ACCOUNT_NOT_FOUND } from '../../src/shared/auth/accounts';
import type { Role } from '../../src/shared/auth/rolePolicy';
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

export function setRole(db: Db, userId: string, role: Role): UserRecord {
  return db.transaction(() => {
    const user = existing(db, userId);
    if (role !== 'admin') keepLastAdmin(db, user);
    db.prepare('UPDATE users SET role = ? WHERE id = ?').run(role, userId);
    return existing(db, userId);
  })();
}

/**
 * Deactivating ends every session of the account and every open password-reset link at once (a link mailed before
 * would otherwise still set a password); signing in is refused until it is reactivated.
 */
export function setDisabled(db: Db, userId: string, disabled: boolean, now: number): UserRecord {
  return db.transaction(() => {
    const user = existing(db, userId);
    if (disabled) {
      keepLastAdmin(db, user);
      db.prepare('UPDATE users SET disabled_at = coalesce(disabled_at, ?) WHERE id = ?').run(now, userId);
      revokeUserSessions(db, userId);
      endResetTokens(db, userId, now);
    } else {
      db.prepare('UPDATE users SET disabled_at = NULL WHERE id = ?').run(userId);
    }
    return existing(db, userId);
  })();
}

/** Deletes the account; its sessions go with it (ON DELETE CASCADE). */
export function deleteUser(db: Db, userId: string): UserRecord {
  return db.transaction(() => {
    const user = existing(db, userId);
    keepLastAdmin(db, user);
    db.prepare('DELETE FROM users WHERE id = ?').run(userId);
    return user;
  })();
}
