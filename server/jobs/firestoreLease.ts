import type { FirestorePort, WriteOp } from '../../src/shared/firebase/port';
import { LEASE_COLLECTION } from '../../src/shared/firebase/serverCollections';
import type { Lease } from './jobLease';

/**
 * A named lease as a Firestore document `jobLeases/{name}` ({ holder, until }), taken in a transaction: of several
 * Cloud Run instances exactly one gets it, since a transaction whose read document changed meanwhile runs again and
 * then finds it taken. A holder that died lets it run out at `until`.
 */
export class FirestoreLease implements Lease {
  constructor(private readonly port: FirestorePort) {}

  take(name: string, holder: string, now: number, until: number): Promise<boolean> {
    return this.port.transact(async (read) => {
      const current = await read(LEASE_COLLECTION, name);
      const free = !current || Number(current.data.until) < now || current.data.holder === holder;
      const ops: WriteOp[] = free
        ? [
            {
              kind: 'set',
              collection: LEASE_COLLECTION,
              id: name,
              fields: { holder, until },
              meta: { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null },
            },
          ]
        : [];
      return { ops, result: free };
    });
  }

  async release(name: string, holder: string): Promise<void> {
    await this.port.transact(async (read) => {
      const current = await read(LEASE_COLLECTION, name);
      return {
        ops: current?.data.holder === holder ? [{ kind: 'delete', collection: LEASE_COLLECTION, id: name }] : [],
        result: undefined,
      };
    });
  }
}
