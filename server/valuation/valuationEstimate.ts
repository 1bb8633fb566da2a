import { comparablesFrom, marketRangeFor } from './comparables';
import { estimateValue, type ValuationEstimate } from '../../src/shared/valuation/estimate';
import { valuedByPlot, type ValuationObjectType } from '../../src/shared/valuation/valuationChoices';

/** The checked answers of a valuation request that the model reads. */
export interface EstimateAnswers {
  objectType: ValuationObjectType;
  district: string;
  livingArea?: number | null;
  plotArea?: number | null;
  yearBuilt?: number | null;
  lastModernisation?: number | null;
  condition?: string | null;
  features?: readonly string[] | null;
}

/** What the model reads, loose as it comes from storage. */
export interface ValuationRecords {
  /** The agency's properties of the district as staff see them (sales and offers; comparablesFrom picks). */
  properties: readonly Record<string, unknown>[];
  /** The Marktdaten entries of the object type, the first created first (it counts when two share a district). */
  marketPrices: readonly Record<string, unknown>[];
}

/** Each backend reads the records from its own storage (sqliteValuationRecords.ts, firestoreValuationRecords.ts). */
export type ReadValuationRecords = (district: string, objectType: ValuationObjectType) => Promise<ValuationRecords>;

/** More comparables than a district ever has; the queries stay bounded all the same. */
export const COMPARABLE_LIMIT = 2_000;

/**
 * The estimate for a checked valuation request, from the agency's own records (all sales and published offers of
 * the district, as staff see them) and the Marktdaten; see src/shared/valuation/estimate.ts.
 */
export function estimateFor(records: ValuationRecords, answers: EstimateAnswers, year: number): ValuationEstimate | null {
  const area = valuedByPlot(answers.objectType) ? answers.plotArea : answers.livingArea;
  return estimateValue(
    { ...answers, area: area ?? 0 },
    comparablesFrom(records.properties, answers.district, answers.objectType),
    marketRangeFor(records.marketPrices, answers.district, answers.objectType),
    year,
  );
}
