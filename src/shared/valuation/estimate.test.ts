import { describe, expect, it } from 'vitest';
import { estimateValue, MIN_COMPARABLES, type Comparable, type ObjectTraits } from './estimate';
import { valuationConditions } from './valuationChoices';

const YEAR = 2026;
/** The standard object: every factor is 1. */
const standardFlat: ObjectTraits = { objectType: 'wohnung', area: 80, yearBuilt: YEAR - 40, condition: 'gepflegt', features: [] };
const market = { low: 4_000, middle: 5_000, high: 6_000, scope: 'district' } as const;
const sold = (perSqm: number, traits: Partial<ObjectTraits> = {}): Comparable => ({
  ...standardFlat,
  ...traits,
  kind: 'sold',
  price: perSqm * (traits.area ?? standardFlat.area),
});

describe('estimateValue', () => {
  it('gives the Marktdaten range for the standard object, widened by five points on each side', () => {
    const estimate = estimateValue(standardFlat, [], market, YEAR);
    expect(estimate).toMatchObject({
      perSqm: { low: 3_750, middle: 5_000, high: 6_250 },
      total: { low: 300_000, middle: 400_000, high: 500_000 },
      basis: 'market',
      marketScope: 'district',
      comparables: 0,
      widened: true,
      areaKind: 'living',
      factors: { age: 1, condition: 1, size: 1, features: 1 },
    });
  });

  it('takes the median of five or more comparables with a ±10 % range', () => {
    const comparables = [5_800, 6_000, 6_000, 6_100, 9_000].map((price) => sold(price));
    const estimate = estimateValue(standardFlat, comparables, market, YEAR);
    expect(estimate).toMatchObject({
      perSqm: { low: 5_400, middle: 6_000, high: 6_600 },
      total: { middle: 480_000 },
      basis: 'comparables',
      marketScope: null,
      comparables: 5,
      widened: false,
    });
  });

  it('counts current offers with the asking-price discount and ±15 % for three or four comparables', () => {
    const offers: Comparable[] = [1, 2, 3].map(() => ({ ...sold(6_000), kind: 'offer' }));
    const estimate = estimateValue(standardFlat, offers, null, YEAR);
    expect(estimate).toMatchObject({ perSqm: { low: 4_850, middle: 5_700, high: 6_550 }, basis: 'comparables', comparables: 3 });
  });

  it('turns comparables into the standard object before comparing: a renovated new flat says more per m²', () => {
    const better = [1, 2, 3, 4, 5].map(() => sold(6_000 * 1.16 * 1.12, { condition: 'erstbezug', yearBuilt: YEAR - 2 }));
    expect(estimateValue(standardFlat, better, null, YEAR)?.perSqm.middle).toBe(6_000);
  });

  it(`falls back to the Marktdaten with fewer than ${MIN_COMPARABLES} comparables and reports how many it found`, () => {
    const estimate = estimateValue(standardFlat, [sold(9_000), sold(9_500)], { ...market, scope: 'borough' }, YEAR);
    expect(estimate).toMatchObject({ basis: 'market', marketScope: 'borough', comparables: 2, widened: true, perSqm: { middle: 5_000 } });
  });

  it('gives no estimate without comparables and Marktdaten, or without an area', () => {
    expect(estimateValue(standardFlat, [sold(6_000)], null, YEAR)).toBeNull();
    expect(estimateValue({ ...standardFlat, area: 0 }, [], market, YEAR)).toBeNull();
  });

  it('rises with the area in total while the price per m² does not rise', () => {
    const areas = [30, 45, 60, 80, 100, 140, 200, 400];
    const estimates = areas.map((area) => estimateValue({ ...standardFlat, area }, [], market, YEAR)!);
    for (let index = 1; index < estimates.length; index++) {
      expect(estimates[index].total.middle).toBeGreaterThan(estimates[index - 1].total.middle);
      expect(estimates[index].total.low).toBeGreaterThan(estimates[index - 1].total.low);
      expect(estimates[index].perSqm.middle).toBeLessThanOrEqual(estimates[index - 1].perSqm.middle);
    }
  });

  it('rises with every better condition', () => {
    const middles = valuationConditions.map(({ id }) => estimateValue({ ...standardFlat, condition: id }, [], market, YEAR)!.total.middle);
    for (let index = 1; index < middles.length; index++) expect(middles[index]).toBeGreaterThan(middles[index - 1]);
  });

  it('values land by its plot, without age, condition or features', () => {
    const land: ObjectTraits = {
      objectType: 'grundstueck',
      area: 600,
      yearBuilt: 1900,
      condition: 'renovierungsbeduerftig',
      features: ['garten'],
    };
    const estimate = estimateValue(land, [], { low: 900, middle: 1_000, high: 1_100, scope: 'district' }, YEAR)!;
    expect(estimate).toMatchObject({
      areaKind: 'plot',
      factors: { age: 1, condition: 1, size: 1, features: 1 },
      total: { middle: 600_000 },
    });
  });

  it('adds 1.5 % per feature up to 6 %, and counts a modernisation half', () => {
    const withFeatures = estimateValue(
      { ...standardFlat, features: ['balkon', 'aufzug', 'keller', 'garten', 'einbaukueche'] },
      [],
      market,
      YEAR,
    )!;
    expect(withFeatures.factors.features).toBeCloseTo(1.06);
    // Built 80 years ago, modernised 10 years ago: effective age 45 → the standard factor.
    const modernised = estimateValue({ ...standardFlat, yearBuilt: YEAR - 80, lastModernisation: YEAR - 10 }, [], market, YEAR)!;
    expect(modernised.factors.age).toBe(1);
    expect(estimateValue({ ...standardFlat, yearBuilt: YEAR - 80 }, [], market, YEAR)!.factors.age).toBe(0.96);
  });
});
