import { allDocuments } from '../../src/shared/firebase/allDocuments';
import { toRecord } from '../../src/shared/firebase/documents';
import { DOCUMENT_ID, type FirestoreQuerySpec } from '../../src/shared/firebase/firestoreQuery';
import { KEYWORDS_FIELD, keywordsFor } from '../../src/shared/firebase/keywords';
import type { FirestorePort, WriteOp } from '../../src/shared/firebase/port';
import { needsVisitorCopy, visibleToVisitors, visitorCollection, visitorCopyFields } from '../../src/shared/firebase/visitorCopy';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import type { TransferBackend } from './dataTransfer';
import type { ExportedRecord } from './exportedRecord';
import { withoutMeta } from '../../src/shared/resources/recordTypes';

const everything = (collection: string): FirestoreQuerySpec => ({
  collection,
  filters: [],
  orderBy: { field: DOCUMENT_ID, direction: 'asc' },
});

/**
 * Firestore for the transfer, as a signed-in member of staff (the rules allow staff everything but
 * the staff list). Writes keep ids, times and authors, add the keyword index and the visitor copies
 * exactly as the dashboard's provider does. Firestore has no transaction of this size: the import is
 * written in batches of 500, after every record was checked; a run that breaks off is repeated
 * with --replace.
 */
export function firestoreTransfer(port: FirestorePort): TransferBackend {
  async function removeAll(collection: string) {
    const ids: string[] = [];
    for await (const doc of allDocuments(port, everything(collection))) ids.push(doc.id);
    await port.commit(ids.map((id): WriteOp => ({ kind: 'delete', collection, id })));
  }

  return {
    name: 'firebase',
    async count(resource) {
      return port.count(everything(resource.name));
    },
    async readAll(resource) {
      const records: ExportedRecord[] = [];
      for await (const doc of allDocuments(port, everything(resource.name))) {
        const { id, createdAt, updatedAt, createdBy, updatedBy, ...rest } = toRecord(doc);
        records.push({ id, data: withoutMeta(rest), createdAt, updatedAt, createdBy, updatedBy });
      }
      return records;
    },
    async write(batches, { replace }) {
      for (const { resource, records } of batches) {
        if (replace) {
          await removeAll(resource.name);
          if (needsVisitorCopy(resource)) await removeAll(visitorCollection(resource));
        }
        await port.commit(records.flatMap((record) => recordOps(resource, record)));
      }
    },
  };
}

function recordOps(resource: ResourceDefinition, record: ExportedRecord): WriteOp[] {
  const meta = { createdAt: record.createdAt, updatedAt: record.updatedAt, createdBy: record.createdBy, updatedBy: record.updatedBy };
  const ops: WriteOp[] = [
    {
      kind: 'set',
      collection: resource.name,
      id: record.id,
      fields: { ...record.data, [KEYWORDS_FIELD]: keywordsFor(record.data, resource.searchable) },
      meta,
    },
  ];
  if (needsVisitorCopy(resource) && visibleToVisitors(resource, record.data)) {
    ops.push({
      kind: 'set',
      collection: visitorCollection(resource),
      id: record.id,
      fields: visitorCopyFields(resource, record.data),
      meta,
    });
  }
  return ops;
}
