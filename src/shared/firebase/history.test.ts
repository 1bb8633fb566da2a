import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryFirestore } from '../../../test-support/firebase/memoryFirestore';
import { offer } from '../../../test-support/firebase/records';
import { can } from '../auth/rolePolicy';
import { resourceCapability } from '../resources/resourceCapability';
import { TRASH_MS } from '../history/changes';
import { resourceList } from '../resources/registry';
import { createPortDataProvider, type FirestoreDataProvider } from './dataProvider';
import { firestoreHistory, historyCollection, TRASH_COLLECTION } from './history';
import { STAFF_COLLECTION } from './staffList';
import type { WriteOp } from './port';

const STAFF = 'miriam@rheinkontor-immobilien.de';
const T0 = Date.parse('2026-11-12T13:05:00Z');
let firestore: MemoryFirestore;
let provider: FirestoreDataProvider;
let batches: WriteOp[][];
let clock: number;

beforeEach(() => {
  firestore = new MemoryFirestore();
  batches = [];
  // The real in-memory port, with each batch it commits written down.
  const commit = firestore.commit.bind(firestore);
  firestore.commit = async (ops) => {
    batches.push([...ops]);
    return commit(ops);
  };
  clock = T0;
  provider = createPortDataProvider(firestore, {
    resources: resourceList,
    actor: () => STAFF,
    author: () => ({ staffId: 'uid-miriam', name: 'Miriam Schäfer' }),
    now: () => clock,
  });
});

const collectionsOf = (batch: WriteOp[]) => batch.map((op) => op.collection.replace(/\/[^/]+\/history$/, '/{id}/history'));

