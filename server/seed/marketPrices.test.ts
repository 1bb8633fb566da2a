import { describe, expect, it } from 'vitest';
import { boroughOf, cologneBoroughs } from '../../src/shared/resources/choices/districts';
import { valuationObjectTypes } from '../../src/shared/valuation/valuationChoices';
import { DocumentStore } from '../db/documentStore';
import { openDatabase } from '../db/database';
import { marketPriceSeed, seedMarketPrices } from './marketPrices';

function freshStore() {
  return new DocumentStore(openDatabase(':memory:'));
}

describe('seedMarketPrices', () => {
  it('has one plausible entry per type for at least one district of every Stadtbezirk', () => {
    const districts = new Set(marketPriceSeed.map((row) => row.district));
    expect(marketPriceSeed).toHaveLength(districts.size * valuationObjectTypes.length);
    expect(new Set([...districts].map((district) => boroughOf(district)))).toEqual(new Set(cologneBoroughs.map((borough) => borough.id)));
    for (const row of marketPriceSeed) {
      expect(row.low).toBeLessThan(row.middle);
      expect(row.high).toBeGreaterThan(row.middle);
    }
    const flats = marketPriceSeed.filter((row) => row.objectType === 'wohnung').map((row) => row.middle);
    expect(Math.min(...flats)).toBeGreaterThanOrEqual(2_500);
    expect(Math.max(...flats)).toBeLessThanOrEqual(7_500);
  });

  it('fills an empty table once and never touches one with entries', () => {
    const store = freshStore();
    expect(seedMarketPrices(store)).toBe(marketPriceSeed.length);
    expect(store.count('marketPrices')).toBe(marketPriceSeed.length);
    expect(seedMarketPrices(store)).toBe(0);
    expect(store.count('marketPrices')).toBe(marketPriceSeed.length);
  });
});
