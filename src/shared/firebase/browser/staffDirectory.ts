import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { STAFF_COLLECTION, staffEntryOf } from '../staffList';
import type { StaffLookup } from './authService';

/** The staff list: a user is staff when staff/{uid} exists. Each user may read their own entry (firestore.rules). */
export function firestoreStaffLookup(db: Firestore): StaffLookup {
  return async (uid) => {
    const snapshot = await getDoc(doc(db, STAFF_COLLECTION, uid));
    return snapshot.exists() ? staffEntryOf(snapshot.data()) : null;
  };
}
