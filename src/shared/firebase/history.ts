import {
  diffRecords,
  recordTitle,
  restoreRefusal,
  TRASH_MS,
  versionAfter,
  type HistoryAction,
  type HistoryAuthor,
  type HistoryEntry,
} from '../history/changes';
import type { TrashItem } from '../history/historySource';
import { can, roleOf } from '../auth/rolePolicy';
import { resourceCapability } from '../resources/resourceCapability';
import type { ResourceDefinition } from '../resources/defineResource';
import { validateRecord } from '../resources/validation';
import type { FieldFilter } from './firestoreQuery';
import type { FirestorePort, WriteOp } from './port';
import { NOT_FOUND, ProviderError } from './providerErrors';
import { STAFF_COLLECTION } from './staffList';

/** The Papierkorb's collection; the server empties it after 30 days (server/history/firestoreTrashPurge.ts, docs/firebase.md). */
export const TRASH_COLLECTION = 'trash';
/** A record's history: the subcollection `history` of its document. */
export const historyCollection = (resource: string, id: string) => `${resource}/${id}/history`;
const trashId = (resource: string, id: string) => `${resource}:${id}`;
/** Enough for any record's Verlauf and the Papierkorb of 30 days; both are read whole. */
const READ_LIMIT = 500;

/** A time field as read back: a Date from the in-memory Firestore, an ISO string through the SDK port (documents.ts). */
export const millis = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)));
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The change history and Papierkorb in Firebase mode, as write operations the data provider adds to a change's own
 * batch (firestore.rules: staff create history entries with their own uid and the server's time, nobody changes
 * or deletes one) and the reads of the Verlauf and Papierkorb screens.
 */
export function firestoreHistory(
  port: FirestorePort,
  options: { resources: readonly ResourceDefinition[]; author?: () => HistoryAuthor | null; now?: () => number },
) {
  const now = options.now ?? Date.now;
  const author = (by: string | null): HistoryAuthor => options.author?.() ?? { staffId: null, name: by ?? 'Unbekannt' };

  /**
   * The resources whose deleted records the signed-in member of staff may read, by the role in their staff entry; null
   * when that is all of them. The rules list the whole Papierkorb only to whoever may read every resource (rules are
   * not filters), so anyone else asks for their resources alone.
   */
  const readableResources = async (): Promise<string[] | null> => {
    const staffId = options.author?.()?.staffId;
    const role = roleOf(staffId ? (await port.get(STAFF_COLLECTION, staffId))?.data.role : null);
    const readable = options.resources
      .filter((resource) => can(role, resourceCapability(resource.name, 'read')))
      .map((resource) => resource.name);
    return readable.length === options.resources.length ? null : readable;
  };

  const list = async (resource: string, id: string): Promise<HistoryEntry[]> => {
    const { docs } = await port.query(
      { collection: historyCollection(resource, id), filters: [], orderBy: { field: 'createdAt', direction: 'desc' } },
      { limit: READ_LIMIT },
    );
    return docs.map(({ id: entryId, data }) => ({
      id: entryId,
      resource,
      recordId: id,
      action: data.action as HistoryAction,
      author: { staffId: (data.authorId as string | null) ?? null, name: text(data.authorName) },
      at: millis(data.createdAt),
      changes: (data.changes as HistoryEntry['changes']) ?? [],
    }));
  };

  return {
    list,

    entryOp(
      resource: ResourceDefinition,
      id: string,
      action: HistoryAction,
      by: string | null,
      before?: Record<string, unknown>,
      after?: Record<string, unknown>,
    ): WriteOp {
      const { staffId, name } = author(by);
      const collection = historyCollection(resource.name, id);
      return {
        kind: 'set',
        collection,
        id: port.newId(collection),
        fields: {
          resource: resource.name,
          recordId: id,
          action,
          authorId: staffId,
          authorName: name,
          changes: diffRecords(resource, before, after),
        },
        meta: { createdAt: 'now', updatedAt: 'now', createdBy: by, updatedBy: by },
      };
    },

    trashOp(resource: ResourceDefinition, record: Record<string, unknown>, by: string | null): WriteOp {
      const { staffId, name } = author(by);
      const id = String(record.id);
      return {
        kind: 'set',
        collection: TRASH_COLLECTION,
        id: trashId(resource.name, id),
        // expiresAt is a Date, so Firestore stores a timestamp, which the rules and the server's purge compare with times.
        fields: {
          resource: resource.name,
          recordId: id,
          title: recordTitle(resource, record),
          record,
          deletedById: staffId,
          deletedByName: name,
          expiresAt: new Date(now() + TRASH_MS),
        },
        meta: { createdAt: 'now', updatedAt: 'now', createdBy: by, updatedBy: by },
      };
    },

    /** The record as it was after `entryId`, checked against today's rules (a German 400 naming the fields). */
    async version(resource: ResourceDefinition, current: Record<string, unknown>, entryId: string): Promise<Record<string, unknown>> {
      const version = versionAfter(current, await list(resource.name, String(current.id)), entryId);
      if (!version) throw new ProviderError(NOT_FOUND, 404);
      const result = validateRecord(resource, version);
      if (!result.success) {
        const message = restoreRefusal(resource, result.errors);
        throw new ProviderError(message, 400, { message, errors: result.errors });
      }
      return result.data;
    },

    async trash(): Promise<TrashItem[]> {
      const readable = await readableResources();
      // Firestore refuses an empty `in`: a role that may read no resource has no Papierkorb.
      if (readable?.length === 0) return [];
      const filters: FieldFilter[] = readable ? [{ field: 'resource', op: 'in', value: readable }] : [];
      const { docs } = await port.query(
        { collection: TRASH_COLLECTION, filters, orderBy: { field: 'createdAt', direction: 'desc' } },
        { limit: READ_LIMIT },
      );
      return docs
        .map(({ data }) => ({
          resource: text(data.resource),
          recordId: text(data.recordId),
          title: text(data.title),
          deletedAt: millis(data.createdAt),
          deletedBy: { staffId: (data.deletedById as string | null) ?? null, name: text(data.deletedByName) },
          expiresAt: millis(data.expiresAt),
        }))
        .filter((item) => item.expiresAt > now());
    },

    /** The deleted record and the operation that takes it out of the Papierkorb (in the restore's batch). */
    async takeFromTrash(resource: ResourceDefinition, id: string): Promise<{ record: Record<string, unknown>; op: WriteOp }> {
      const document = await port.get(TRASH_COLLECTION, trashId(resource.name, id));
      if (!document || millis(document.data.expiresAt) <= now()) throw new ProviderError(NOT_FOUND, 404);
      return {
        record: document.data.record as Record<string, unknown>,
        op: { kind: 'delete', collection: TRASH_COLLECTION, id: trashId(resource.name, id) },
      };
    },
  };
}
