import type { Role } from '../../src/shared/auth/rolePolicy';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readFirebaseConfig, type FirebaseWebConfig } from '../../src/shared/firebase/firebaseConfig';
import { serverFirebase, type ServerFirebase } from '../../server/firebase/firestoreServer';

/**
 * The Firestore (and Storage) emulator for the gated suites: they run only where
 * FIRESTORE_EMULATOR_HOST is set, e.g. `npx firebase emulators:exec --only firestore,storage,auth
 * --project demo-rheinkontor "npx vitest run server/contract"` on a machine with Java 21.
 */
export const emulatorRunning = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
export const storageEmulatorRunning = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
export const PROJECT_ID = 'demo-rheinkontor';

const root = resolve(import.meta.dirname, '../..');

export function emulatorConfig(): FirebaseWebConfig {
  return readFirebaseConfig({
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'localhost',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
    VITE_FIREBASE_APP_ID: 'demo-app',
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    FIREBASE_STORAGE_EMULATOR_HOST: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
  });
}

/** Loads this repository's rules into the emulators and empties them. */
export async function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const environment = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync(resolve(root, 'firestore.rules'), 'utf8') },
    ...(storageEmulatorRunning ? { storage: { rules: readFileSync(resolve(root, 'storage.rules'), 'utf8') } } : {}),
  });
  await environment.clearFirestore();
  return environment;
}

/** Writes staff/{uid} past the rules, as an admin does in the console. */
export async function addStaff(environment: RulesTestEnvironment, uid: string, entry: { email: string; role: Role; name?: string }) {
  await environment.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`staff/${uid}`).set(entry);
  });
}

/** The web SDK as the dashboard or the server uses it, signed in as `user` (a mock token) or as a visitor. */
export function clientAs(user?: { uid: string; email: string }): ServerFirebase {
  return serverFirebase(emulatorConfig(), user ? { mockUser: { sub: user.uid, email: user.email } } : {});
}
