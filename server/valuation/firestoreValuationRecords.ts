import { toRecord } from '../../src/shared/firebase/documents';
import { DOCUMENT_ID } from '../../src/shared/firebase/firestoreQuery';
import type { FirestorePort } from '../../src/shared/firebase/port';
import { marketPrices } from '../../src/shared/resources/marketPrices';
import { properties } from '../../src/shared/resources/properties';
import { COMPARABLE_LIMIT, type ReadValuationRecords } from './valuationEstimate';

const byCreation = (a: { createdAt: string }, b: { createdAt: string }) => a.createdAt.localeCompare(b.createdAt);

/**
 * Firebase mode's records for the valuation model, read with the server's account (firestore.rules let it read the
 * full properties, sold ones included, and the Marktdaten; docs/valuation.md). One equality filter and the document
 * order each, so Firestore answers from its single-field indexes; the Marktdaten are put in creation order here.
 */
export function firestoreValuationRecords(port: FirestorePort): ReadValuationRecords {
  return async (district, objectType) => {
    const [sameDistrict, entries] = await Promise.all([
      port.query(
        {
          collection: properties.name,
          filters: [{ field: 'district', op: '==', value: district }],
          orderBy: { field: DOCUMENT_ID, direction: 'asc' },
        },
        { limit: COMPARABLE_LIMIT },
      ),
      port.query(
        {
          collection: marketPrices.name,
          filters: [{ field: 'objectType', op: '==', value: objectType }],
          orderBy: { field: DOCUMENT_ID, direction: 'asc' },
        },
        { limit: COMPARABLE_LIMIT },
      ),
    ]);
    return { properties: sameDistrict.docs.map(toRecord), marketPrices: entries.docs.map(toRecord).sort(byCreation) };
  };
}

/** Without the server's account it may read neither: the request is stored without an estimate, staff value it. */
export const noValuationRecords: ReadValuationRecords = async () => ({ properties: [], marketPrices: [] });
