import { marketPrices } from '../../src/shared/resources/marketPrices';
import { properties } from '../../src/shared/resources/properties';
import { comparablesFrom, marketRangeFor } from '../../src/shared/valuation/comparables';
import { estimateValue, type ValuationEstimate } from '../../src/shared/valuation/estimate';
import { valuedByPlot, type ValuationObjectType } from '../../src/shared/valuation/valuationChoices';
import type { DocumentStore } from '../db/documentStore';

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

/** More comparables than a district ever has; the query stays bounded all the same. */
const COMPARABLE_LIMIT = 2_000;

/**
 * The estimate for a checked valuation request, from the agency's own records (all sales and published offers of
 * the district, as staff see them) and the Marktdaten; see src/shared/valuation/estimate.ts.
 */
export function estimateFor(store: DocumentStore, answers: EstimateAnswers, year: number): ValuationEstimate | null {
  const sameDistrict = store.list(properties.name, {
    conditions: [
      { kind: 'equals', field: 'district', values: [answers.district] },
      { kind: 'equals', field: 'marketingType', values: ['kauf'] },
    ],
    sort: { field: 'createdAt', order: 'DESC' },
    offset: 0,
    limit: COMPARABLE_LIMIT,
  }).data;
  const rows = store.list(marketPrices.name, {
    conditions: [{ kind: 'equals', field: 'objectType', values: [answers.objectType] }],
    sort: { field: 'createdAt', order: 'ASC' },
    offset: 0,
    limit: COMPARABLE_LIMIT,
  }).data;
  const area = valuedByPlot(answers.objectType) ? answers.plotArea : answers.livingArea;
  return estimateValue(
    { ...answers, area: area ?? 0 },
    comparablesFrom(sameDistrict, answers.district, answers.objectType),
    marketRangeFor(rows, answers.district, answers.objectType),
    year,
  );
}
