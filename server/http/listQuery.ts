import type { Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { parseListPlan, QueryRejected, windowOfRange, type ListPlan } from '../../src/shared/data/listPlan';
import type { ListParams } from '../../src/shared/data/publicData';

export { QueryRejected };

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length > 10_000) throw new QueryRejected(`Der Parameter „${name}“ ist ungültig.`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new QueryRejected(`Der Parameter „${name}“ ist kein gültiges JSON.`);
  }
}

/**
 * ra-data-simple-rest's `filter`, `sort` and `range` query parameters (JSON text) as list parameters, shape checked;
 * what they may name is judged by the list plan. Both backends' APIs read their queries with it.
 */
export function listParamsOf(query: Record<string, unknown>): ListParams {
  const filter = parseJson(query.filter, 'filter');
  const sort = parseJson(query.sort, 'sort');
  const range = parseJson(query.range, 'range');
  if (sort !== undefined && (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string')) {
    throw new QueryRejected('Die Sortierung muss die Form ["feld","ASC"] haben.');
  }
  if (range !== undefined && (!Array.isArray(range) || range.length !== 2))
    throw new QueryRejected('Der Bereich muss die Form [start, ende] haben.');
  return {
    filter: filter as Record<string, unknown> | undefined,
    sort: sort ? { field: sort[0] as string, order: sort[1] as 'ASC' | 'DESC' } : undefined,
    range: range as [number, number] | undefined,
  };
}

/**
 * ra-data-simple-rest's `sort`, `range` and `filter` query parameters (JSON text) as a checked list
 * plan; the rules themselves live in src/shared/data/listPlan.ts, shared with Firebase mode.
 */
export function parseListQuery(resource: ResourceDefinition, viewer: Viewer, query: Record<string, unknown>): ListPlan {
  const { filter, sort, range } = listParamsOf(query);
  return parseListPlan(resource, viewer, { filter, sort, ...windowOfRange(range) });
}

/**
 * The most records one answer of the API gives a visitor (staff: MAX_PAGE). A longer range – up to MAX_PAGE, beyond
 * it the request is refused as for staff – is cut to its first VISITOR_PAGE_LIMIT records, and Content-Range names the
 * records sent (`properties 0-99/2000`), as ra-data-simple-rest reads it. The site's own pages ask for 100 at most.
 */
export const VISITOR_PAGE_LIMIT = 100;

export const capForVisitors = (plan: ListPlan): ListPlan => ({ ...plan, limit: Math.min(plan.limit, VISITOR_PAGE_LIMIT) });

/**
 * The page of a staff list kept outside the declared resources (Postausgang, Suchaufträge): ra-data-simple-rest's
 * `range=[from,to]`, at most 100 rows; a missing or malformed range gives the first page.
 */
export function staffPageOf(range: unknown): { offset: number; limit: number } {
  try {
    const [from, to] = JSON.parse(String(range ?? '[0,24]')) as number[];
    if (Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to >= from)
      return { offset: from, limit: Math.min(100, to - from + 1) };
  } catch {
    // fall through to the first page
  }
  return { offset: 0, limit: 25 };
}
