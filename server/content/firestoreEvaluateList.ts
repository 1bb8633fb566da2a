import type { ListCondition, ListPlan } from '../../src/shared/data/listPlan';
import { matchesSearch } from '../../src/shared/data/search';

type Row = Record<string, unknown> & { id: string };

/** SQLite's order of values (the embedded server sorts in SQLite): NULL, numbers (booleans are 0/1), then text. */
function rank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number' || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return 2;
  return 3;
}

export function compareValues(a: unknown, b: unknown): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0 || rank(a) === 0) return byRank;
  if (rank(a) === 1) return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return 0;
}

const sameKind = (value: unknown, wanted: unknown) => typeof value === typeof wanted && value !== null;

function matches(row: Row, condition: ListCondition): boolean {
  switch (condition.kind) {
    case 'ids':
      return condition.ids.includes(row.id);
    case 'equals':
      return condition.values.some((wanted) => row[condition.field] === wanted);
    case 'range': {
      const value = row[condition.field];
      if (!sameKind(value, condition.value)) return false;
      const order = compareValues(value, condition.value);
      return condition.op === '>=' ? order >= 0 : condition.op === '<=' ? order <= 0 : condition.op === '>' ? order > 0 : order < 0;
    }
    case 'contains': {
      const value = row[condition.field];
      return Array.isArray(value) && value.includes(condition.value);
    }
    case 'search':
      return matchesSearch(
        condition.text,
        condition.fields.map((field) => row[field]),
      );
  }
}

/**
 * A list plan answered from records in memory, with the embedded server's semantics: the same
 * matches (the word-beginning search of src/shared/data/search.ts), the same order (ties by id), the same
 * window. The visitors' source uses it on the published records it keeps (firestorePublicData.ts).
 */
export function evaluateList<T extends Row>(rows: readonly T[], plan: ListPlan): { data: T[]; total: number } {
  const matching = rows.filter((row) => plan.conditions.every((condition) => matches(row, condition)));
  const direction = plan.sort.order === 'DESC' ? -1 : 1;
  const sorted = matching.sort((a, b) => direction * (compareValues(a[plan.sort.field], b[plan.sort.field]) || compareValues(a.id, b.id)));
  return { data: sorted.slice(plan.offset, plan.offset + plan.limit), total: matching.length };
}
