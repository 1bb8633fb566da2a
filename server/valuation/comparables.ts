import { CURRENT_OFFER_STATUSES } from '../../src/shared/resources/propertyScopes';
import { boroughOf } from '../../src/shared/resources/choices/districts';
import type { Comparable, MarketFigures, MarketRange, MarketScope } from '../../src/shared/valuation/estimate';
import { valuedByPlot, type ValuationObjectType } from '../../src/shared/valuation/valuationChoices';

/** What a property record offers the model; loose, because it comes from storage. */
type PropertyLike = Record<string, unknown>;

/** The property type a valuation type compares with; a Mehrfamilienhaus has none among the listings. */
const listedType: Record<ValuationObjectType, string | null> = {
  wohnung: 'wohnung',
  haus: 'haus',
  grundstueck: 'grundstueck',
  mehrfamilienhaus: null,
};

const SOLD = 'verkauft';
const OFFERED = new Set<string>(CURRENT_OFFER_STATUSES);

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * The agency's sales (sold, shown as references or not) and published current offers for sale of the same district and type with a price and the area
 * the price refers to: the comparables of estimate.ts. A property with "Preis auf Anfrage" or without price says
 * nothing about the market.
 */
export function comparablesFrom(properties: readonly PropertyLike[], district: string, objectType: ValuationObjectType): Comparable[] {
  const type = listedType[objectType];
  if (!type) return [];
  const comparables: Comparable[] = [];
  for (const property of properties) {
    if (
      property.marketingType !== 'kauf' ||
      property.objectType !== type ||
      property.district !== district ||
      property.priceOnRequest === true
    )
      continue;
    // Every sale of the agency counts; an offer only once published (a draft's price may still change).
    const kind = property.status === SOLD ? 'sold' : OFFERED.has(String(property.status)) && property.published === true ? 'offer' : null;
    const area = valuedByPlot(objectType) ? property.plotArea : property.livingArea;
    if (!kind || !positive(property.price) || !positive(area)) continue;
    comparables.push({
      kind,
      price: property.price,
      area,
      objectType,
      yearBuilt: whole(property.yearBuilt),
      lastModernisation: whole(property.lastModernisation),
      condition: typeof property.condition === 'string' ? property.condition : null,
      features: Array.isArray(property.features)
        ? property.features.filter((feature): feature is string => typeof feature === 'string')
        : [],
    });
  }
  return comparables;
}

/** A Marktdaten record (district, objectType, low, middle, high), loose as it comes from storage. */
type MarketRow = Record<string, unknown>;

const rangeOf = (row: MarketRow): MarketRange | null =>
  positive(row.low) && positive(row.middle) && positive(row.high) ? { low: row.low, middle: row.middle, high: row.high } : null;

function meanOf(ranges: readonly MarketRange[], scope: MarketScope): MarketFigures | null {
  if (ranges.length === 0) return null;
  const mean = (pick: (range: MarketRange) => number) => ranges.reduce((sum, range) => sum + pick(range), 0) / ranges.length;
  return { low: mean((range) => range.low), middle: mean((range) => range.middle), high: mean((range) => range.high), scope };
}

/**
 * The Marktdaten range of the district and type, from the finest level that has one: the district's entry; else the
 * mean of the entries of the district's other Stadtteile in its Stadtbezirk; else the mean across Cologne (a coarser
 * figure, still better than none). Null when the type has no entry at all.
 */
export function marketRangeFor(rows: readonly MarketRow[], district: string, objectType: ValuationObjectType): MarketFigures | null {
  const ofType = rows
    .filter((row) => row.objectType === objectType)
    .map((row) => ({ district: row.district, range: rangeOf(row) }))
    .filter((entry): entry is { district: unknown; range: MarketRange } => entry.range !== null);
  const exact = ofType.find((entry) => entry.district === district)?.range;
  if (exact) return { ...exact, scope: 'district' };
  const borough = boroughOf(district);
  const inBorough = borough ? ofType.filter((entry) => boroughOf(String(entry.district)) === borough) : [];
  return (
    meanOf(
      inBorough.map((entry) => entry.range),
      'borough',
    ) ??
    meanOf(
      ofType.map((entry) => entry.range),
      'city',
    )
  );
}
