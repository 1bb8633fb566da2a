import { join } from 'node:path';
import { getMetadata, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { readFirebaseConfig } from '../../src/shared/firebase/firebaseConfig';
import { firestorePort } from '../../src/shared/firebase/firestorePort';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { serverFirebase, signInAsStaff } from '../firebase/firestoreServer';
import { MEDIA_DIR } from '../ops/backup';
import type { BackendName, TransferBackend } from './dataTransfer';
import { embeddedTransfer } from './embeddedTransfer';
import { firestoreTransfer } from './firestoreTransfer';
import { intoMediaDir, uploadFromMediaDir, type ImageMover, type MediaBucket } from './mediaTransfer';

export interface OpenBackend {
  backend: TransferBackend;
  /** Brings the images of imported records into this backend (from `mediaFrom` when coming from the embedded one). */
  images(mediaFrom: string): ImageMover;
  close(): Promise<void>;
}

export function parseBackendName(value: unknown, option: string): BackendName {
  if (value === 'embedded' || value === 'firebase') return value;
  throw new Error(`${option} muss „embedded“ oder „firebase“ sein.`);
}

export const mediaDirOf = (dataDir: string) => join(dataDir, MEDIA_DIR);

function storageBucket(storage: FirebaseStorage, bucket: string): MediaBucket {
  return {
    bucket,
    has: (path) =>
      getMetadata(ref(storage, path)).then(
        () => true,
        (error: { code?: string }) => (error.code === 'storage/object-not-found' ? false : Promise.reject(error)),
      ),
    async put(path, bytes) {
      await uploadBytes(ref(storage, path), bytes, { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    },
  };
}

/**
 * embedded: DATA_DIR/content.sqlite and DATA_DIR/media (the server may keep running: SQLite's WAL lets both work).
 * firebase: the VITE_FIREBASE_* configuration, signed in as a member of staff with
 * FIREBASE_STAFF_EMAIL and FIREBASE_STAFF_PASSWORD (the rules let only staff read and write).
 */
export async function openBackend(name: BackendName, config: Pick<ServerConfig, 'dataDir' | 'firebase'>): Promise<OpenBackend> {
  if (name === 'embedded') {
    const db = openDatabase(join(config.dataDir, 'content.sqlite'));
    return {
      backend: embeddedTransfer(db),
      images: (mediaFrom) => intoMediaDir(mediaDirOf(config.dataDir), mediaFrom),
      close: async () => {
        db.close();
      },
    };
  }
  const staff = config.firebase.staffAccount;
  if (!staff)
    throw new Error('Für Firebase bitte FIREBASE_STAFF_EMAIL und FIREBASE_STAFF_PASSWORD eines Zugangs mit Eintrag in staff/ setzen.');
  const web = readFirebaseConfig(config.firebase.web);
  const firebase = serverFirebase(web);
  try {
    await signInAsStaff(firebase, staff.email, staff.password);
  } catch (error) {
    await firebase.close();
    throw new Error(`Anmeldung bei Firebase fehlgeschlagen: ${(error as { code?: string }).code ?? (error as Error).message}`);
  }
  return {
    backend: firestoreTransfer(firestorePort(firebase.db)),
    images: (mediaFrom) => uploadFromMediaDir(mediaFrom, storageBucket(firebase.storage, web.options.storageBucket)),
    close: () => firebase.close(),
  };
}
