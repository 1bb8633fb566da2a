import { beforeEach, describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../auth/rolePolicy';
import { resourceList } from '../resources/registry';
import { createPortDataProvider, type FirestoreDataProvider } from './dataProvider';
import { ProviderError } from './providerErrors';
import { MemoryFirestore } from '../../../test-support/firebase/memoryFirestore';
import { agency, offer, teamMember } from '../../../test-support/firebase/records';

const STAFF = 'redaktion@rheinkontor-immobilien.de';
let firestore: MemoryFirestore;
let provider: FirestoreDataProvider;

const page = (page: number, perPage: number) => ({ page, perPage });
const createTeam = async (count: number) => {
  const ids: string[] = [];
  for (let index = 1; index <= count; index += 1)
    ids.push((await provider.create('team', { data: teamMember(`Person ${index}`, index) })).data.id);
  return ids;
};

beforeEach(() => {
  firestore = new MemoryFirestore();
  provider = createPortDataProvider(firestore, { resources: resourceList, actor: () => STAFF });
});

describe('Firestore data provider: writes', () => {
  it('creates a record with server times, author and keyword index; the record shows no internal field', async () => {
    const { data } = await provider.create('team', { data: teamMember('Anna Berger', 1) });
    expect(data).toMatchObject({ id: expect.any(String), name: 'Anna Berger', createdBy: STAFF, updatedBy: STAFF, photo: null, bio: null });
    expect(data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data).not.toHaveProperty('_keywords');
    expect(firestore.collections.get('team')!.get(data.id)!._keywords).toEqual(
      expect.arrayContaining(['anna', 'berger', 'immobilienberaterin']),
    );
  });

  it('refuses an invalid record with the fields’ German messages and writes nothing', async () => {
    const error = await provider.create('team', { data: { name: '', order: 'erster' } }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.status).toBe(400);
    expect(error.body.errors).toMatchObject({
      name: 'Bitte füllen Sie dieses Feld aus.',
      order: 'Bitte geben Sie eine Zahl ein.',
      root: { serverError: 'Bitte prüfen Sie die markierten Felder.' },
    });
    expect(firestore.collections.get('team')?.size ?? 0).toBe(0);
  });

  it('keeps a visitor copy without private fields and with the hidden address', async () => {
    const { data } = await provider.create('properties', {
      data: offer('Altbau in Sülz', { internalNotes: 'Eigentümer will 10 % weniger', street: 'Geheimweg', houseNumber: '1' }),
    });
    const copy = firestore.collections.get('properties_public')!.get(data.id)!;
    expect(copy).toMatchObject({ title: 'Altbau in Sülz', published: true, street: null, houseNumber: null, createdAt: data.createdAt });
    expect(copy).not.toHaveProperty('internalNotes');
    expect(copy).not.toHaveProperty('_keywords');
    expect(firestore.collections.get('properties')!.get(data.id)!).toMatchObject({
      internalNotes: 'Eigentümer will 10 % weniger',
      street: 'Geheimweg',
    });
  });

  it('updates: keeps creation time and author, stamps the editor, and moves the copy with the record', async () => {
    const { data: created } = await provider.create('properties', { data: offer('Penthouse') });
    const other = createPortDataProvider(firestore, { resources: resourceList, actor: () => 'kollege@rheinkontor-immobilien.de' });
    const { data: updated } = await other.update('properties', {
      id: created.id,
      data: { ...created, title: 'Penthouse am Rhein', published: false },
      previousData: created,
    });
    expect(updated).toMatchObject({
      title: 'Penthouse am Rhein',
      createdAt: created.createdAt,
      createdBy: STAFF,
      updatedBy: 'kollege@rheinkontor-immobilien.de',
    });
    expect(updated.updatedAt > created.updatedAt).toBe(true);
    expect(firestore.collections.get('properties_public')!.has(created.id)).toBe(false);
    expect(firestore.collections.get('properties')!.get(created.id)!._keywords).toContain('rhein');
  });

  it('answers 404 for unknown and malformed ids, and creates the singleton on its first save only', async () => {
    await expect(provider.update('team', { id: 'nichtda', data: teamMember('X', 1), previousData: {} as never })).rejects.toMatchObject({
      status: 404,
      message: 'Der Eintrag wurde nicht gefunden.',
    });
    await expect(provider.getOne('team', { id: '../staff/x' })).rejects.toMatchObject({ status: 404 });
    await expect(provider.create('settings', { data: agency })).rejects.toMatchObject({ status: 405 });
    const { data } = await provider.update('settings', { id: 'agency', data: agency, previousData: {} as never });
    expect(data).toMatchObject({ id: 'agency', companyName: 'Rheinkontor Immobilien GmbH', createdBy: STAFF });
  });

  it('deletes record and copy and answers the deleted record', async () => {
    const { data } = await provider.create('properties', { data: offer('Reihenhaus') });
    const { data: deleted } = await provider.delete('properties', { id: data.id, previousData: data });
    expect(deleted).toMatchObject({ id: data.id, title: 'Reihenhaus' });
    expect(firestore.collections.get('properties')!.has(data.id)).toBe(false);
    expect(firestore.collections.get('properties_public')!.has(data.id)).toBe(false);
    await expect(provider.delete('properties', { id: data.id, previousData: data })).rejects.toMatchObject({ status: 404 });
  });

  it('updates many with react-admin’s partial data, validating each whole record', async () => {
    const ids = await createTeam(2);
    expect((await provider.updateMany('team', { ids, data: { published: false } })).data).toEqual(ids);
    expect((await provider.getMany('team', { ids })).data.map((record) => record.published)).toEqual([false, false]);
    await expect(provider.updateMany('team', { ids, data: { order: -5 } })).rejects.toMatchObject({ status: 400 });
    expect((await provider.deleteMany('team', { ids })).data).toEqual(ids);
  });
});

describe('Firestore data provider: reads', () => {
  it('pages with cursors: the next page reads only its own documents, a jump reads the skipped ones once', async () => {
    await createTeam(7);
    const sort = { field: 'order', order: 'ASC' as const };
    const first = await provider.getList('team', { pagination: page(1, 3), sort, filter: {} });
    expect(first).toMatchObject({ total: 7 });
    expect(first.data.map((record) => record.order)).toEqual([1, 2, 3]);
    const second = await provider.getList('team', { pagination: page(2, 3), sort, filter: {} });
    expect(second.data.map((record) => record.order)).toEqual([4, 5, 6]);
    expect(firestore.queries.at(-1)).toMatchObject({ limit: 3, after: true });

    const fresh = createPortDataProvider(firestore, { resources: resourceList, actor: () => STAFF });
    const third = await fresh.getList('team', { pagination: page(3, 3), sort, filter: {} });
    expect(third.data.map((record) => record.order)).toEqual([7]);
    expect(firestore.queries.at(-1)).toMatchObject({ limit: 9, after: false });
    await fresh.getList('team', { pagination: page(3, 3), sort, filter: {} });
    expect(firestore.queries.at(-1)).toMatchObject({ limit: 3, after: true });
  });

  it('never asks for more than the page and the skipped documents', async () => {
    await createTeam(5);
    await provider.getList('team', { pagination: page(1, 2), sort: { field: 'name', order: 'DESC' }, filter: { published: true } });
    expect(firestore.queries.at(-1)).toMatchObject({
      limit: 2,
      spec: { filters: [{ field: 'published', op: '==', value: true }], orderBy: { field: 'name', direction: 'desc' } },
    });
  });

  it('starts over after a write, so no page is cut at a stale position', async () => {
    await createTeam(4);
    const sort = { field: 'order', order: 'ASC' as const };
    await provider.getList('team', { pagination: page(1, 2), sort, filter: {} });
    await provider.create('team', { data: teamMember('Neu Zugang', 0) });
    const second = await provider.getList('team', { pagination: page(2, 2), sort, filter: {} });
    expect(second.data.map((record) => record.order)).toEqual([2, 3]);
  });

  it('filters by equality, lists, ranges and search; counts on the server', async () => {
    for (const [index, district] of ['suelz', 'nippes', 'suelz', 'deutz', 'ehrenfeld'].entries()) {
      await provider.create('properties', {
        data: offer(`Wohnung ${index + 1} in ${district}`, { district, price: 300_000 + index * 100_000, rooms: 2 + index }),
      });
    }
    const titles = async (filter: Record<string, unknown>, sort = { field: 'price', order: 'ASC' as 'ASC' | 'DESC' }) =>
      (await provider.getList('properties', { pagination: page(1, 10), sort, filter })).data.map((record) => record.title);
    expect(await titles({ district: 'suelz' })).toEqual(['Wohnung 1 in suelz', 'Wohnung 3 in suelz']);
    expect(await titles({ district: ['nippes', 'deutz'] })).toEqual(['Wohnung 2 in nippes', 'Wohnung 4 in deutz']);
    expect(await titles({ price_gte: 400_000, price_lte: 600_000, rooms_gte: 4 })).toEqual(['Wohnung 3 in suelz', 'Wohnung 4 in deutz']);
    expect(await titles({ q: 'EHRENFELD' })).toEqual(['Wohnung 5 in ehrenfeld']);
    const { total } = await provider.getList('properties', {
      pagination: page(1, 1),
      sort: { field: 'price', order: 'DESC' },
      filter: { district: 'suelz' },
    });
    expect(total).toBe(2);
  });

  it('reads one, many (skipping the missing) and references', async () => {
    const [a, b] = await createTeam(2);
    expect((await provider.getOne('team', { id: a })).data.name).toBe('Person 1');
    expect((await provider.getMany('team', { ids: [b, 'weg', a] })).data.map((record) => record.id)).toEqual([b, a]);
    const { data: offerRecord } = await provider.create('properties', { data: offer('Mit Ansprechpartner', { contactPerson: a }) });
    const referenced = await provider.getManyReference('properties', {
      target: 'contactPerson',
      id: a,
      pagination: page(1, 10),
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(referenced.data.map((record) => record.id)).toEqual([offerRecord.id]);
  });

  it('answers refused queries and Firestore failures as German ProviderErrors', async () => {
    await expect(
      provider.getList('team', { pagination: page(1, 10), sort: { field: 'photo', order: 'ASC' }, filter: {} }),
    ).rejects.toMatchObject({ status: 400, message: 'Nach „photo“ kann nicht sortiert werden.' });
    await expect(
      provider.getList('staff', { pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toMatchObject({ status: 404 });
    class RefusingFirestore extends MemoryFirestore {
      override async count(): Promise<number> {
        throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
      }
    }
    const denied = createPortDataProvider(new RefusingFirestore(), { resources: resourceList, actor: () => null });
    await expect(
      denied.getList('team', { pagination: page(1, 10), sort: { field: 'order', order: 'ASC' }, filter: {} }),
    ).rejects.toMatchObject({ status: 403, message: NO_PERMISSION });
  });

  it('refuses uploads when no image store is configured', async () => {
    await expect(provider.uploadImage(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).rejects.toMatchObject({ status: 501 });
  });
});
