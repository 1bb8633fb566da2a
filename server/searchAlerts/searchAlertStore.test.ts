import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { cologneAreas, cologneDistricts } from '../../src/shared/resources/choices/districts';
import { objectTypes } from '../../src/shared/resources/choices/property';
import { matchesCriteria, type ListingFacts, type OfferCriteria } from '../../src/shared/search/offerCriteria';
import { SearchAlertStore } from './searchAlertStore';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('matching in SQL', () => {
  it('agrees with matchesCriteria, the rule of the offer search, on 400 requests × 200 listings', () => {
    const db = openDatabase(':memory:');
    const store = new SearchAlertStore(db);
    const next = random(42);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
    const maybe = <T>(value: T) => (next() < 0.5 ? value : undefined);
    // Requests name Stadtteile and whole Stadtbezirke; a few districts only, so that districts match often.
    const districts = cologneDistricts.slice(0, 12).map((district) => district.id);
    const areas = [...districts, ...cologneAreas.filter((area) => area.id.startsWith('bezirk-')).map((area) => area.id)];
    const types = objectTypes.map((type) => type.id);

    const requests: { id: string; criteria: OfferCriteria }[] = [];
    for (let index = 0; index < 400; index++) {
      const marketingType = maybe(pick(['kauf', 'miete'] as const));
      const criteria: OfferCriteria = {
        ...(marketingType && { marketingType }),
        ...(next() < 0.5 && { objectType: pick(types) }),
        ...(next() < 0.6 && { districts: [...new Set([pick(areas), pick(areas)])].sort() as OfferCriteria['districts'] }),
        ...(marketingType &&
          next() < 0.6 && {
            maxPrice: marketingType === 'kauf' ? 200_000 + Math.floor(next() * 1_000_000) : 500 + Math.floor(next() * 2500),
          }),
        ...(next() < 0.4 && { minRooms: pick([1, 2, 2.5, 3, 4]) }),
        ...(next() < 0.4 && { minArea: pick([40, 60, 80, 100]) }),
      };
      const id = store.create({ email: `a${index}@example.org`, frequency: 'sofort', criteria }, 'http://localhost', 0);
      store.confirm(id, 0);
      requests.push({ id, criteria });
    }
    for (let index = 0; index < 200; index++) {
      const marketingType = pick(['kauf', 'miete']);
      const listing: ListingFacts = {
        marketingType,
        objectType: pick(types),
        district: pick(districts),
        price: marketingType === 'kauf' ? 150_000 + Math.floor(next() * 1_200_000) : null,
        coldRent: marketingType === 'miete' ? 400 + Math.floor(next() * 3000) : null,
        rooms: maybe(pick([1, 2, 3, 3.5, 5])) ?? null,
        livingArea: maybe(30 + Math.floor(next() * 150)) ?? null,
        priceOnRequest: next() < 0.1,
      };
      const bySql = new Set(store.matching(`listing-${index}`, listing).map((row) => row.id));
      const byRule = new Set(requests.filter((request) => matchesCriteria(request.criteria, listing)).map((request) => request.id));
      expect(bySql).toEqual(byRule);
      expect(store.countMatching(listing)).toBe(byRule.size);
    }
    db.close();
  });

  it('leaves out unconfirmed requests and those that already had the listing', () => {
    const db = openDatabase(':memory:');
    const store = new SearchAlertStore(db);
    const unconfirmed = store.create({ email: 'a@example.org', frequency: 'sofort', criteria: {} }, 'http://localhost', 0);
    const confirmed = store.create({ email: 'b@example.org', frequency: 'taeglich', criteria: {} }, 'http://localhost', 0);
    store.confirm(confirmed, 0);
    const listing = { marketingType: 'kauf', objectType: 'haus', district: 'deutz', price: 1 };
    expect(store.matching('p1', listing).map((row) => row.id)).toEqual([confirmed]);
    expect(store.recordMatch(confirmed, 'p1', 0, true)).toBe(true);
    expect(store.recordMatch(confirmed, 'p1', 0, true)).toBe(false);
    expect(store.matching('p1', listing)).toEqual([]);
    expect(unconfirmed).toBeTruthy();
    db.close();
  });
});

describe('requests for a whole Stadtbezirk', () => {
  it('are met by a listing in any of its Stadtteile and found by staff under the Bezirk and each of its Stadtteile', () => {
    const db = openDatabase(':memory:');
    const store = new SearchAlertStore(db);
    const porz = store.create(
      { email: 'porz@example.org', frequency: 'sofort', criteria: { districts: ['bezirk-porz'] } },
      'http://localhost',
      0,
    );
    const poll = store.create({ email: 'poll@example.org', frequency: 'sofort', criteria: { districts: ['poll'] } }, 'http://localhost', 0);
    store.confirm(porz, 0);
    store.confirm(poll, 0);
    const listing = (district: string) => ({ marketingType: 'kauf', objectType: 'wohnung', district, price: 1 });
    expect(store.matching('p1', listing('zuendorf')).map((row) => row.id)).toEqual([porz]);
    expect(new Set(store.matching('p2', listing('poll')).map((row) => row.id))).toEqual(new Set([porz, poll]));
    expect(store.matching('p3', listing('kalk'))).toEqual([]);
    const listed = (district: string) => new Set(store.list({ district, offset: 0, limit: 10 }).entries.map((entry) => entry.id));
    expect(listed('poll')).toEqual(new Set([porz, poll]));
    expect(listed('bezirk-porz')).toEqual(new Set([porz]));
    expect(listed('kalk')).toEqual(new Set());
    db.close();
  });
});
