import { millis } from '../../src/shared/firebase/history';
import type { FirestorePort, WriteOp } from '../../src/shared/firebase/port';
import { PREVIEWS_COLLECTION } from '../../src/shared/firebase/serverCollections';
import {
  claimHeldBy,
  MAX_PREVIEWS,
  newToken,
  PREVIEW_LIFETIME_MS,
  sha256,
  type NewPreview,
  type Preview,
  type PreviewStore,
} from './previewStore';

const META = { createdAt: 'now', updatedAt: 'now', createdBy: null, updatedBy: null } as const;
const byExpiry = { field: 'expiresAt', direction: 'asc' } as const;

/**
 * Firebase mode: previews in the server-only collection `previews` (written by the server's account alone, the rules
 * give nobody else any access), document id the SHA-256 of the link's token, so every Cloud Run instance opens a
 * preview another one took. `expiresAt` is a Date, stored as a timestamp for the TTL policy (docs/firebase.md); until
 * that deletes it, `get` ignores an expired preview and `add` drops expired ones and the oldest beyond the cap. The
 * record is kept as JSON text: Firestore would refuse undefined values and turn nothing back as written.
 */
export class FirestorePreviewStore implements PreviewStore {
  constructor(
    private readonly port: FirestorePort,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async add({ resource, record, path, owner }: NewPreview): Promise<string> {
    const now = this.now();
    const expired = await this.port.query(
      { collection: PREVIEWS_COLLECTION, filters: [{ field: 'expiresAt', op: '<=', value: new Date(now) }], orderBy: byExpiry },
      { limit: MAX_PREVIEWS },
    );
    const live = await this.port.count({ collection: PREVIEWS_COLLECTION, filters: [], orderBy: byExpiry });
    const excess = live - expired.docs.length - (MAX_PREVIEWS - 1);
    const oldest =
      excess > 0
        ? await this.port.query(
            { collection: PREVIEWS_COLLECTION, filters: [{ field: 'expiresAt', op: '>', value: new Date(now) }], orderBy: byExpiry },
            { limit: excess },
          )
        : { docs: [] };
    const token = newToken();
    const ops: WriteOp[] = [...expired.docs, ...oldest.docs].map((doc) => ({
      kind: 'delete',
      collection: PREVIEWS_COLLECTION,
      id: doc.id,
    }));
    const fields = { resource, record: JSON.stringify(record), path, owner, claim: null, expiresAt: new Date(now + PREVIEW_LIFETIME_MS) };
    ops.push({ kind: 'set', collection: PREVIEWS_COLLECTION, id: sha256(token), fields, meta: META });
    await this.port.commit(ops);
    return token;
  }

  async get(token: string): Promise<Preview | undefined> {
    const doc = await this.port.get(PREVIEWS_COLLECTION, sha256(token));
    if (!doc) return undefined;
    const expiresAt = millis(doc.data.expiresAt);
    if (!(expiresAt > this.now())) return undefined;
    const { resource, record, path, owner } = doc.data as {
      resource: Preview['resource'];
      record: string;
      path: string;
      owner: string | null;
    };
    return { resource, record: JSON.parse(record) as Preview['record'], path, owner, expiresAt };
  }

  /** In a transaction: of two instances claiming at once, the second's read changed and it runs again, finding the claim. */
  claim(token: string, secret: string): Promise<boolean> {
    const id = sha256(token);
    return this.port.transact(async (read) => {
      const doc = await read(PREVIEWS_COLLECTION, id);
      if (!doc || !(millis(doc.data.expiresAt) > this.now())) return { ops: [], result: false };
      const current = (doc.data.claim as string | null) ?? null;
      if (current !== null) return { ops: [], result: claimHeldBy(current, secret) };
      const ops: WriteOp[] = [
        {
          kind: 'update',
          collection: PREVIEWS_COLLECTION,
          id,
          fields: { claim: sha256(secret) },
          meta: { updatedAt: 'now', updatedBy: null },
        },
      ];
      return { ops, result: true };
    });
  }
}
