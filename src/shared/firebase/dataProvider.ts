import type { DataProvider } from 'ra-core';
import type { ResourceDefinition } from '../resources/defineResource';
import type { UploadedImage } from '../resources/imageValue';
import { RECORD_ID, validateRecord } from '../resources/validation';
import { toRecord, type StoredDocument } from './documents';
import { toQuerySpec, type FirestoreQuerySpec } from './firestoreQuery';
import { parseListPlan, windowOfPage } from '../data/listPlan';
import { cursorKey, PageCursors } from './pageCursors';
import type { FirestorePort, WriteOp } from './port';
import { invalidRecord, NOT_FOUND, ProviderError, toProviderError } from './providerErrors';
import { createOps, deleteOps, updateOps } from './recordWrites';
import type { HistoryAction, HistoryAuthor } from '../history/changes';
import type { HistorySource } from '../history/historySource';
import { firestoreHistory } from './history';

const ID_TAKEN = 'Dieser Eintrag lässt sich nicht wiederherstellen: Seine Kennung ist inzwischen an einen anderen Eintrag vergeben.';

export interface PortDataProviderOptions {
  resources: readonly ResourceDefinition[];
  /** The signed-in member of staff (their e-mail), written to createdBy/updatedBy. */
  actor: () => string | null;
  /**
   * The signed-in member of staff for the change history: their uid, which the rules compare with request.auth.uid.
   * Without it the entry is named by `actor` alone (tests of other parts).
   */
  author?: () => HistoryAuthor | null;
  /** The clock of the Papierkorb's expiry; tests move it. */
  now?: () => number;
  /** Image upload (Cloud Storage, imageUpload.ts); the dashboard's image inputs call it. */
  uploadImage?: (file: File) => Promise<UploadedImage>;
}

export interface FirestoreDataProvider extends DataProvider {
  uploadImage(file: File): Promise<UploadedImage>;
  /** The Verlauf and the Papierkorb on Firestore: `{collection}/{id}/history` and `trash`, written with every change. */
  history: HistorySource;
}

/**
 * react-admin's data provider on Firestore, for staff (the dashboard). Lists are server-side
 * queries with cursors and a server-side count; every write is validated against the declaration
 * first (the same validateRecord as the embedded server) and carries the keyword index, server
 * timestamps and the author; a resource with private fields keeps its visitor copy in step. Every write carries its
 * history entry in the same batch, and a delete puts the record into the Papierkorb (`trash`) in that batch too.
 */
