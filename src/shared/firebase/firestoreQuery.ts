import { KEYWORDS_FIELD, searchToken } from './keywords';
import { QueryRejected, type ListPlan } from '../data/listPlan';

/** The document id in Firestore queries (documentId() in the SDK). */
export const DOCUMENT_ID = '__name__';

export type WhereOp = '==' | 'in' | '<' | '<=' | '>' | '>=' | 'array-contains';

export interface FieldFilter {
  field: string;
  op: WhereOp;
  value: unknown;
}

/**
 * A Firestore query as plain data: what the SDK adapter (firestorePort.ts) turns into
 * query(collection, where…, orderBy…) and what the unit tests compare. No SDK types here.
 */
export interface FirestoreQuerySpec {
  collection: string;
  filters: FieldFilter[];
  orderBy: { field: string; direction: 'asc' | 'desc' };
}

/** Firestore's limit for `in` (and the product of all disjunctions of one query). */
export const MAX_DISJUNCTIONS = 30;

const TOO_MANY_VALUES = `Im Firebase-Modus sind höchstens ${MAX_DISJUNCTIONS} Werte je Filter möglich.`;
const TWO_ARRAY_FILTERS =
  'Die Suche lässt sich im Firebase-Modus nicht mit einem Filter nach Ausstattungsmerkmalen kombinieren. Bitte verwenden Sie nur eines von beiden.';

/**
 * Turns a checked list plan into a server-side Firestore query: equality as == or in, ranges as
 * comparisons, tags and the keyword search as array-contains, the sort as orderBy. Firestore then
 * orders ties by document id itself, as the embedded server does. Offset and limit are not part of
 * the query: the provider pages with cursors (pageCursors.ts).
 */
export function toQuerySpec(collection: string, plan: ListPlan): FirestoreQuerySpec {
  const filters: FieldFilter[] = [];
  let disjunctions = 1;
  for (const condition of plan.conditions) {
    switch (condition.kind) {
      case 'equals':
        if (condition.values.length === 1) filters.push({ field: condition.field, op: '==', value: condition.values[0] });
        else {
          disjunctions *= condition.values.length;
          filters.push({ field: condition.field, op: 'in', value: condition.values });
        }
        break;
      case 'ids':
        if (condition.ids.length === 0) throw new QueryRejected('Ungültige Kennungen.');
        disjunctions *= condition.ids.length;
        filters.push({ field: DOCUMENT_ID, op: 'in', value: condition.ids });
        break;
      case 'range':
        filters.push({ field: condition.field, op: condition.op, value: condition.value });
        break;
      case 'contains':
        filters.push({ field: condition.field, op: 'array-contains', value: condition.value });
        break;
      case 'search': {
        const token = searchToken(condition.text);
        if (token !== null) filters.push({ field: KEYWORDS_FIELD, op: 'array-contains', value: token });
        break;
      }
    }
  }
  if (disjunctions > MAX_DISJUNCTIONS) throw new QueryRejected(TOO_MANY_VALUES);
  if (filters.filter((filter) => filter.op === 'array-contains').length > 1) throw new QueryRejected(TWO_ARRAY_FILTERS);
  // Every match has the same value when the sort field is pinned by ==: the order is then the id's,
  // as in the embedded server, and the query needs no index that names the field twice.
  const pinned = filters.some((filter) => filter.op === '==' && filter.field === plan.sort.field);
  const field = plan.sort.field === 'id' || pinned ? DOCUMENT_ID : plan.sort.field;
  return { collection, filters, orderBy: { field, direction: plan.sort.order === 'DESC' ? 'desc' : 'asc' } };
}
