import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { splitHost, type FirebaseWebConfig } from '../../src/shared/firebase/firebaseConfig';

export interface ServerFirebase {
  app: FirebaseApp;
  db: Firestore;
  auth: Auth;
  storage: FirebaseStorage;
  close(): Promise<void>;
}

let sequence = 0;

/**
 * Firestore for Node with the web SDK. Without a sign-in the server has a visitor's rights and no
 * more — the security rules decide what it may read, exactly as for a browser — so the server
 * needs no service account and holds no secret. The CLIs sign in as a member of staff.
 */
export function serverFirebase(config: FirebaseWebConfig, options: { mockUser?: { sub: string; email: string } } = {}): ServerFirebase {
  sequence += 1;
  const app = initializeApp(config.options, `rheinkontor-server-${sequence}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const storage = getStorage(app);
  if (config.emulators.storage) connectStorageEmulator(storage, ...splitHost(config.emulators.storage));
  if (config.emulators.firestore) {
    // A mock token is what the emulator accepts in place of a real sign-in (tests only).
    connectFirestoreEmulator(
      db,
      ...splitHost(config.emulators.firestore),
      options.mockUser ? { mockUserToken: { ...options.mockUser, user_id: options.mockUser.sub } } : {},
    );
  }
  if (config.emulators.auth) connectAuthEmulator(auth, `http://${config.emulators.auth}`, { disableWarnings: true });
  return {
    app,
    db,
    auth,
    storage,
    async close() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/** Signs the CLI in as a member of staff (data:export / data:import against Firestore). */
export async function signInAsStaff(firebase: ServerFirebase, email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebase.auth, email, password);
}
