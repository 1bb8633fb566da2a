// The Firebase mode's preview collection on the in-memory Firestore: expiry, the cap, the claim of two instances.
import { describe, expect, it } from 'vitest';
import { PREVIEWS_COLLECTION } from '../../src/shared/firebase/serverCollections';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { MAX_PREVIEWS, newToken, PREVIEW_LIFETIME_MS } from './previewStore';
import { FirestorePreviewStore } from './firestorePreviewStore';

const T0 = Date.parse('2026-11-27T10:00:00Z');
const preview = (name: string) => ({ resource: 'team' as const, record: { id: 'team-1', name }, path: '/unser-team', owner: null });

function setup() {
  const firestore = new MemoryFirestore();
  const clock = { now: T0 };
  const store = () => new FirestorePreviewStore(firestore, () => clock.now);
  return { firestore, clock, first: store(), second: store() };
}

describe('FirestorePreviewStore', () => {
  it('lets one of two instances claim a preview, and the other see that claim', async () => {
    const { first, second } = setup();
    const token = await first.add(preview('Miriam Schäfer'));
    expect(await second.get(token)).toMatchObject({ record: { name: 'Miriam Schäfer' }, expiresAt: T0 + PREVIEW_LIFETIME_MS });
    const [mine, theirs] = [newToken(), newToken()];
    const claims = await Promise.all([first.claim(token, mine), second.claim(token, theirs)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const holder = claims[0] ? mine : theirs;
    expect(await second.claim(token, holder)).toBe(true);
    expect(await first.claim(token, holder === mine ? theirs : mine)).toBe(false);
  });

  it('forgets a preview after 30 minutes and deletes expired ones when adding', async () => {
    const { firestore, clock, first } = setup();
    const old = await first.add(preview('Alt'));
    clock.now += PREVIEW_LIFETIME_MS;
    expect(await first.get(old)).toBeUndefined();
    expect(await first.claim(old, newToken())).toBe(false);
    await first.add(preview('Neu'));
    expect(firestore.collections.get(PREVIEWS_COLLECTION)!.size).toBe(1);
  });

  it(`keeps at most ${MAX_PREVIEWS}, dropping the oldest`, async () => {
    const { firestore, clock, first } = setup();
    const oldest = await first.add(preview('Erste'));
    clock.now += 1;
    const second = await first.add(preview('Zweite'));
    for (let index = 2; index < MAX_PREVIEWS; index++) await first.add(preview(`Nummer ${index}`));
    const newest = await first.add(preview('Neueste'));
    expect(firestore.collections.get(PREVIEWS_COLLECTION)!.size).toBe(MAX_PREVIEWS);
    expect(await first.get(oldest)).toBeUndefined();
    expect(await first.get(second)).toBeDefined();
    expect(await first.get(newest)).toMatchObject({ record: { name: 'Neueste' } });
  });
});
