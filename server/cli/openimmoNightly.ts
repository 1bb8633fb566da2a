// node --env-file=.env.production --import tsx server/cli/openimmoNightly.ts (as a Cloud Run job: docs/firebase.md)
// Firebase mode's nightly VOLL to every active portal, as a scheduled Cloud Run job (docs/firebase.md): signs in with
// the server's account, takes the same lease per portal as the server's own transfers, and skips a portal that had
// tonight's VOLL already (from the server's in-process check or an earlier run of this job).
import { signInWithEmailAndPassword } from 'firebase/auth';
import { readFirebaseConfig } from '../../src/shared/firebase/firebaseConfig';
import { firestorePort } from '../../src/shared/firebase/firestorePort';
import { resourceList } from '../../src/shared/resources/registry';
import { readConfigOrExit } from '../config';
import { storageImages } from '../exposePdf/pdfImages';
import { firestoreTransferDeps } from '../openimmo/firestoreOpenImmo';
import { serverFirebase } from '../firebase/firestoreServer';
import { createLivePublicData } from '../content/firestorePublicData';
import { TransferScheduler } from '../openimmo/transferScheduler';

const config = readConfigOrExit();
const account = config.firebase.mailAccount;
if (!account) {
  console.error(
    'Fehler: FIREBASE_MAIL_ACCOUNT und FIREBASE_MAIL_PASSWORD fehlen; nur das Konto des Servers darf Übertragungen ausführen (docs/mail.md).',
  );
  process.exitCode = 1;
} else {
  const firebase = serverFirebase(readFirebaseConfig(config.firebase.web));
  const port = firestorePort(firebase.db);
  const data = createLivePublicData({ resources: resourceList, port, log: (level, message) => console[level](message) });
  let failed = false;
  const log = {
    warn: (details: object, message: string) => {
      failed = true;
      console.warn(message, JSON.stringify(details));
    },
    error: (details: object, message: string) => {
      failed = true;
      console.error(message, details);
    },
  };
  const scheduler = new TransferScheduler(
    firestoreTransferDeps(port, data, storageImages(), config.openimmo.portalPasswords),
    log,
    config.openimmo.debounceMs,
  );
  try {
    await signInWithEmailAndPassword(firebase.auth, account.email, account.password);
    await scheduler.nightlyVoll(new Date());
    // A failed transfer is in the transfer log; the job's exit code lets Cloud Run show it too.
    process.exitCode = failed ? 1 : 0;
  } catch (error) {
    console.error(`Fehler: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    scheduler.close();
    data.close();
    await firebase.close();
  }
}
