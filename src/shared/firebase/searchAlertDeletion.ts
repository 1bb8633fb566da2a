import { readAll } from './allDocuments';
import { DOCUMENT_ID, type FieldFilter } from './firestoreQuery';
import { MAIL_COLLECTION } from './mailCollection';
import type { FirestorePort, WriteOp } from './port';
import { ALERT_MATCHES_COLLECTION, ALERT_TOKENS_COLLECTION, ALERTS_COLLECTION } from './serverCollections';

const idsOf = async (port: FirestorePort, collection: string, filters: FieldFilter[]) =>
  (await readAll(port, { collection, filters, orderBy: { field: DOCUMENT_ID, direction: 'asc' } })).map((doc) => doc.id);

/**
 * Deletes search requests in Firebase mode with everything that belongs to them: their tokens, announced listings
 * and mails. The server's account does it (unsubscribe, clean-up) and staff do it on a subscriber's demand (DSGVO
 * Art. 17); firestore.rules let both read and delete exactly these documents.
 */
export async function deleteSearchAlerts(port: FirestorePort, ids: readonly string[]): Promise<void> {
  const ops: WriteOp[] = [];
  for (const id of ids) {
    const [tokens, matches, mails] = await Promise.all([
      idsOf(port, ALERT_TOKENS_COLLECTION, [{ field: 'alert_id', op: '==', value: id }]),
      idsOf(port, ALERT_MATCHES_COLLECTION, [{ field: 'alert_id', op: '==', value: id }]),
      // The filter on the collection is what the rules check: a query for all of `mail` would be refused.
      idsOf(port, MAIL_COLLECTION, [
        { field: 'related.collection', op: '==', value: ALERTS_COLLECTION },
        { field: 'related.id', op: '==', value: id },
      ]),
    ]);
    ops.push(
      ...tokens.map((doc): WriteOp => ({ kind: 'delete', collection: ALERT_TOKENS_COLLECTION, id: doc })),
      ...matches.map((doc): WriteOp => ({ kind: 'delete', collection: ALERT_MATCHES_COLLECTION, id: doc })),
      ...mails.map((doc): WriteOp => ({ kind: 'delete', collection: MAIL_COLLECTION, id: doc })),
      // The request last: of a deletion that broke off between batches, the request stays and a new attempt finds the rest.
      { kind: 'delete', collection: ALERTS_COLLECTION, id },
    );
  }
  if (ops.length) await port.commit(ops);
}
