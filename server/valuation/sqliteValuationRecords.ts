import { marketPrices } from '../../src/shared/resources/marketPrices';
import { properties } from '../../src/shared/resources/properties';
import type { DocumentStore } from '../db/documentStore';
import { COMPARABLE_LIMIT, type ReadValuationRecords } from './valuationEstimate';

/** The embedded backend's records for the valuation model, straight from SQLite. */
export function storeValuationRecords(store: DocumentStore): ReadValuationRecords {
  return async (district, objectType) => ({
    properties: store.list(properties.name, {
      conditions: [
        { kind: 'equals', field: 'district', values: [district] },
        { kind: 'equals', field: 'marketingType', values: ['kauf'] },
      ],
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: COMPARABLE_LIMIT,
    }).data,
    marketPrices: store.list(marketPrices.name, {
      conditions: [{ kind: 'equals', field: 'objectType', values: [objectType] }],
      sort: { field: 'createdAt', order: 'ASC' },
      offset: 0,
      limit: COMPARABLE_LIMIT,
    }).data,
  });
}
