import { describe, expect, it } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { historyCollection, TRASH_COLLECTION } from '../../src/shared/firebase/history';
import { TRASH_MS } from '../../src/shared/history/changes';
import { resourceList } from '../../src/shared/resources/registry';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { inquiry, offer } from '../../test-support/firebase/records';
import { purgeFirestoreTrash } from './firestoreTrashPurge';

const DAY = 24 * 60 * 60 * 1000;

/** Staff delete an inquiry and a listing through the dashboard's provider, at `deletedAt`. */
async function deletedPair(firestore: MemoryFirestore, deletedAt: number) {
  const staff = createPortDataProvider(firestore, {
    resources: resourceList,
    actor: () => 'redaktion@rheinkontor-immobilien.de',
    author: () => ({ staffId: 'anna-uid', name: 'Anna Berger' }),
    now: () => deletedAt,
  });
  const question = (await staff.create('inquiries', { data: inquiry('Lena Hoffmann') })).data;
  const listing = (await staff.create('properties', { data: offer('Altbau in Sülz') })).data;
  await staff.delete('inquiries', { id: question.id, previousData: question });
  await staff.delete('properties', { id: listing.id, previousData: listing });
  return { staff, inquiryId: String(question.id), listingId: String(listing.id) };
}

const ids = (firestore: MemoryFirestore, collection: string) => [...(firestore.collections.get(collection)?.keys() ?? [])];

describe('the Papierkorb’s housekeeping in Firebase mode', () => {
  it('deletes entries after their 30 days, and the history of a deleted inquiry with it; a listing keeps its history', async () => {
    const firestore = new MemoryFirestore();
    const deletedAt = Date.parse('2026-11-01T10:00:00Z');
    const { inquiryId, listingId } = await deletedPair(firestore, deletedAt);
    expect(ids(firestore, historyCollection('inquiries', inquiryId))).toHaveLength(2);

    // Day 29: nothing is due yet.
    expect(await purgeFirestoreTrash(firestore, resourceList, () => deletedAt + 29 * DAY)).toBe(0);
    expect(ids(firestore, TRASH_COLLECTION)).toHaveLength(2);

    const after = deletedAt + TRASH_MS + 2 * 60_000;
    expect(await purgeFirestoreTrash(firestore, resourceList, () => after)).toBe(2);
    expect(ids(firestore, TRASH_COLLECTION)).toEqual([]);
    // Personal data: the inquiry's Verlauf is gone; the listing's stays (who deleted it, and when).
    expect(ids(firestore, historyCollection('inquiries', inquiryId))).toEqual([]);
    expect(ids(firestore, historyCollection('properties', listingId))).toHaveLength(2);
    // A second pass finds nothing more (idempotent: several instances may run it).
    expect(await purgeFirestoreTrash(firestore, resourceList, () => after)).toBe(0);
  });

  it('leaves a restored inquiry and its history alone', async () => {
    const firestore = new MemoryFirestore();
    const deletedAt = Date.parse('2026-11-01T10:00:00Z');
    const { staff, inquiryId } = await deletedPair(firestore, deletedAt);
    await staff.history.restoreFromTrash('inquiries', inquiryId);

    expect(await purgeFirestoreTrash(firestore, resourceList, () => deletedAt + TRASH_MS + DAY)).toBe(1);
    expect(ids(firestore, 'inquiries')).toEqual([inquiryId]);
    expect(ids(firestore, historyCollection('inquiries', inquiryId))).toHaveLength(3);
  });
});
