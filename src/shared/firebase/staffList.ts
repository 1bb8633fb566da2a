/**
 * Firebase mode's staff list: a user is staff when an admin entered staff/{uid} (docs/firebase.md). The dashboard reads
 * the signed-in user's own entry, the server reads it with its account to admit a staff request (firestore.rules).
 */
export const STAFF_COLLECTION = 'staff';
