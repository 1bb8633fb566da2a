import type { Db } from '../db/database';
import { DocumentStore } from '../db/documentStore';
import type { TransferBackend } from './dataTransfer';
import type { ExportedRecord } from './exportedRecord';
import { withoutMeta } from '../../src/shared/resources/recordTypes';

const PAGE = 1000;

/**
 * The embedded backend for the transfer: reads through the DocumentStore; writes in one SQLite
 * transaction with the records' own ids and times (DocumentStore.create would stamp "now"), so an
 * import into the embedded backend happens completely or not at all.
 */
export function embeddedTransfer(db: Db): TransferBackend {
  const store = new DocumentStore(db);
  return {
    name: 'embedded',
    async count(resource) {
      return store.count(resource.name);
    },
    async readAll(resource) {
      const records: ExportedRecord[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const { data } = store.list(resource.name, { conditions: [], sort: { field: 'id', order: 'ASC' }, offset, limit: PAGE });
        for (const record of data) {
          const { id, createdAt, updatedAt, createdBy, updatedBy } = record;
          records.push({ id, data: withoutMeta(record), createdAt, updatedAt, createdBy, updatedBy });
        }
        if (data.length < PAGE) return records;
      }
    },
    async write(batches, { replace }) {
      const remove = db.prepare('DELETE FROM documents WHERE collection = ?');
      const insert = db.prepare(
        'INSERT INTO documents (collection, id, data, created_at, updated_at, created_by, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      db.transaction(() => {
        for (const { resource, records } of batches) {
          if (replace) remove.run(resource.name);
          for (const record of records) {
            insert.run(
              resource.name,
              record.id,
              JSON.stringify(record.data),
              record.createdAt,
              record.updatedAt,
              record.createdBy,
              record.updatedBy,
            );
          }
        }
      })();
    },
  };
}
