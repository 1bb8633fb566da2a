import type { Db } from '../db/database';
import { hasTotp } from './totp';
import type { StaffUser } from './staffUser';

/**
 * The admin setting "Zwei-Faktor-Anmeldung für Administratoren verpflichtend". A server table rather than the agency
 * settings record: that record is read by every visitor and exists in Firebase mode too, where Firebase
 * Authentication's own multi-factor settings apply instead (docs/firebase.md).
 */
const REQUIRED_FOR_ADMINS = 'totpRequiredForAdmins';

export function totpRequiredForAdmins(db: Db): boolean {
  return db.prepare('SELECT value FROM staff_security WHERE name = ?').pluck().get(REQUIRED_FOR_ADMINS) === 'true';
}

export function setTotpRequiredForAdmins(db: Db, required: boolean): void {
  db.prepare('INSERT INTO staff_security (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').run(
    REQUIRED_FOR_ADMINS,
    String(required),
  );
}

/** An admin who must set up two factors before anything else in the dashboard. */
export const mustEnrolTotp = (db: Db, staff: StaffUser): boolean =>
  staff.role === 'admin' && totpRequiredForAdmins(db) && !hasTotp(db, staff.id);
