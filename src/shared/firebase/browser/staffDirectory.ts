import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { STAFF_COLLECTION } from '../staffList';
import type { StaffLookup } from './authService';

/** The staff list: a user is staff when staff/{uid} exists. Each user may read their own entry (firestore.rules). */
export function firestoreStaffLookup(db: Firestore): StaffLookup {
  return async (uid) => {
    const snapshot = await getDoc(doc(db, STAFF_COLLECTION, uid));
    if (!snapshot.exists()) return null;
    const data = snapshot.data();
    return { role: data.role === 'admin' ? 'admin' : 'editor', name: typeof data.name === 'string' ? data.name : null };
  };
}
