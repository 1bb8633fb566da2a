import { historyCollection, TRASH_COLLECTION } from '../../src/shared/firebase/history';
import { MAX_BATCH, type FirestorePort, type WriteOp } from '../../src/shared/firebase/port';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { keepsPersonalData } from './recordedWrites';

/** Expired entries read per query; a pass goes on until none is left. */
const PAGE = 100;
/**
 * The cut-off lies a minute behind this machine's clock: the rules admit the server's query only for entries expired
 * by Firestore's own time (request.time), which a fast local clock could be ahead of.
 */
const CLOCK_SKEW_MS = 60_000;

/**
 * One pass of the Papierkorb's housekeeping in Firebase mode, with the server's account: every entry whose 30 days
 * are over goes for good, and for records visitors create (inquiries: personal data) the record's history goes with
 * it. The embedded backend does the same (server/history/recordedWrites.ts);
 * Firestore's TTL cannot, since it never deletes subcollections. Idempotent, so several instances need no lease.
 */
export async function purgeFirestoreTrash(
  port: FirestorePort,
  resources: readonly ResourceDefinition[],
  now: () => number = Date.now,
): Promise<number> {
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  let purged = 0;
  for (;;) {
    const cutoff = new Date(now() - CLOCK_SKEW_MS);
    const { docs } = await port.query(
      {
        collection: TRASH_COLLECTION,
        filters: [{ field: 'expiresAt', op: '<=', value: cutoff }],
        orderBy: { field: 'expiresAt', direction: 'asc' },
      },
      { limit: PAGE },
    );
    if (docs.length === 0) return purged;
    for (const entry of docs) {
      const declaration = byName.get(String(entry.data.resource));
      const recordId = String(entry.data.recordId);
      // A restore takes the record out of the Papierkorb, so an entry still here means the record is gone.
      const history = declaration && keepsPersonalData(declaration) ? await historyOps(port, declaration.name, recordId) : [];
      // The entries first, the Papierkorb entry last: an interrupted pass finds it again and goes on.
      for (let start = 0; start < history.length; start += MAX_BATCH) await port.commit(history.slice(start, start + MAX_BATCH));
      await port.commit([{ kind: 'delete', collection: TRASH_COLLECTION, id: entry.id }]);
      purged += 1;
    }
  }
}

async function historyOps(port: FirestorePort, resource: string, recordId: string): Promise<WriteOp[]> {
  const collection = historyCollection(resource, recordId);
  const ops: WriteOp[] = [];
  let after: unknown;
  for (;;) {
    const page = await port.query(
      { collection, filters: [], orderBy: { field: 'createdAt', direction: 'asc' } },
      { limit: MAX_BATCH, after },
    );
    ops.push(...page.docs.map((doc): WriteOp => ({ kind: 'delete', collection, id: doc.id })));
    if (page.docs.length < MAX_BATCH) return ops;
    after = page.positions.at(-1);
  }
}
