import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import type { ResourceDefinition } from '../../resources/defineResource';
import { createPortDataProvider, type FirestoreDataProvider } from '../dataProvider';
import { firestorePort } from '../firestorePort';
import { storageImageUploader } from '../imageUpload';

export interface FirestoreDataProviderOptions {
  resources: readonly ResourceDefinition[];
  /** Whose e-mail goes into createdBy/updatedBy. */
  auth: Auth;
  /** Where uploaded images go; without it uploads are refused with a German message. */
  storage?: FirebaseStorage;
}

/** The dashboard's data provider in Firebase mode (load it with import(), see docs/firebase.md). */
export function createFirestoreDataProvider(
  db: Firestore,
  { resources, auth, storage }: FirestoreDataProviderOptions,
): FirestoreDataProvider {
  return createPortDataProvider(firestorePort(db), {
    resources,
    // Phone sign-ins have no e-mail address: their number names them.
    actor: () => auth.currentUser?.email ?? auth.currentUser?.phoneNumber ?? null,
    author: () => {
      const user = auth.currentUser;
      return user && { staffId: user.uid, name: user.displayName || user.email || user.phoneNumber || user.uid };
    },
    uploadImage: storage ? storageImageUploader(storage) : undefined,
  });
}
