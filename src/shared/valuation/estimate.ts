import { valuedByPlot, valuationFeatures, type ValuationObjectType } from './valuationChoices';

/**
 * The indicative price model of the valuation funnel, as pure functions (documented for staff in docs/valuation.md).
 *
 * Every price per m² is turned into that of a "standard object" by dividing out four factors (age, condition, size,
 * features); the standard €/m² of the district comes from the agency's comparables (median, at least
 * MIN_COMPARABLES) or else from the Marktdaten staff maintain, and the owner's object gets it back multiplied by its
 * own factors. A Marktdaten entry therefore describes the standard object: gepflegt, 31–50 years old (or modernised
 * to that), of the type's standard size, without the features below.
 */

/** Fewer comparables than this are not enough for a median: the Marktdaten are used and the range widened. */
export const MIN_COMPARABLES = 3;
/** From this many comparables on, the range narrows. */
export const MANY_COMPARABLES = 5;
/** Asking prices of current offers are above what sales fetch; they count with this discount. */
export const OFFER_DISCOUNT = 0.95;
/** Half the range's width around the middle, relative to it. */
export const SPREAD = { many: 0.1, few: 0.15 } as const;
/** What a fall-back range gets on each side beyond the Marktdaten's own low and high. */
export const FALLBACK_WIDENING = 0.05;

/** The size of the standard object per type (m² of living area, of plot for land). */
export const STANDARD_SIZE: Record<ValuationObjectType, number> = { wohnung: 80, haus: 150, mehrfamilienhaus: 450, grundstueck: 600 };
/** Larger objects fetch less per m²: (standard / size) ^ SIZE_ELASTICITY, within SIZE_FACTOR_LIMITS. */
export const SIZE_ELASTICITY = 0.1;
export const SIZE_FACTOR_LIMITS = [0.85, 1.15] as const;

/** Condition factors, from worst to best (ids of valuationConditions and of a property's condition). */
export const CONDITION_FACTORS: Readonly<Record<string, number>> = {
  renovierungsbeduerftig: 0.82,
  gepflegt: 1,
  modernisiert: 1.04,
  saniert: 1.08,
  neuwertig: 1.12,
  erstbezug: 1.16,
};

/** Age factors by effective age in years (upper bound inclusive); modernisation counts half the years it made up. */
export const AGE_FACTORS: readonly (readonly [maxAge: number, factor: number])[] = [
  [5, 1.12],
  [15, 1.07],
  [30, 1.03],
  [50, 1],
  [80, 0.96],
  [Number.POSITIVE_INFINITY, 0.94],
];

/** Each feature of valuationFeatures adds this much, up to FEATURE_CAP in all. */
export const FEATURE_STEP = 0.015;
export const FEATURE_CAP = 0.06;

export interface ObjectTraits {
  objectType: ValuationObjectType;
  /** m² the price refers to: living area, or the plot for land. */
  area: number;
  yearBuilt?: number | null;
  lastModernisation?: number | null;
  condition?: string | null;
  features?: readonly string[] | null;
}

export interface Comparable extends ObjectTraits {
  kind: 'sold' | 'offer';
  price: number;
}

/** €/m² of the standard object, as staff maintain them per district and type (the marketPrices resource). */
export interface MarketRange {
  low: number;
  middle: number;
  high: number;
}

/** Where Marktdaten come from: the district's own entry, its Stadtbezirk's entries, or all of Cologne's. */
export type MarketScope = 'district' | 'borough' | 'city';

/** A Marktdaten range with where it comes from (server/valuation/comparables.ts: marketRangeFor). */
export interface MarketFigures extends MarketRange {
  scope: MarketScope;
}

export interface Factors {
  age: number;
  condition: number;
  size: number;
  features: number;
}

export interface ValuationEstimate {
  perSqm: MarketRange;
  total: MarketRange;
  area: number;
  areaKind: 'living' | 'plot';
  /** Where the standard €/m² came from. */
  basis: 'comparables' | 'market';
  /** With basis "market": whose Marktdaten; else null. */
  marketScope: MarketScope | null;
  /** Comparables found in the district and type (used when at least MIN_COMPARABLES). */
  comparables: number;
  /** True when there were too few comparables and the range was widened. */
  widened: boolean;
  factors: Factors;
}

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));

