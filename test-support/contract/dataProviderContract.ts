import type { DataProvider } from 'ra-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublicDataSource } from '../../src/shared/data/publicData';
import { agency, offer, teamMember } from '../firebase/records';

/** A backend under contract: a signed-in member of staff's data provider and the visitors' source. */
export interface ContractBackend {
  staff: DataProvider;
  visitors: PublicDataSource;
  /** What createdBy/updatedBy say for the staff provider's writes. */
  actor: string;
  close(): Promise<void>;
}

type Sort = { field: string; order: 'ASC' | 'DESC' };
const page = (perPage: number, pageNumber = 1) => ({ page: pageNumber, perPage });

/** Visitors may see a change a moment later (Firestore's listeners); the embedded backend at once. */
async function eventually(check: () => Promise<void>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The one contract every data provider of the dashboard keeps, run against the embedded server
 * (ra-data-simple-rest over HTTP, every npm test) and Firestore (the Firebase provider, wherever the
 * emulator runs): the same calls must give the same answers.
 */
export function runDataProviderContract(name: string, setup: () => Promise<ContractBackend>) {
  describe(`data provider contract: ${name}`, () => {
    let backend: ContractBackend;
    const created: { resource: string; id: string }[] = [];
    const create = async (resource: string, data: Record<string, unknown>) => {
      const record = (await backend.staff.create(resource, { data })).data;
      created.push({ resource, id: record.id });
      return record;
    };
    const list = (resource: string, sort: Sort, filter: Record<string, unknown> = {}, pagination = page(50)) =>
      backend.staff.getList(resource, { pagination, sort, filter });

    beforeAll(async () => {
      backend = await setup();
    }, 120_000);
    afterEach(async () => {
      for (const { resource, id } of created.splice(0))
        await backend.staff.delete(resource, { id, previousData: { id } }).catch(() => undefined);
    });
    afterAll(() => backend?.close());

    it('creates, reads, updates and deletes a record, with times and authors', async () => {
      const record = await create('team', teamMember('Anna Berger', 1));
      expect(record).toMatchObject({
        id: expect.any(String),
        name: 'Anna Berger',
        photo: null,
        createdBy: backend.actor,
        updatedBy: backend.actor,
      });
      expect(Date.parse(record.createdAt)).not.toBeNaN();

      const { data: one } = await backend.staff.getOne('team', { id: record.id });
      expect(one).toEqual(record);

      const { data: updated } = await backend.staff.update('team', {
        id: record.id,
        data: { ...one, role: 'Geschäftsführerin' },
        previousData: one,
      });
      expect(updated).toMatchObject({
        id: record.id,
        role: 'Geschäftsführerin',
        createdAt: record.createdAt,
        createdBy: backend.actor,
        updatedBy: backend.actor,
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(record.updatedAt));

      const { data: deleted } = await backend.staff.delete('team', { id: record.id, previousData: updated });
      expect(deleted).toMatchObject({ id: record.id, role: 'Geschäftsführerin' });
      await expect(backend.staff.getOne('team', { id: record.id })).rejects.toMatchObject({ status: 404 });
    });

    it('lists with sort and paging, and counts the whole result', async () => {
      for (const [index, district] of ['suelz', 'nippes', 'suelz', 'deutz', 'ehrenfeld'].entries()) {
        await create(
          'properties',
          offer(`Wohnung ${index + 1} in ${district}`, {
            district,
            price: 300_000 + index * 100_000,
            rooms: 2 + index,
            livingArea: 60 + index * 20,
          }),
        );
      }
      const sort: Sort = { field: 'price', order: 'DESC' };
      const first = await list('properties', sort, {}, page(2));
      expect(first.total).toBe(5);
      expect(first.data.map((record) => record.price)).toEqual([700_000, 600_000]);
      expect((await list('properties', sort, {}, page(2, 2))).data.map((record) => record.price)).toEqual([500_000, 400_000]);
      expect((await list('properties', sort, {}, page(2, 3))).data.map((record) => record.price)).toEqual([300_000]);
      expect((await list('properties', { field: 'title', order: 'ASC' }, {}, page(3))).data.map((record) => record.title)).toEqual([
        'Wohnung 1 in suelz',
        'Wohnung 2 in nippes',
        'Wohnung 3 in suelz',
      ]);
    });

    it('filters by equality, lists of values, ranges, tags and the search', async () => {
      for (const [index, district] of ['suelz', 'nippes', 'suelz', 'deutz', 'ehrenfeld'].entries()) {
        await create(
          'properties',
          offer(`Wohnung ${index + 1} in ${district}`, {
            district,
            price: 300_000 + index * 100_000,
            rooms: 2 + index,
            features: index === 4 ? ['balkon'] : [],
          }),
        );
      }
      const titles = async (filter: Record<string, unknown>) =>
        (await list('properties', { field: 'price', order: 'ASC' }, filter)).data.map((record) => record.title);
      expect(await titles({ district: 'suelz' })).toEqual(['Wohnung 1 in suelz', 'Wohnung 3 in suelz']);
      expect(await titles({ district: ['nippes', 'deutz'] })).toEqual(['Wohnung 2 in nippes', 'Wohnung 4 in deutz']);
      expect(await titles({ price_gte: 400_000, price_lte: 600_000, rooms_gte: 4 })).toEqual(['Wohnung 3 in suelz', 'Wohnung 4 in deutz']);
      expect(await titles({ features: 'balkon' })).toEqual(['Wohnung 5 in ehrenfeld']);
      expect(await titles({ q: 'EHRENFELD' })).toEqual(['Wohnung 5 in ehrenfeld']);
      expect((await list('properties', { field: 'price', order: 'ASC' }, { district: 'suelz', price_gt: 300_000 })).total).toBe(1);
    });

    it('finds "Sülz" when searching for "sulz"', async () => {
      const record = await create('properties', offer('Altbau in Sülz'));
      expect((await list('properties', { field: 'createdAt', order: 'DESC' }, { q: 'sulz' })).data.map((found) => found.id)).toEqual([
        record.id,
      ]);
    });

    it('reads many by id (leaving out the missing) and references', async () => {
      const anna = await create('team', teamMember('Anna Berger', 1));
      const paul = await create('team', teamMember('Paul Schmitz', 2));
      const many = await backend.staff.getMany('team', { ids: [paul.id, anna.id] });
      expect(many.data.map((record) => record.id).sort()).toEqual([anna.id, paul.id].sort());
      const listing = await create('properties', offer('Mit Ansprechpartnerin', { contactPerson: anna.id }));
      await create('properties', offer('Mit Ansprechpartner', { contactPerson: paul.id }));
      const referenced = await backend.staff.getManyReference('properties', {
        target: 'contactPerson',
        id: anna.id,
        pagination: page(10),
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      });
      expect(referenced.data.map((record) => record.id)).toEqual([listing.id]);
      expect(referenced.total).toBe(1);
    });

    it('saves the agency’s settings under their one id', async () => {
      const { data } = await backend.staff.update('settings', { id: 'agency', data: agency, previousData: { id: 'agency' } });
      expect(data).toMatchObject({ id: 'agency', companyName: 'Rheinkontor Immobilien GmbH' });
      await eventually(async () => expect(await backend.visitors.getOne('settings', 'agency')).toMatchObject({ city: 'Köln' }));
      await backend.staff.delete('settings', { id: 'agency', previousData: data });
    });

    it('refuses invalid records field by field, and writes nothing', async () => {
      const error = await backend.staff.create('team', { data: { name: '', role: 'x', order: -1 } }).catch((caught) => caught);
      expect(error).toMatchObject({
        status: 400,
        body: { errors: expect.objectContaining({ name: 'Bitte füllen Sie dieses Feld aus.', order: 'Der Wert muss mindestens 0 sein.' }) },
      });
      expect((await list('team', { field: 'order', order: 'ASC' })).total).toBe(0);
    });

    it('answers unknown records with 404 and bad list requests with 400', async () => {
      await expect(backend.staff.getOne('team', { id: 'gibtEsNicht1' })).rejects.toMatchObject({ status: 404 });
      await expect(
        backend.staff.update('team', { id: 'gibtEsNicht1', data: teamMember('X', 1), previousData: { id: 'gibtEsNicht1' } }),
      ).rejects.toMatchObject({ status: 404 });
      await expect(backend.staff.delete('team', { id: 'gibtEsNicht1', previousData: { id: 'gibtEsNicht1' } })).rejects.toMatchObject({
        status: 404,
      });
      await expect(list('team', { field: 'order', order: 'ASC' }, { gehalt: 5 })).rejects.toMatchObject({ status: 400 });
      await expect(list('team', { field: 'photo', order: 'ASC' })).rejects.toMatchObject({ status: 400 });
      await expect(list('properties', { field: 'price', order: 'ASC' }, { district: 'mitte' })).rejects.toMatchObject({ status: 400 });
    });

    it('shows visitors only published records, without private fields or hidden values', async () => {
      const hidden = await create('team', teamMember('Verena Versteckt', 9, false));
      const shown = await create('team', teamMember('Paul Public', 8));
      const listing = await create(
        'properties',
        offer('Mit Notiz', { internalNotes: 'Eigentümer will 10 % weniger', street: 'Geheimweg', houseNumber: '1' }),
      );
      await eventually(async () => {
        expect(
          (await backend.visitors.getList('team', { sort: { field: 'order', order: 'ASC' } })).data.map((record) => record.id),
        ).toEqual([shown.id]);
        expect(await backend.visitors.getOne('team', hidden.id)).toBeNull();
        const seen = await backend.visitors.getOne<Record<string, unknown>>('properties', listing.id);
        expect(seen).toMatchObject({ id: listing.id, title: 'Mit Notiz', street: null, houseNumber: null });
        expect(seen).not.toHaveProperty('internalNotes');
      });
      expect((await backend.visitors.getList('team', { filter: { published: false } })).data).toEqual([]);
      await expect(backend.visitors.getList('properties', { filter: { internalNotes: 'x' } })).rejects.toBeTruthy();
    });
  });
}
