import type { Viewer } from '../../src/shared/resources/access';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { parseListPlan, QueryRejected, windowOfRange, type ListPlan } from '../../src/shared/data/listPlan';

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

function sortOf(raw: unknown): { field: string; order: string } | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length !== 2) throw new QueryRejected('Die Sortierung muss die Form ["feld","ASC"] haben.');
  return { field: raw[0] as string, order: raw[1] as string };
}

function rangeOf(raw: unknown): readonly [number, number] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length !== 2) throw new QueryRejected('Der Bereich muss die Form [start, ende] haben.');
  return raw as [number, number];
}

/**
 * ra-data-simple-rest's `sort`, `range` and `filter` query parameters (JSON text) as a checked list
 * plan; the rules themselves live in src/shared/data/listPlan.ts, shared with Firebase mode.
 */
export function parseListQuery(resource: ResourceDefinition, viewer: Viewer, query: Record<string, unknown>): ListPlan {
  return parseListPlan(resource, viewer, {
    filter: parseJson(query.filter, 'filter') as Record<string, unknown> | undefined,
    sort: sortOf(parseJson(query.sort, 'sort')),
    ...windowOfRange(rangeOf(parseJson(query.range, 'range'))),
  });
}
