import { beforeEach, describe, expect, it } from 'vitest';
import { resourceList } from '../../src/shared/resources/registry';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import type { FirestorePort } from '../../src/shared/firebase/port';
import { createLivePublicData, type LivePublicData } from './firestorePublicData';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { agency, offer, teamMember } from '../../test-support/firebase/records';

let firestore: MemoryFirestore;
let staff: ReturnType<typeof createPortDataProvider>;
let visitors: LivePublicData;

beforeEach(() => {
  firestore = new MemoryFirestore();
  staff = createPortDataProvider(firestore, { resources: resourceList, actor: () => 'redaktion@rheinkontor-immobilien.de' });
  visitors = createLivePublicData({ resources: resourceList, port: firestore });
  return () => visitors.close();
});

describe('visitors’ data in Firebase mode (live published records)', () => {
  it('lists only published records, with the site’s filters, sorts and ranges', async () => {
    await staff.create('team', { data: teamMember('Verena Versteckt', 1, false) });
    const { data: shown } = await staff.create('team', { data: teamMember('Paul Public', 2) });
    expect(await visitors.getList('team', { sort: { field: 'order', order: 'ASC' }, range: [0, 9] })).toEqual({
      data: [expect.objectContaining({ id: shown.id, name: 'Paul Public' })],
      total: 1,
    });
    expect((await visitors.getList('team', { filter: { published: false } })).data).toEqual([]);
  });

  it('shows visitors the copy: no private fields, no hidden address, no prices of references', async () => {
    const { data } = await staff.create('properties', {
      data: offer('Verkauftes Haus', {
        status: 'verkauft',
        showAsReference: true,
        internalNotes: 'Notiz',
        street: 'Geheimweg',
        price: 900_000,
      }),
    });
    const seen = await visitors.getOne<Record<string, unknown>>('properties', data.id);
    expect(seen).toMatchObject({ id: data.id, title: 'Verkauftes Haus', street: null, price: null, createdAt: data.createdAt });
    expect(seen).not.toHaveProperty('internalNotes');
    // Hidden values cannot be probed by filtering on them either.
    expect((await visitors.getList('properties', { filter: { price_gte: 800_000 } })).total).toBe(0);
    await expect(visitors.getList('properties', { filter: { internalNotes: 'Notiz' } })).rejects.toThrow(
      'Nach „internalNotes“ kann nicht gefiltert werden.',
    );
  });

  it('follows the dashboard’s changes: unpublished and deleted records disappear', async () => {
    const { data } = await staff.create('properties', { data: offer('Bald weg') });
    expect(await visitors.getOne('properties', data.id)).not.toBeNull();
    await staff.update('properties', { id: data.id, data: { ...data, published: false }, previousData: data });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await visitors.getOne('properties', data.id)).toBeNull();
  });

  it('searches by word beginnings like the embedded site search, and pages the result', async () => {
    for (const title of ['Altbau in Sülz', 'Neubau in Nippes', 'Altbau in Deutz']) await staff.create('properties', { data: offer(title) });
    const found = await visitors.getList<{ title: string }>('properties', {
      filter: { q: 'altb' },
      sort: { field: 'title', order: 'ASC' },
      range: [1, 1],
    });
    expect(found).toEqual({ data: [expect.objectContaining({ title: 'Altbau in Sülz' })], total: 2 });
    expect((await visitors.getList('properties', { filter: { q: 'ltbau' } })).total).toBe(0);
  });

  it('reads the agency’s settings, refuses staff-only resources and unknown ids', async () => {
    await staff.update('settings', { id: 'agency', data: agency, previousData: {} as never });
    expect(await visitors.getOne('settings', 'agency')).toMatchObject({ companyName: 'Rheinkontor Immobilien GmbH' });
    await expect(visitors.getList('inquiries')).rejects.toMatchObject({ status: 401 });
    expect(await visitors.getOne('inquiries', 'x')).toBeNull();
    expect(await visitors.getOne('team', '../x')).toBeNull();
  });

  it('answers 503 in German when Firestore does not answer, and tries again on the next request', async () => {
    let fail = true;
    const flaky: Pick<FirestorePort, 'listen'> = {
      listen: (collection, filters, onDocs, onError) => {
        if (fail) {
          queueMicrotask(() => onError(new Error('unavailable')));
          return () => {};
        }
        return firestore.listen(collection, filters, onDocs);
      },
    };
    const logged: string[] = [];
    const source = createLivePublicData({ resources: resourceList, port: flaky, log: (_level, message) => logged.push(message) });
    await expect(source.getList('team')).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('nicht aus der Datenbank geladen'),
    });
    expect(logged[0]).toContain('unavailable');
    fail = false;
    expect(await source.getList('team')).toEqual({ data: [], total: 0 });
    source.close();
  });

  it('gives up waiting after the timeout', async () => {
    const silent = createLivePublicData({ resources: resourceList, port: { listen: () => () => {} }, readyTimeoutMs: 20 });
    await expect(silent.getOne('team', 'abc')).rejects.toMatchObject({ status: 503 });
    silent.close();
  });
});
