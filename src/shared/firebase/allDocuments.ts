import type { StoredDocument } from './documents';
import type { FirestoreQuerySpec } from './firestoreQuery';
import type { FirestorePort } from './port';

const PAGE = 500;

/** Every document a query matches, read in pages of 500 (Firestore answers no unlimited query in one piece). */
export async function* allDocuments(port: FirestorePort, spec: FirestoreQuerySpec): AsyncGenerator<StoredDocument> {
  let after: unknown;
  for (;;) {
    const page = await port.query(spec, { limit: PAGE, after });
    yield* page.docs;
    if (page.docs.length < PAGE) return;
    after = page.positions.at(-1);
  }
}

/** The same, collected. */
export async function readAll(port: FirestorePort, spec: FirestoreQuerySpec): Promise<StoredDocument[]> {
  const docs: StoredDocument[] = [];
  for await (const doc of allDocuments(port, spec)) docs.push(doc);
  return docs;
}
