import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ResponseCache } from '../cache/responseCache';
import type { ServerConfig } from '../config';
import type { SessionSource } from '../../src/shared/auth/session';
import { readFirebaseConfig, type FirebaseWebConfig } from '../../src/shared/firebase/firebaseConfig';
import { firestorePort } from '../../src/shared/firebase/firestorePort';
import type { FirestorePort } from '../../src/shared/firebase/port';
import { createLivePublicData, type LivePublicData } from '../content/firestorePublicData';
import { visitorCollection } from '../../src/shared/firebase/visitorCopy';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { findResource, resourceList } from '../../src/shared/resources/registry';
import type { ExposeRecords } from '../exposePdf/exposePdfService';
import { browserCheckedSession } from '../auth/firebaseDeferredSession';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { serverFirebase } from './firestoreServer';
import firebasePublicApi, { submitWithVisitorRights } from '../content/firestorePublicApi';
import { submitWithMails } from '../mail/firestoreSubmitWithMails';
import type { SubmitValuation } from '../valuation/valuationService';
import { firebaseValuations } from '../valuation/firestoreValuations';
import { firestoreStaffExposeRecords } from '../exposePdf/firestoreExposeRecords';
import { firebaseStaffGuard } from '../auth/firebaseStaffGuard';
import { idTokenVerifier } from '../auth/firebaseStaffToken';
import { firebaseSearchAlerts } from '../searchAlerts/firestoreSearchAlerts';
import { purgeFirestoreTrash } from '../history/firestoreTrashPurge';
import { trashPurgeJob } from '../history/trashPurgeJob';
import { startJob, type RunningJob } from '../jobs/backgroundJob';
import { cloudStorageImages } from '../../src/shared/firebase/imageUpload';
import { storageImages } from '../exposePdf/pdfImages';
import type { TransferScheduler } from '../openimmo/transferScheduler';
import { firebaseOpenImmo } from '../openimmo/firestoreOpenImmo';
import type { PreviewStore } from '../preview/previewStore';
import { FirestorePreviewStore } from '../preview/firestorePreviewStore';
import type { WithdrawalData } from '../withdrawals/withdrawalData';
import { firestoreWithdrawals } from '../withdrawals/firestoreWithdrawals';
import { FirestorePersonalData } from '../privacy/firestorePersonalData';
import type { PersonalDataStore } from '../privacy/personalDataStore';
import type { RetentionStore } from '../retention/retentionStore';
import { retentionJob } from '../retention/retentionJob';
import { visitorRecords } from '../exposePdf/exposePdfService';
import { FirestoreLease } from '../jobs/firestoreLease';
import { FirestoreRetention } from '../retention/firestoreRetention';

export interface FirebaseBackend {
  config: FirebaseWebConfig;
  /** For the pages plugin and the sitemap: what visitors may read. */
  data: LivePublicData;
  /** For the pages plugin: lets /dashboard through to the browser's own guard (server/auth/firebaseDeferredSession.ts). */
  session: SessionSource;
  /**
   * The staff routes both backends share (draft exposé PDF, mail previews): the dashboard's Firebase ID token admits
   * them (server/auth/firebaseStaffGuard.ts), and the records come through the server's account, which may read the
   * full listings.
   */
  staff: {
    requireStaff: preHandlerHookHandler;
    exposeRecords: ExposeRecords;
    previews: PreviewStore;
    personalData: PersonalDataStore | null;
    retention: RetentionStore | null;
  };
  /**
   * Registers the visitors' /api (reads and inquiries); its reads are answered from the cache when there is one, and
   * those the cache cannot answer are limited per client and minute (VISITOR_READS_PER_MINUTE). Answers the
   * valuation funnel's requests (docs/valuation.md), stored the same way as the inquiries. Registers the search
   * requests' routes and job (docs/search-alerts.md) and the OpenImmo routes and transfers (docs/openimmo.md), which
   * need the server's account. Answers the withdrawals' storage too (null without that account).
   */
  registerApi(
    app: FastifyInstance,
    cache?: ResponseCache,
    visitorReadsPerMinute?: number,
  ): Promise<{ submitValuation: SubmitValuation; withdrawals: WithdrawalData | null }>;
  close(): Promise<void>;
}

export interface FirebaseBackendOptions {
  /**
   * Told with the resource's name whenever a snapshot of a collection the server listens to arrives — this mode's
   * "write": the dashboard writes to Firestore directly, the server sees it here (and the response cache drops
   * what was made from it).
   */
  onChange?: (resource: string) => void;
  /** PUBLIC_URL, for the pictures in mails. */
  publicUrl?: string;
  /** Where the links in mails lead: configuredOrigin (server/http/origin.ts), never a request's Host. */
  linkOrigin?: string | null;
}

/**
 * A port whose listeners also report each snapshot that changed something, by resource name, after the rows were
 * replaced (so a render that reads after the report sees the new rows, and one that read before is not stored as
 * fresh). A snapshot with the same documents as the one before is not reported: nothing the cache holds is stale.
 */
