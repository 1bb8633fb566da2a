import type { StoredDocument } from './documents';
import type { FieldFilter, FirestoreQuerySpec } from './firestoreQuery';

/** "now" is the server's clock (serverTimestamp()); an ISO string keeps a given time (data import). */
export type Stamp = 'now' | string;

export type WriteOp =
  /** Writes the whole document, replacing what was there. */
  | {
      kind: 'set';
      collection: string;
      id: string;
      fields: Record<string, unknown>;
      meta: { createdAt: Stamp; updatedAt: Stamp; createdBy: string | null; updatedBy: string | null };
    }
  /** Replaces the given fields of a document that must exist (Firestore answers not-found otherwise). */
  | {
      kind: 'update';
      collection: string;
      id: string;
      fields: Record<string, unknown>;
      meta: { updatedAt: Stamp; updatedBy: string | null };
    }
  | { kind: 'delete'; collection: string; id: string }
  /**
   * Writes exactly these fields, without the records' metadata, for collections whose rules allow nothing else (staff,
   * invitations); each of `times` is stored as a timestamp ('now': the server's).
   */
  | { kind: 'put'; collection: string; id: string; fields: Record<string, unknown>; times?: Record<string, Stamp> };

export interface QueryPage {
  docs: StoredDocument[];
  /** Opaque positions, one per document: startAfter(positions[i]) continues after docs[i]. */
  positions: unknown[];
}

/**
 * The few Firestore operations the provider, the visitors' source and the data transfer need.
 * firestorePort.ts implements it with the SDK; the unit tests use an in-memory implementation of
 * the same Firestore semantics (test-support/firebase/memoryFirestore.ts), and the emulator suite checks both agree.
 */
export interface FirestorePort {
  query(spec: FirestoreQuerySpec, page: { limit: number; after?: unknown }): Promise<QueryPage>;
  /** The number of matches, counted by the server (getCountFromServer), not by reading them. */
  count(spec: FirestoreQuerySpec): Promise<number>;
  get(collection: string, id: string): Promise<StoredDocument | null>;
  /** Applies the operations in batches of MAX_BATCH, each atomic (a record and its visitor copy always share one). */
  commit(ops: readonly WriteOp[]): Promise<void>;
  newId(collection: string): string;
  /**
   * Reads documents and writes what follows from them atomically (runTransaction): `update` reads through `read`
   * and answers the writes and a result; when a document it read changed before the commit, it runs again.
   */
  transact<T>(
    update: (read: (collection: string, id: string) => Promise<StoredDocument | null>) => Promise<{ ops: WriteOp[]; result: T }>,
  ): Promise<T>;
  /** Live documents matching the filters; returns the function that stops listening. */
  listen(
    collection: string,
    filters: readonly FieldFilter[],
    onDocs: (docs: StoredDocument[]) => void,
    onError: (error: Error) => void,
  ): () => void;
}

/** Firestore refuses batches of more than 500 writes. */
export const MAX_BATCH = 500;