export function createPortDataProvider(port: FirestorePort, options: PortDataProviderOptions): FirestoreDataProvider {
  const cursors = new PageCursors();
  const history = firestoreHistory(port, { resources: options.resources, author: options.author, now: options.now });
  const byName = new Map(options.resources.map((resource) => [resource.name, resource]));

  const resourceNamed = (name: string) => {
    const resource = byName.get(name);
    if (!resource) throw new ProviderError(`Unbekannter Bereich „${name}“.`, 404);
    return resource;
  };
  const checkedId = (id: unknown) => {
    if (typeof id !== 'string' || !RECORD_ID.test(id)) throw new ProviderError(NOT_FOUND, 404);
    return id;
  };
  const load = async (resource: ResourceDefinition, id: unknown) => {
    const document = await port.get(resource.name, checkedId(id));
    if (!document) throw new ProviderError(NOT_FOUND, 404);
    return document;
  };

  async function window(spec: FirestoreQuerySpec, offset: number, limit: number): Promise<StoredDocument[]> {
    const key = cursorKey(spec.collection, spec);
    const start = cursors.nearest(key, offset);
    const skip = offset - start.offset;
    const page = await port.query(spec, { limit: skip + limit, after: start.position });
    if (skip > 0) cursors.remember(key, offset, page.positions[skip - 1]);
    if (page.docs.length > skip) cursors.remember(key, page.docs.length + start.offset, page.positions.at(-1));
    return page.docs.slice(skip);
  }

  async function write(resource: ResourceDefinition, id: string, ops: WriteOp[]) {
    await port.commit(ops);
    cursors.forget(resource.name);
    return toRecord(await load(resource, id));
  }

  async function createRecord(
    resource: ResourceDefinition,
    data: unknown,
    id = port.newId(resource.name),
    action: HistoryAction = 'create',
    extra: WriteOp[] = [],
  ) {
    const result = validateRecord(resource, data);
    if (!result.success) throw invalidRecord(result.errors);
    const by = options.actor();
    return write(resource, id, [
      ...createOps(resource, id, result.data, by),
      history.entryOp(resource, id, action, by, undefined, result.data),
      ...extra,
    ]);
  }

  async function updateRecord(resource: ResourceDefinition, id: string, data: unknown, action: HistoryAction = 'update') {
    const result = validateRecord(resource, data);
    if (!result.success) throw invalidRecord(result.errors);
    const existing = await port.get(resource.name, id);
    if (!existing) {
      // Like the embedded PUT: the singleton (the agency's settings) comes into being on its first save.
      if (resource.singleton === id) return createRecord(resource, data, id);
      throw new ProviderError(NOT_FOUND, 404);
    }
    const before = toRecord(existing);
    const by = options.actor();
    return write(resource, id, [
      ...updateOps(resource, id, result.data, before, by),
      history.entryOp(resource, id, action, by, before, result.data),
    ]);
  }

  async function deleteRecord(resource: ResourceDefinition, id: unknown) {
    const existing = toRecord(await load(resource, id));
    const by = options.actor();
    await port.commit([
      ...deleteOps(resource, existing.id),
      history.entryOp(resource, existing.id, 'delete', by, existing, undefined),
      history.trashOp(resource, existing, by),
    ]);
    cursors.forget(resource.name);
    return existing;
  }

  // Every method answers ProviderErrors only, with German messages react-admin can show.
  const guarded =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await method(...args);
      } catch (error) {
        throw toProviderError(error);
      }
    };

  const provider: FirestoreDataProvider = {
    getList: guarded(async (name: string, params) => {
      const resource = resourceNamed(name);
      const plan = parseListPlan(resource, 'staff', { filter: params.filter, sort: params.sort, ...windowOfPage(params.pagination) });
      const spec = toQuerySpec(resource.name, plan);
      const [total, docs] = await Promise.all([port.count(spec), window(spec, plan.offset, plan.limit)]);
      return { data: docs.map(toRecord) as never[], total };
    }),
    getOne: guarded(async (name: string, params) => ({ data: toRecord(await load(resourceNamed(name), params.id)) as never })),
    getMany: guarded(async (name: string, params) => {
      const resource = resourceNamed(name);
      const ids = params.ids.filter((id): id is string => typeof id === 'string' && RECORD_ID.test(id));
      const documents = await Promise.all(ids.map((id) => port.get(resource.name, id)));
      return { data: documents.filter((document) => document !== null).map(toRecord) as never[] };
    }),
    getManyReference: guarded(async (name: string, params) =>
      provider.getList(name, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    ),
    create: guarded(async (name: string, params) => {
      const resource = resourceNamed(name);
      if (resource.singleton) throw new ProviderError('Diesen Eintrag gibt es nur einmal; bitte bearbeiten Sie ihn.', 405);
      return { data: (await createRecord(resource, params.data)) as never };
    }),
    update: guarded(async (name: string, params) => ({
      data: (await updateRecord(resourceNamed(name), checkedId(params.id), params.data)) as never,
    })),
    // react-admin sends only the changed fields here ({ published: true }): merged into each record, then validated whole.
    updateMany: guarded(async (name: string, params) => {
      const resource = resourceNamed(name);
      const updated: string[] = [];
      for (const id of params.ids) {
        const record = toRecord(await load(resource, id));
        // validateRecord ignores the metadata fields, so the stored record can go in as it is.
        await updateRecord(resource, record.id, { ...record, ...params.data });
        updated.push(record.id);
      }
      return { data: updated };
    }),
    delete: guarded(async (name: string, params) => ({ data: (await deleteRecord(resourceNamed(name), params.id)) as never })),
    deleteMany: guarded(async (name: string, params) => {
      const resource = resourceNamed(name);
      const deleted: string[] = [];
      for (const id of params.ids) deleted.push((await deleteRecord(resource, id)).id);
      return { data: deleted };
    }),
    history: {
      list: guarded(async (name: string, id: string) => history.list(resourceNamed(name).name, checkedId(id))),
      restoreVersion: guarded(async (name: string, id: string, entryId: string) => {
        const resource = resourceNamed(name);
        const current = toRecord(await load(resource, id));
        await updateRecord(resource, current.id, await history.version(resource, current, entryId), 'restore');
      }),
      trash: guarded(async () => history.trash()),
      restoreFromTrash: guarded(async (name: string, id: string) => {
        const resource = resourceNamed(name);
        const { record, op } = await history.takeFromTrash(resource, checkedId(id));
        if (await port.get(resource.name, id)) throw new ProviderError(ID_TAKEN, 409);
        await createRecord(resource, record, id, 'restore', [op]);
      }),
    },
    uploadImage: guarded(async (file: File) => {
      if (!options.uploadImage) throw new ProviderError('Bild-Uploads sind nicht eingerichtet.', 501);
      return options.uploadImage(file);
    }),
  };
  return provider;
}
