import type { FastifyInstance } from 'fastify';
import type { SessionSource } from '../../src/shared/auth/session';
import { readFirebaseConfig, type FirebaseWebConfig } from '../../src/shared/firebase/firebaseConfig';
import { firestorePort } from '../../src/shared/firebase/firestorePort';
import { createLivePublicData, type LivePublicData } from '../../src/shared/firebase/publicData';
import { resourceList } from '../../src/shared/resources/registry';
import { browserCheckedSession } from './deferredSession';
import { serverFirebase } from './firestoreServer';
import firebasePublicApi, { submitWithVisitorRights } from './publicApi';

export interface FirebaseBackend {
  config: FirebaseWebConfig;
  /** For the pages plugin and the sitemap: what visitors may read. */
  data: LivePublicData;
  /** For the pages plugin: lets /dashboard through to the browser's own guard (deferredSession.ts). */
  session: SessionSource;
  /** Registers the visitors' /api (reads and inquiries). */
  registerApi(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
}

/**
 * Everything the server needs in Firebase mode (BACKEND=firebase), from the VITE_FIREBASE_* variables
 * in its environment: no SQLite, no sessions, no uploads — Firestore, Authentication and Storage do that.
 */
export function createFirebaseBackend(env: NodeJS.ProcessEnv, log: (level: 'warn' | 'error', message: string) => void): FirebaseBackend {
  const config = readFirebaseConfig(env);
  const firebase = serverFirebase(config);
  const port = firestorePort(firebase.db);
  const data = createLivePublicData({ resources: resourceList, port, log });
  return {
    config,
    data,
    session: browserCheckedSession,
    async registerApi(app) {
      await app.register(firebasePublicApi, { resources: resourceList, data, submit: submitWithVisitorRights(port) });
    },
    async close() {
      data.close();
      await firebase.close();
    },
  };
}
