import { describe, expect, it } from 'vitest';
import { comparablesFrom, marketRangeFor } from './comparables';

const base = {
  marketingType: 'kauf',
  objectType: 'wohnung',
  district: 'suelz',
  status: 'verkauft',
  published: true,
  price: 480_000,
  livingArea: 80,
  plotArea: null,
  yearBuilt: 1960,
  condition: 'gepflegt',
  features: ['balkon'],
};

describe('comparablesFrom', () => {
  it('takes sales and current offers of the district and type with a price and an area', () => {
    const properties = [
      base,
      { ...base, status: 'reserviert' },
      { ...base, status: 'verfuegbar', published: false },
      { ...base, status: 'verkauft', published: false },
      { ...base, status: 'vermietet' },
      { ...base, marketingType: 'miete' },
      { ...base, district: 'nippes' },
      { ...base, objectType: 'haus' },
      { ...base, priceOnRequest: true },
      { ...base, price: null },
      { ...base, livingArea: 0 },
    ];
    expect(comparablesFrom(properties, 'suelz', 'wohnung').map((comparable) => comparable.kind)).toEqual(['sold', 'offer', 'sold']);
    expect(comparablesFrom(properties, 'suelz', 'wohnung')[0]).toMatchObject({
      price: 480_000,
      area: 80,
      yearBuilt: 1960,
      features: ['balkon'],
    });
  });

  it('compares land by its plot and finds nothing for a Mehrfamilienhaus', () => {
    const land = { ...base, objectType: 'grundstueck', livingArea: null, plotArea: 500 };
    expect(comparablesFrom([land], 'suelz', 'grundstueck')[0]).toMatchObject({ area: 500 });
    expect(comparablesFrom([base], 'suelz', 'mehrfamilienhaus')).toEqual([]);
  });
});

describe('marketRangeFor', () => {
  const rows = [
    { district: 'suelz', objectType: 'wohnung', low: 5_000, middle: 5_800, high: 6_600 },
    { district: 'nippes', objectType: 'wohnung', low: 4_000, middle: 4_600, high: 5_200 },
    { district: 'kalk', objectType: 'wohnung', low: 3_000, middle: 3_600, high: 4_200 },
    { district: 'vingst', objectType: 'wohnung', low: 2_800, middle: 3_400, high: 4_000 },
    { district: 'suelz', objectType: 'haus', low: 5_500, middle: 6_500, high: 7_500 },
  ];
  it('uses the entry of the district and type', () => {
    expect(marketRangeFor(rows, 'suelz', 'wohnung')).toEqual({ low: 5_000, middle: 5_800, high: 6_600, scope: 'district' });
  });
  it("falls back to the mean of the district's Stadtbezirk", () => {
    // Brück lies in the Stadtbezirk Kalk, with Kalk and Vingst.
    expect(marketRangeFor(rows, 'brueck', 'wohnung')).toEqual({ low: 2_900, middle: 3_500, high: 4_100, scope: 'borough' });
    // Lindenthal's Stadtbezirk has Sülz.
    expect(marketRangeFor(rows, 'weiden', 'haus')).toEqual({ low: 5_500, middle: 6_500, high: 7_500, scope: 'borough' });
  });
  it("falls back to the type's mean across Cologne, and to nothing without any entry of the type", () => {
    expect(marketRangeFor(rows, 'deutz', 'wohnung')).toEqual({ low: 3_700, middle: 4_350, high: 5_000, scope: 'city' });
    expect(marketRangeFor(rows, 'porz', 'haus')).toEqual({ low: 5_500, middle: 6_500, high: 7_500, scope: 'city' });
    expect(marketRangeFor(rows, 'deutz', 'grundstueck')).toBeNull();
  });
});