export function reportingSnapshots(
  port: Pick<FirestorePort, 'listen'>,
  resources: readonly ResourceDefinition[],
  onChange: (resource: string) => void,
): Pick<FirestorePort, 'listen'> {
  const resourceOf = new Map(resources.map((resource) => [visitorCollection(resource), resource.name]));
  return {
    listen(collection, filters, onDocs, onError) {
      const resource = resourceOf.get(collection) ?? collection;
      let last: string | undefined;
      return port.listen(
        collection,
        filters,
        (docs) => {
          onDocs(docs);
          const fingerprint = JSON.stringify(docs);
          if (fingerprint === last) return;
          last = fingerprint;
          onChange(resource);
        },
        (error) => {
          onError(error);
          // The feed is dead and is listened to again on the next read; answers kept from it would hide later
          // changes for good, since a cache hit never reads.
          last = undefined;
          onChange(resource);
        },
      );
    },
  };
}

/** What Firebase mode reads of the server's configuration. */
export type FirebaseSettings = Pick<ServerConfig, 'firebase' | 'mail' | 'searchAlertPollMs' | 'openimmo'>;

/**
 * Everything the server needs in Firebase mode (BACKEND=firebase), from the VITE_FIREBASE_* variables
 * of its configuration: no SQLite, no sessions, no uploads — Firestore, Authentication and Storage do that.
 */
export function createFirebaseBackend(
  settings: FirebaseSettings,
  log: (level: 'warn' | 'error', message: string) => void,
  { onChange, publicUrl, linkOrigin = null }: FirebaseBackendOptions = {},
): FirebaseBackend {
  const config = readFirebaseConfig(settings.firebase.web);
  const firebase = serverFirebase(config);
  const port = firestorePort(firebase.db);
  let alertWorker: RunningJob | undefined;
  let transfers: TransferScheduler | undefined;
  // A changed listing may be news for search requests: the job looks now rather than at its next poll. What a
  // listing shows at the portals starts the transfers' wait (docs/openimmo.md, "Firebase mode").
  const changed = (resource: string) => {
    onChange?.(resource);
    if (resource === 'properties') alertWorker?.wake();
    if (findResource(resource)?.sentToPortals) transfers?.changed();
  };
  const data = createLivePublicData({ resources: resourceList, port: reportingSnapshots(port, resourceList, changed), log });
  // The server's own account (docs/mail.md), signed in by registerApi: it writes an inquiry together with its mails,
  // reads what the valuation model and the staff's draft PDF need, and looks up the staff list.
  const { mailAccount } = settings.firebase;
  const requireStaff = firebaseStaffGuard({
    verify: idTokenVerifier({ projectId: config.options.projectId, authEmulator: config.emulators.auth }),
    staffList: mailAccount ? port : null,
  });
  return {
    config,
    data,
    session: browserCheckedSession,
    staff: {
      requireStaff,
      exposeRecords: firestoreStaffExposeRecords(port, data),
      // Written with the server's account; without it the staff guard answers 503 before any preview is asked.
      previews: new FirestorePreviewStore(port),
      personalData: mailAccount ? new FirestorePersonalData(port) : null,
      retention: mailAccount ? new FirestoreRetention(port) : null,
    },
    async registerApi(app, cache, visitorReadsPerMinute) {
      // Without the mail account the inquiry is stored alone, with a visitor's rights.
      if (mailAccount) await signInWithEmailAndPassword(firebase.auth, mailAccount.email, mailAccount.password);
      else
        log(
          'warn',
          'FIREBASE_MAIL_ACCOUNT is not set: inquiries are stored without mails, search requests and online withdrawals are not taken, and the staff routes (draft exposé PDF, mail previews) answer 503 (docs/mail.md)',
        );
      const mailFrom = settings.mail.from;
      const submit = mailAccount ? submitWithMails(port, { data, mailFrom, linkOrigin }) : submitWithVisitorRights(port);
      await app.register(firebasePublicApi, { resources: resourceList, data, submit, cache, visitorReadsPerMinute });
      if (mailAccount) {
        // Empties the Papierkorb after 30 days, with the history of deleted inquiries (docs/firebase.md).
        startJob(app, trashPurgeJob, { purge: () => purgeFirestoreTrash(port, resourceList) }, { log: app.log });
        // Deletes what the settings' periods let expire, once a day on whichever instance gets the lease (docs/privacy.md).
        startJob(
          app,
          retentionJob,
          { store: new FirestoreRetention(port), settings: () => visitorRecords(data).settings() },
          { lease: new FirestoreLease(port), log: app.log },
        );
      }
      alertWorker = await firebaseSearchAlerts(app, {
        pollMs: settings.searchAlertPollMs,
        port: mailAccount ? port : undefined,
        data,
        mailFrom,
        publicUrl,
        linkOrigin,
        log: app.log,
      });
      transfers = await firebaseOpenImmo(app, {
        ...settings.openimmo,
        port,
        serverAccount: Boolean(mailAccount),
        data,
        images: cloudStorageImages(firebase.storage),
        imageBytes: storageImages(),
        requireStaff,
        log: app.log,
      });
      return {
        submitValuation: firebaseValuations({ port, data, submit, serverAccount: Boolean(mailAccount), log }),
        withdrawals: mailAccount ? firestoreWithdrawals(port, { data, mailFrom }) : null,
      };
    },
    async close() {
      data.close();
      await firebase.close();
    },
  };
}
