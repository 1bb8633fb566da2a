import type { PublicDataSource } from '../../src/shared/data/publicData';
import { DOCUMENT_ID } from '../../src/shared/firebase/firestoreQuery';
import { firestoreHistory } from '../../src/shared/firebase/history';
import { MAIL_COLLECTION } from '../../src/shared/firebase/mailCollection';
import type { FirestorePort, WriteOp } from '../../src/shared/firebase/port';
import { WEBSITE_AUTHOR } from '../../src/shared/history/changes';
import { inquiries } from '../../src/shared/resources/inquiries';
import { resourceList } from '../../src/shared/resources/registry';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { withdrawals } from '../../src/shared/resources/withdrawals';
import { recentConfirmations } from '../mail/recentConfirmations';
import { timeOf, type StoredInquiry, type WithdrawalData } from './withdrawalData';
import { withKeywords } from '../content/firestorePublicApi';
import { mailDocument } from '../mail/firestoreSubmitWithMails';

const META = { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null } as const;
const MATCH_LIMIT = 100;

/**
 * Firebase mode's withdrawals, written with the server's account (FIREBASE_MAIL_ACCOUNT): the record, the inquiry's
 * status "widerrufen", their history entries (author "Website") and the mails in one batch (firestore.rules:
 * isWithdrawalMail, the server's history entries).
 */
export function firestoreWithdrawals(
  port: FirestorePort,
  { data, mailFrom }: { data: PublicDataSource; mailFrom?: string },
): WithdrawalData {
  const history = firestoreHistory(port, { resources: resourceList, author: () => WEBSITE_AUTHOR });
  const confirmations = recentConfirmations();
  const withAddress = async (email: string) =>
    (
      await port.query(
        {
          collection: inquiries.name,
          filters: [{ field: 'email', op: '==', value: email }],
          orderBy: { field: DOCUMENT_ID, direction: 'asc' },
        },
        { limit: MATCH_LIMIT },
      )
    ).docs.map((doc) => ({ ...doc.data, id: doc.id }) as StoredInquiry);

  return {
    newId: () => port.newId(withdrawals.name),
    // Firestore compares exactly: the address as typed and in lower case cover what visitors type.
    inquiriesFrom: async (email) => {
      const spellings = [...new Set([email, email.toLowerCase()])];
      const found = (await Promise.all(spellings.map(withAddress))).flat();
      return found.sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
    },
    read: async (collection, id) => {
      const doc = await port.get(collection, id);
      return doc ? { ...doc.data, id: doc.id } : null;
    },
    settings: () => data.getOne<Partial<SettingsRecord>>('settings', 'agency'),
    confirmationsTo: async (recipient, since) => confirmations.countTo(recipient, since),
    store: async ({ id, record, inquiry, mails }) => {
      const ops: WriteOp[] = [
        { kind: 'set', collection: withdrawals.name, id, fields: withKeywords(withdrawals, record), meta: META },
        history.entryOp(withdrawals, id, 'create', null, undefined, record),
      ];
      if (inquiry && inquiry.status !== 'widerrufen') {
        ops.push(
          {
            kind: 'update',
            collection: inquiries.name,
            id: inquiry.id,
            fields: { status: 'widerrufen' },
            meta: { updatedAt: 'now', updatedBy: null },
          },
          history.entryOp(inquiries, inquiry.id, 'update', null, inquiry, { ...inquiry, status: 'widerrufen' }),
        );
      }
      for (const mail of mails) {
        ops.push({
          kind: 'set',
          collection: MAIL_COLLECTION,
          id: port.newId(MAIL_COLLECTION),
          fields: { ...mailDocument(mail, Boolean(mailFrom)) },
          meta: META,
        });
        if (mail.kind === 'withdrawal-confirmation') confirmations.add(mail.to.address, Date.now());
      }
      await port.commit(ops);
    },
  };
}
