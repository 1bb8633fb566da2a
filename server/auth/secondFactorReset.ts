import type { Db } from '../db/database';
import { ACCOUNT_NOT_FOUND } from '../../src/shared/auth/accounts';
import { revokeUserSessions } from './sessions';
import { disableTotp, hasTotp } from './totp';
import { findUserById, UserError, type UserRecord } from './users';

export const OWN_SECOND_FACTOR = 'Ihre eigene Zwei-Faktor-Anmeldung schalten Sie unter „Mein Zugang“ ab.';
export const NO_SECOND_FACTOR = 'Für diesen Zugang ist keine Zwei-Faktor-Anmeldung eingerichtet; es gibt nichts zurückzusetzen.';

/**
 * An admin removes another account's second factor (authenticator secret and recovery codes) when its owner lost the
 * phone, and ends that account's sessions, in one transaction. The owner signs in with the password alone next time;
 * where two factors are required for admins, twoFactorGate.ts then holds an admin at the enrolment until it is done.
 */
export function resetSecondFactor(db: Db, userId: string): UserRecord {
  return db.transaction(() => {
    const user = findUserById(db, userId);
    if (!user) throw new UserError(ACCOUNT_NOT_FOUND);
    if (!hasTotp(db, userId)) throw new UserError(NO_SECOND_FACTOR);
    disableTotp(db, userId);
    revokeUserSessions(db, userId);
    return user;
  })();
}