describe('Firestore data provider: change history and Papierkorb', () => {
  it('writes each change’s history entry in the change’s own batch, with the author’s uid', async () => {
    const { data: created } = await provider.create('properties', { data: offer('Altbau in Sülz', { price: 649_000 }) });
    await provider.update('properties', { id: created.id, data: { ...created, price: 625_000 }, previousData: created });
    expect(batches.map(collectionsOf)).toEqual([
      ['properties', 'properties_public', 'properties/{id}/history'],
      ['properties', 'properties_public', 'properties/{id}/history'],
    ]);
    const stored = [...firestore.collections.get(historyCollection('properties', created.id))!.values()];
    expect(stored[1]).toMatchObject({
      resource: 'properties',
      recordId: created.id,
      action: 'update',
      authorId: 'uid-miriam',
      authorName: 'Miriam Schäfer',
      changes: [{ field: 'price', from: 649_000, to: 625_000 }],
    });

    const entries = await provider.history.list('properties', created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      author: { staffId: 'uid-miriam', name: 'Miriam Schäfer' },
      changes: [{ field: 'price', from: 649_000, to: 625_000 }],
    });
  });

  it('restores a former version as a new change and refuses one that no longer validates', async () => {
    const { data: created } = await provider.create('properties', { data: offer('Altbau', { price: 649_000 }) });
    await provider.update('properties', { id: created.id, data: { ...created, price: 625_000 }, previousData: created });
    const [, createEntry] = await provider.history.list('properties', created.id);
    await provider.history.restoreVersion('properties', created.id, createEntry.id);
    expect((await provider.getOne('properties', { id: created.id })).data.price).toBe(649_000);
    expect((await provider.history.list('properties', created.id))[0]).toMatchObject({
      action: 'restore',
      changes: [{ field: 'price', from: 625_000, to: 649_000 }],
    });

    // A value stored before today's maximum: the version with it is refused, naming the field.
    firestore.collections.get('properties')!.get(created.id)!.price = 200_000_000;
    await provider.update('properties', { id: created.id, data: { ...created, price: 450_000 }, previousData: created });
    const [, older] = await provider.history.list('properties', created.id);
    const refusal = await provider.history.restoreVersion('properties', created.id, older.id).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Diese Version lässt sich nicht wiederherstellen, .*Kaufpreis: /),
    });
    expect((await provider.getOne('properties', { id: created.id })).data.price).toBe(450_000);
  });

  it('puts a deleted record into the Papierkorb in the deletion’s batch and restores it under its id', async () => {
    const { data: created } = await provider.create('properties', { data: offer('Penthouse am Rhein') });
    await provider.delete('properties', { id: created.id, previousData: created });
    expect(collectionsOf(batches.at(-1)!)).toEqual(['properties', 'properties_public', 'properties/{id}/history', TRASH_COLLECTION]);
    const [item] = await provider.history.trash();
    expect(item).toMatchObject({
      resource: 'properties',
      recordId: created.id,
      title: 'Penthouse am Rhein',
      deletedBy: { staffId: 'uid-miriam', name: 'Miriam Schäfer' },
      expiresAt: T0 + TRASH_MS,
    });
    // Stored as a Date, so Firestore keeps a timestamp, which the rules and the server's purge compare with times.
    expect(firestore.collections.get(TRASH_COLLECTION)!.get(`properties:${created.id}`)!.expiresAt).toBeInstanceOf(Date);

    await provider.history.restoreFromTrash('properties', created.id);
    expect(collectionsOf(batches.at(-1)!)).toEqual(['properties', 'properties_public', 'properties/{id}/history', TRASH_COLLECTION]);
    expect((await provider.getOne('properties', { id: created.id })).data.title).toBe('Penthouse am Rhein');
    expect(await provider.history.trash()).toEqual([]);
    expect((await provider.history.list('properties', created.id)).map((entry) => entry.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('refuses a restore after 30 days and when the id was given to another record', async () => {
    const { data: created } = await provider.create('team', {
      data: { name: 'Anna Berger', role: 'Beraterin', order: 1, published: true },
    });
    await provider.delete('team', { id: created.id, previousData: created });
    firestore.collections.get('team')!.set(created.id, { name: 'Jemand anders' });
    await expect(provider.history.restoreFromTrash('team', created.id)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('Kennung'),
    });
    clock += TRASH_MS;
    expect(await provider.history.trash()).toEqual([]);
    await expect(provider.history.restoreFromTrash('team', created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('shows a role the Papierkorb of the resources it may read, and asks Firestore for those alone (the rules refuse more)', async () => {
    const { data: member } = await provider.create('team', { data: { name: 'Anna Berger', role: 'Beraterin', order: 1, published: true } });
    await provider.delete('team', { id: member.id, previousData: member });
    // A portal an admin deleted: it holds hosts and users, which only admins read.
    const portals = resourceList.find((resource) => resource.name === 'portals')!;
    await firestore.commit([
      firestoreHistory(firestore, { resources: resourceList }).trashOp(
        portals,
        { id: 'scout', name: 'ImmoScout24' },
        'chefin@rheinkontor-immobilien.de',
      ),
    ]);
    const trashQuery = () => firestore.queries.filter((query) => query.spec.collection === TRASH_COLLECTION).at(-1)!.spec;
    const titles = async () => (await provider.history.trash()).map((item) => item.title).sort();

    firestore.collections.set(STAFF_COLLECTION, new Map([['uid-miriam', { role: 'admin' }]]));
    expect(await titles()).toEqual(['Anna Berger', 'ImmoScout24']);
    expect(trashQuery().filters).toEqual([]);

    const readable = resourceList
      .filter((resource) => can('editor', resourceCapability(resource.name, 'read')))
      .map((resource) => resource.name);
    expect(readable).not.toContain('portals');
    // An editor, and an entry of the former role 'staff' (counted as editor, as the server does).
    for (const role of ['editor', 'staff']) {
      firestore.collections.set(STAFF_COLLECTION, new Map([['uid-miriam', { role }]]));
      expect(await titles()).toEqual(['Anna Berger']);
      expect(trashQuery().filters).toEqual([{ field: 'resource', op: 'in', value: readable }]);
    }
  });
});
