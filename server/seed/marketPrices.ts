import { marketPrices } from '../../src/shared/resources/marketPrices';
import type { ValuationObjectType } from '../../src/shared/valuation/valuationChoices';
import { newId, type DocumentStore } from '../db/documentStore';
import { checkedRecord } from './content';

/** Recorded as createdBy of the starting figures. */
export const MARKET_SEED_AUTHOR = 'startwerte';
export const MARKET_SEED_SOURCE = 'Startwert Rheinkontor nach Kölner Marktberichten 2025, bitte prüfen';

/**
 * Middle €/m² of the valuation model's standard object (docs/valuation.md) per district: flats and houses per m² of
 * living area, land per m² of plot. Rough Cologne levels of 2025 (flats 4,000–7,500 €/m² west of the Rhine, less in
 * Kalk, Mülheim, Porz and Chorweiler; Hahnwald, Marienburg, Müngersdorf and Junkersdorf dearest for houses); a
 * Mehrfamilienhaus sells by its rent, below a flat's €/m². Not every district has figures: every Stadtbezirk has at
 * least one, which its other districts fall back to (server/valuation/comparables.ts).
 */
const middles: Record<string, Record<Exclude<ValuationObjectType, 'mehrfamilienhaus'>, number>> = {
  'altstadt-nord': { wohnung: 5_600, haus: 6_000, grundstueck: 2_400 },
  'altstadt-sued': { wohnung: 5_400, haus: 5_800, grundstueck: 2_300 },
  bayenthal: { wohnung: 5_000, haus: 5_600, grundstueck: 1_600 },
  chorweiler: { wohnung: 2_900, haus: 3_400, grundstueck: 600 },
  braunsfeld: { wohnung: 5_300, haus: 6_000, grundstueck: 1_700 },
  deutz: { wohnung: 4_900, haus: 5_000, grundstueck: 1_500 },
  ehrenfeld: { wohnung: 4_500, haus: 4_800, grundstueck: 1_300 },
  hahnwald: { wohnung: 6_500, haus: 7_500, grundstueck: 1_400 },
  junkersdorf: { wohnung: 5_200, haus: 6_500, grundstueck: 1_300 },
  kalk: { wohnung: 3_900, haus: 4_000, grundstueck: 900 },
  klettenberg: { wohnung: 5_300, haus: 5_800, grundstueck: 1_600 },
  lindenthal: { wohnung: 5_900, haus: 6_800, grundstueck: 1_900 },
  marienburg: { wohnung: 6_800, haus: 7_800, grundstueck: 1_900 },
  muelheim: { wohnung: 4_000, haus: 4_200, grundstueck: 950 },
  muengersdorf: { wohnung: 5_500, haus: 6_800, grundstueck: 1_500 },
  'neustadt-nord': { wohnung: 5_500, haus: 6_200, grundstueck: 2_200 },
  'neustadt-sued': { wohnung: 5_600, haus: 6_000, grundstueck: 2_200 },
  nippes: { wohnung: 4_600, haus: 4_700, grundstueck: 1_300 },
  porz: { wohnung: 3_700, haus: 4_100, grundstueck: 800 },
  rodenkirchen: { wohnung: 5_200, haus: 5_600, grundstueck: 1_200 },
  suelz: { wohnung: 5_400, haus: 5_900, grundstueck: 1_700 },
};

/** A Mehrfamilienhaus per m² of living area, relative to a flat of the district. */
const APARTMENT_BUILDING_SHARE = 0.72;
const roundTo50 = (value: number) => Math.round(value / 50) * 50;

/** The starting Marktdaten: middle ±15 % per district and type. */
export const marketPriceSeed = Object.entries(middles).flatMap(([district, types]) => {
  const rows = { ...types, mehrfamilienhaus: roundTo50(types.wohnung * APARTMENT_BUILDING_SHARE) };
  return (Object.entries(rows) as [ValuationObjectType, number][]).map(([objectType, middle]) => ({
    district,
    objectType,
    low: roundTo50(middle * 0.85),
    middle,
    high: roundTo50(middle * 1.15),
    source: MARKET_SEED_SOURCE,
  }));
});

/**
 * Fills an empty Marktdaten table with the starting figures, with or without demo content: the valuation needs them
 * wherever the agency has too few comparables. Staff change or delete them in the dashboard; a table with any entry
 * is never touched.
 */
export function seedMarketPrices(store: DocumentStore): number {
  if (store.count(marketPrices.name) > 0) return 0;
  const records = marketPriceSeed.map((row) => checkedRecord(marketPrices, `${row.district}/${row.objectType}`, row));
  store.transaction(() => {
    for (const record of records) store.create(marketPrices.name, record, MARKET_SEED_AUTHOR, newId());
  });
  return records.length;
}
