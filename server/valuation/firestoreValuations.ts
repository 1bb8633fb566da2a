import type { FastifyRequest } from 'fastify';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import type { FirestorePort } from '../../src/shared/firebase/port';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { inquiries } from '../../src/shared/resources/inquiries';
import { resourceList } from '../../src/shared/resources/registry';
import { valuationService, type SubmitValuation } from './valuationService';
import { firestoreVisitorReads, withKeywords } from '../content/firestorePublicApi';
import { firestoreValuationRecords, noValuationRecords } from './firestoreValuationRecords';

export interface FirebaseValuationsOptions {
  port: FirestorePort;
  /** What visitors may read: the references of the request are checked against it, as for every inquiry. */
  data: PublicDataSource;
  /** The visitors' inquiry path of this mode (firestoreSubmitWithMails.ts, or submitWithVisitorRights without the account). */
  submit: (resource: ResourceDefinition, fields: Record<string, unknown>, request: FastifyRequest) => Promise<string>;
  /** Whether the server signed in with its account (FIREBASE_MAIL_ACCOUNT), which may read the model's records. */
  serverAccount: boolean;
  log?: (level: 'warn', message: string) => void;
}

/**
 * The valuation funnel in Firebase mode: the embedded backend's valuationService, fed with the Firestore records
 * and storing the request through the same path as the contact form's inquiries (with its mails in one batch).
 */
export function firebaseValuations({ port, data, submit, serverAccount, log = () => {} }: FirebaseValuationsOptions): SubmitValuation {
  const read = serverAccount ? firestoreValuationRecords(port) : noValuationRecords;
  return valuationService({
    readAsVisitor: firestoreVisitorReads(resourceList, data),
    // The owner's request matters more than its estimate: if Firestore refuses the reads (the account lacks its
    // mailSenders entry, rules not deployed), it is stored without one and staff value it.
    records: (district, objectType) =>
      read(district, objectType).catch((error: unknown) => {
        log(
          'warn',
          `valuation stored without an estimate: Firestore refused the model's records (${error instanceof Error ? error.message : String(error)})`,
        );
        return noValuationRecords(district, objectType);
      }),
    store: (record, request) => submit(inquiries, withKeywords(inquiries, record), request),
  });
}
