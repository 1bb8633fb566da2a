import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { readFirebaseConfig, splitHost, type FirebaseWebConfig } from '../firebaseConfig';

export interface FirebaseServices {
  config: FirebaseWebConfig;
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
}

/**
 * The browser's Firebase services (dashboard and /login). Import this module only with a dynamic
 * import() in Firebase mode: it pulls in the SDK, which embedded mode never loads.
 */
export function connectFirebase(config: FirebaseWebConfig, appName = '[DEFAULT]'): FirebaseServices {
  const existing = getApps().find((app) => app.name === appName);
  // A second call (hot reload, a second caller) must not connect the emulators twice: the SDK throws then.
  if (existing) return { config, app: existing, auth: getAuth(existing), db: getFirestore(existing), storage: getStorage(existing) };
  const app = initializeApp(config.options, appName);
  const auth = getAuth(app);
  // Sign-in e-mails (password reset) in German.
  auth.languageCode = 'de';
  const db = getFirestore(app);
  const storage = getStorage(app);
  const { emulators } = config;
  if (emulators.auth) connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
  if (emulators.firestore) connectFirestoreEmulator(db, ...splitHost(emulators.firestore));
  if (emulators.storage) connectStorageEmulator(storage, ...splitHost(emulators.storage));
  return { config, app, auth, db, storage };
}

/** The browser bundle's configuration: Vite put the VITE_FIREBASE_* values in at build time. */
export const browserFirebase = (): FirebaseServices => connectFirebase(readFirebaseConfig(import.meta.env));