export function ageFactor(traits: Pick<ObjectTraits, 'objectType' | 'yearBuilt' | 'lastModernisation'>, year: number): number {
  if (valuedByPlot(traits.objectType) || !traits.yearBuilt) return 1;
  const built = traits.yearBuilt;
  const modernised = traits.lastModernisation && traits.lastModernisation > built ? traits.lastModernisation : built;
  const age = Math.max(0, year - (built + (modernised - built) / 2));
  return AGE_FACTORS.find(([maxAge]) => age <= maxAge)![1];
}

export const conditionFactor = (traits: Pick<ObjectTraits, 'objectType' | 'condition'>) =>
  valuedByPlot(traits.objectType) || !traits.condition ? 1 : (CONDITION_FACTORS[traits.condition] ?? 1);

export const sizeFactor = (traits: Pick<ObjectTraits, 'objectType' | 'area'>) =>
  clamp((STANDARD_SIZE[traits.objectType] / traits.area) ** SIZE_ELASTICITY, SIZE_FACTOR_LIMITS);

const featureIds = new Set<string>(valuationFeatures.map((feature) => feature.id));

export function featureFactor(traits: Pick<ObjectTraits, 'objectType' | 'features'>): number {
  if (valuedByPlot(traits.objectType)) return 1;
  const count = (traits.features ?? []).filter((feature) => featureIds.has(feature)).length;
  return 1 + Math.min(FEATURE_CAP, count * FEATURE_STEP);
}

export function factorsOf(traits: ObjectTraits, year: number): Factors {
  return { age: ageFactor(traits, year), condition: conditionFactor(traits), size: sizeFactor(traits), features: featureFactor(traits) };
}

const product = (factors: Factors) => factors.age * factors.condition * factors.size * factors.features;

/** A comparable's price per m² turned into the standard object's. */
export function standardPerSqm(comparable: Comparable, year: number): number {
  const asked = comparable.kind === 'offer' ? OFFER_DISCOUNT : 1;
  return ((comparable.price / comparable.area) * asked) / product(factorsOf(comparable, year));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The standard object's range: from the comparables' median, else from the Marktdaten (widened), else none. */
function standardRange(comparables: readonly Comparable[], market: MarketFigures | null, year: number) {
  if (comparables.length >= MIN_COMPARABLES) {
    const middle = median(comparables.map((comparable) => standardPerSqm(comparable, year)));
    const spread = comparables.length >= MANY_COMPARABLES ? SPREAD.many : SPREAD.few;
    return {
      basis: 'comparables' as const,
      marketScope: null,
      widened: false,
      range: { low: middle * (1 - spread), middle, high: middle * (1 + spread) },
    };
  }
  if (!market || market.middle <= 0) return null;
  const low = Math.max(0, market.low / market.middle - FALLBACK_WIDENING) * market.middle;
  const high = (market.high / market.middle + FALLBACK_WIDENING) * market.middle;
  return { basis: 'market' as const, marketScope: market.scope, widened: true, range: { low, middle: market.middle, high } };
}

/**
 * The indicative range for the owner's object, or null when neither enough comparables nor Marktdaten exist (or
 * the area is missing). `comparables` are those of the same district and type (see comparables.ts); `year` is the
 * current year, for the age factor.
 */
export function estimateValue(
  subject: ObjectTraits,
  comparables: readonly Comparable[],
  market: MarketFigures | null,
  year: number,
): ValuationEstimate | null {
  if (!(subject.area > 0)) return null;
  const standard = standardRange(comparables, market, year);
  if (!standard) return null;
  const factors = factorsOf(subject, year);
  const scale = product(factors);
  const perSqm = {
    low: roundTo(standard.range.low * scale, 10),
    middle: roundTo(standard.range.middle * scale, 10),
    high: roundTo(standard.range.high * scale, 10),
  };
  const total = {
    low: roundTo(perSqm.low * subject.area, 1_000),
    middle: roundTo(perSqm.middle * subject.area, 1_000),
    high: roundTo(perSqm.high * subject.area, 1_000),
  };
  return {
    perSqm,
    total,
    area: subject.area,
    areaKind: valuedByPlot(subject.objectType) ? 'plot' : 'living',
    basis: standard.basis,
    marketScope: standard.marketScope,
    comparables: comparables.length,
    widened: standard.widened,
    factors,
  };
}
