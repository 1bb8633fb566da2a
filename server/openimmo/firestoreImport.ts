import type { PublicDataSource } from '../../src/shared/data/publicData';
import { toRecord } from '../../src/shared/firebase/documents';
import { firestoreHistory } from '../../src/shared/firebase/history';
import { DOCUMENT_ID } from '../../src/shared/firebase/firestoreQuery';
import { newImageId, uploadImageVariants, variantPath, type ImageStore } from '../../src/shared/firebase/imageUpload';
import { MAX_BATCH, type FirestorePort } from '../../src/shared/firebase/port';
import { createOps, deleteOps, MAX_OPS_PER_RECORD, updateOps } from '../../src/shared/firebase/recordWrites';
import { properties } from '../../src/shared/resources/properties';
import { resourceList } from '../../src/shared/resources/registry';
import type { TeamRecord } from '../../src/shared/resources/team';
import { RECORD_ID } from '../../src/shared/resources/validation';
import { encodeImageVariants } from '../media/imagePipeline';
import type { ImportTarget } from './importFile';

/**
 * The OpenImmo import in Firebase mode, with the server's account: pictures through the server's image pipeline
 * (the same checks and WebP variants as the embedded backend) into Cloud Storage as `media/<id>/<width>.webp`, the
 * layout the dashboard uploads; the listings with their visitor copies (properties_public) and their history entries
 * (a removed listing also goes into the Papierkorb), all in ONE Firestore batch, so a file is stored whole or not at all.
 * A batch holds 500 writes and a listing makes up to four, so a file of more than 125 listings is refused before
 * anything is stored.
 */
/** The record, its visitor copy, its history entry and, when removed, its Papierkorb entry. */
const OPS_PER_LISTING = MAX_OPS_PER_RECORD + 2;

export function firestoreImportTarget(port: FirestorePort, data: PublicDataSource, images: ImageStore): ImportTarget {
  return {
    maxListings: Math.floor(MAX_BATCH / OPS_PER_LISTING),

    async storePicture(bytes) {
      const variants = await encodeImageVariants(bytes);
      const id = newImageId();
      const image = await uploadImageVariants(
        new Blob([new Uint8Array(bytes)]),
        images,
        async () =>
          variants.map((variant) => ({
            width: variant.width,
            height: variant.height,
            blob: new Blob([new Uint8Array(variant.data)], { type: 'image/webp' }),
          })),
        id,
      );
      return {
        image,
        remove: async () => void (await Promise.all(variants.map((variant) => images.remove(variantPath(id, variant.width))))),
      };
    },

    async findExisting(objectNumber) {
      const match = await port.query(
        {
          collection: properties.name,
          filters: [{ field: 'objectNumber', op: '==', value: objectNumber }],
          orderBy: { field: DOCUMENT_ID, direction: 'asc' },
        },
        { limit: 1 },
      );
      // A listing exported without an object number went out under its id.
      const doc = match.docs[0] ?? (RECORD_ID.test(objectNumber) ? await port.get(properties.name, objectNumber) : null);
      return doc ? toRecord(doc) : undefined;
    },

    /** Among the team members visitors see (the server's account reads no others), as the export names them. */
    async findContact(email) {
      const team = await data.getList<TeamRecord & { id: string }>('team');
      const wanted = email.trim().toLowerCase();
      return team.data.find((member) => member.email?.toLowerCase() === wanted)?.id ?? null;
    },

    async apply(writes, { by, author }) {
      // The importing member of staff (or "OpenImmo-Import") is the entries' author, as in the embedded backend.
      const history = firestoreHistory(port, { resources: resourceList, author: () => author });
      const ops = writes.flatMap((write) => {
        if (write.kind === 'create') {
          const id = port.newId(properties.name);
          return [...createOps(properties, id, write.data, by), history.entryOp(properties, id, 'create', by, undefined, write.data)];
        }
        const { existing } = write;
        if (write.kind === 'update')
          return [
            ...updateOps(properties, existing.id, write.data, existing, by),
            history.entryOp(properties, existing.id, 'update', by, existing, write.data),
          ];
        return [
          ...deleteOps(properties, existing.id),
          history.entryOp(properties, existing.id, 'delete', by, existing, undefined),
          history.trashOp(properties, existing, by),
        ];
      });
      // maxListings keeps the file within one batch; the port commits up to MAX_BATCH writes atomically.
      await port.commit(ops);
    },
  };
}
