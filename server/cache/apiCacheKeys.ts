import type { ListCondition, ListPlan } from '../../src/shared/data/listPlan';
import { searchWords } from '../../src/shared/data/search';

/**
 * Keys of the visitors' API reads in the response cache, made from what the answer depends on – the resource and the
 * checked request – never from the URL's text. So parameters the API does not know do not make new entries (they
 * cannot push real answers out or make every request a miss), and equivalent requests share one entry: another
 * spelling of the same JSON, filters in another order, values of a list in another order, the default sort written
 * out, a range beyond a visitor's page cut to the same page, a search in other case or accents.
 */
const sortedUnique = (values: readonly unknown[]) => [...new Set(values.map((value) => JSON.stringify(value)))].sort();

function canonical(condition: ListCondition): unknown {
  switch (condition.kind) {
    case 'equals':
      return { ...condition, values: sortedUnique(condition.values) };
    case 'ids':
      return { ...condition, ids: sortedUnique(condition.ids) };
    case 'search':
      // Every word must begin a word of the record, in any order: the set of words decides (src/shared/data/search.ts).
      return { kind: condition.kind, fields: condition.fields, words: sortedUnique(searchWords(condition.text)) };
    default:
      return condition;
  }
}

export function apiListCacheKey(resource: string, plan: ListPlan): string {
  const conditions = plan.conditions.map((condition) => JSON.stringify(canonical(condition))).sort();
  return `api\n${resource}\n${JSON.stringify({ conditions, sort: plan.sort, offset: plan.offset, limit: plan.limit })}`;
}

/** A record's key: its id, whatever the query string says. */
export const apiRecordCacheKey = (resource: string, id: string) => `api\n${resource}/${id}`;
