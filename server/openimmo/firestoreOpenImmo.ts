import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import type { ImageStore } from '../../src/shared/firebase/imageUpload';
import type { FirestorePort } from '../../src/shared/firebase/port';
import type { PortalPasswords } from '../config';
import type { ImageBytes } from '../exposePdf/pdfImages';
import openimmoRoutes from './openimmoRoutes';
import type { TransferDeps } from './portalTransfer';
import { portalNightlyJob, TransferScheduler, type TransferLog } from './transferScheduler';
import { startJob } from '../jobs/backgroundJob';
import { FirestoreLease } from '../jobs/firestoreLease';
import { firestoreImportTarget } from './firestoreImport';
import { firestoreTransferSource } from './firestoreSource';
import { firestoreTransferLedger } from './firestoreTransferLedger';

/** Transfers in Firebase mode: Firestore for the records, the log and the lease (one Cloud Run instance per portal). */
export function firestoreTransferDeps(
  port: FirestorePort,
  data: PublicDataSource,
  imageBytes: ImageBytes,
  portalPasswords: PortalPasswords,
): TransferDeps {
  return {
    source: firestoreTransferSource(port, data, imageBytes),
    ledger: firestoreTransferLedger(port),
    lease: new FirestoreLease(port),
    portalPasswords,
  };
}

export interface FirebaseOpenImmoOptions {
  portalPasswords: PortalPasswords;
  /** OPENIMMO_DEBOUNCE_SECONDS: the wait after a change before the automatic transfers. */
  debounceMs: number;
  /** Signed in with the server's account when there is one (serverAccount). */
  port: FirestorePort;
  serverAccount: boolean;
  data: PublicDataSource;
  /** Cloud Storage, for the imported pictures. */
  images: ImageStore;
  /** Where the transfers read the pictures from (storageImages). */
  imageBytes: ImageBytes;
  /** The Firebase ID token of a member of staff (server/auth/firebaseStaffGuard.ts): 503 without the server's account. */
  requireStaff: preHandlerHookHandler;
  log: TransferLog;
}

/**
 * OpenImmo in Firebase mode (docs/openimmo.md): the embedded backend's routes over Firestore and Cloud Storage, and
 * the scheduler, which the server's live listeners tell about changed listings, team members and agency data
 * (firebaseBackend.ts). Without the server's account the routes answer 503 and nothing runs by itself.
 */
export async function firebaseOpenImmo(app: FastifyInstance, options: FirebaseOpenImmoOptions): Promise<TransferScheduler | undefined> {
  const deps = firestoreTransferDeps(options.port, options.data, options.imageBytes, options.portalPasswords);
  await app.register(openimmoRoutes, {
    deps,
    importTarget: firestoreImportTarget(options.port, options.data, options.images),
    requireStaff: options.requireStaff,
  });
  if (!options.serverAccount) return undefined;
  const scheduler = new TransferScheduler(deps, options.log, options.debounceMs);
  startJob(app, portalNightlyJob, { scheduler }, { log: app.log });
  app.addHook('onClose', () => scheduler.close());
  return scheduler;
}
