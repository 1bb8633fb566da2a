import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import type { PersonalDataStore } from './personalDataStore';
import { SqlitePersonalData } from './sqlitePersonalData';

export const MAIL_ACCOUNT_MISSING =
  'Im Firebase-Modus braucht der Befehl das eigene Firebase-Konto des Servers: Bitte setzen Sie FIREBASE_MAIL_ACCOUNT und FIREBASE_MAIL_PASSWORD (docs/mail.md).';

type OpenedStore = { store: PersonalDataStore; close: () => Promise<void> };

/** The data requests' store of the configured backend, for `npm run privacy`. */
export async function openPersonalData(config: Pick<ServerConfig, 'backend' | 'dataDir' | 'firebase'>): Promise<OpenedStore> {
  if (config.backend === 'firebase') return openFirestore(config.firebase);
  const db = openDatabase(join(config.dataDir, 'content.sqlite'));
  return { store: new SqlitePersonalData(db), close: async () => void db.close() };
}

/**
 * Firestore with the server's own account, which firestore.rules let find and erase an address's data, as the server
 * does. Imported only in this mode, so the embedded command never loads the Firebase SDK.
 */
async function openFirestore(settings: ServerConfig['firebase']): Promise<OpenedStore> {
  const account = settings.mailAccount;
  if (!account) throw new Error(MAIL_ACCOUNT_MISSING);
  const [{ signInWithEmailAndPassword }, { readFirebaseConfig }, { firestorePort }, { serverFirebase }, { FirestorePersonalData }] =
    await Promise.all([
      import('firebase/auth'),
      import('../../src/shared/firebase/firebaseConfig'),
      import('../../src/shared/firebase/firestorePort'),
      import('../firebase/firestoreServer'),
      import('./firestorePersonalData'),
    ]);
  const firebase = serverFirebase(readFirebaseConfig(settings.web));
  try {
    await signInWithEmailAndPassword(firebase.auth, account.email, account.password);
  } catch (error) {
    await firebase.close();
    throw new Error(`Anmeldung bei Firebase fehlgeschlagen: ${(error as { code?: string }).code ?? (error as Error).message}`);
  }
  return { store: new FirestorePersonalData(firestorePort(firebase.db)), close: () => firebase.close() };
}
