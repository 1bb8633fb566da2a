import { roleOf, type Role } from '../auth/rolePolicy';

/**
 * Firebase mode's staff list: a user is staff when an admin entered staff/{uid} (docs/firebase.md). The dashboard reads
 * the signed-in user's own entry, the server reads it with its account to admit a staff request (firestore.rules).
 */
export const STAFF_COLLECTION = 'staff';

/** Open invitations to the dashboard, `invitations/{token}`: the document id is the link's secret (docs/firebase.md). */
export const INVITATIONS_COLLECTION = 'invitations';

/** A staff entry as the Zugänge list shows it; a missing or unknown role counts as editor (docs/access-policy.md). */
export function staffEntryOf(data: Record<string, unknown>): { role: Role; name: string | null } {
  return { role: roleOf(data.role), name: typeof data.name === 'string' ? data.name : null };
}

/** The fields a staff entry may hold (firestore.rules allow no others): email, name, role, and the invitation it came from. */
export function staffFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(['email', 'name', 'role', 'invitation'].filter((field) => field in data).map((field) => [field, data[field]]));
}
