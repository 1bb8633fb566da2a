import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore';
import { isoToTimestamp, timestampsToIso, type StoredDocument } from './documents';
import { DOCUMENT_ID, type FieldFilter, type FirestoreQuerySpec } from './firestoreQuery';
import { MAX_BATCH, type FirestorePort, type Stamp, type WriteOp } from './port';

const fieldPath = (field: string) => (field === DOCUMENT_ID ? documentId() : field);
const whereOf = (filter: FieldFilter) => where(fieldPath(filter.field), filter.op, filter.value);
const stamp = (value: Stamp) => (value === 'now' ? serverTimestamp() : isoToTimestamp(value));

// 'estimate': a document just written by this client shows its local time until the server's arrives.
const toDocument = (snapshot: DocumentSnapshot): StoredDocument => ({
  id: snapshot.id,
  data: timestampsToIso(snapshot.data({ serverTimestamps: 'estimate' }) ?? {}),
});

/** What a batch and a transaction both offer for writing. */
interface Writes {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** One write into a batch or a transaction. */
function write(db: Firestore, target: Writes, op: WriteOp) {
  const ref = doc(db, op.collection, op.id);
  if (op.kind === 'delete') target.delete(ref);
  else if (op.kind === 'put')
    target.set(ref, { ...op.fields, ...Object.fromEntries(Object.entries(op.times ?? {}).map(([field, value]) => [field, stamp(value)])) });
  else if (op.kind === 'set') {
    const { createdAt, updatedAt, createdBy, updatedBy } = op.meta;
    target.set(ref, { ...op.fields, createdAt: stamp(createdAt), updatedAt: stamp(updatedAt), createdBy, updatedBy });
  } else target.update(ref, { ...op.fields, updatedAt: stamp(op.meta.updatedAt), updatedBy: op.meta.updatedBy });
}

function constraints(spec: FirestoreQuerySpec): QueryConstraint[] {
  return [...spec.filters.map(whereOf), orderBy(fieldPath(spec.orderBy.field), spec.orderBy.direction)];
}

/** The port on the modular SDK: every list is a server-side query with a limit, never a collection read. */
export function firestorePort(db: Firestore): FirestorePort {
  return {
    async query(spec, page) {
      const paging: QueryConstraint[] = [...(page.after ? [startAfter(page.after as DocumentSnapshot)] : []), limit(page.limit)];
      const snapshot = await getDocs(query(collection(db, spec.collection), ...constraints(spec), ...paging));
      return { docs: snapshot.docs.map(toDocument), positions: snapshot.docs };
    },
    async count(spec) {
      // Same constraints as the page query, so both use the same index.
      const snapshot = await getCountFromServer(query(collection(db, spec.collection), ...constraints(spec)));
      return snapshot.data().count;
    },
    async get(name, id) {
      const snapshot = await getDoc(doc(db, name, id));
      return snapshot.exists() ? toDocument(snapshot) : null;
    },
    async commit(ops) {
      for (let start = 0; start < ops.length; start += MAX_BATCH) {
        const batch = writeBatch(db);
        for (const op of ops.slice(start, start + MAX_BATCH)) write(db, batch, op);
        await batch.commit();
      }
    },
    newId: (name) => doc(collection(db, name)).id,
    transact(update) {
      return runTransaction(db, async (transaction) => {
        const read = async (name: string, id: string) => {
          const snapshot = await transaction.get(doc(db, name, id));
          return snapshot.exists() ? toDocument(snapshot) : null;
        };
        const { ops, result } = await update(read);
        for (const op of ops) write(db, transaction, op);
        return result;
      });
    },
    listen(name, filters, onDocs, onError) {
      return onSnapshot(query(collection(db, name), ...filters.map(whereOf)), (snapshot) => onDocs(snapshot.docs.map(toDocument)), onError);
    },
  };
}
