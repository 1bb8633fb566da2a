import type { ResourceName } from '../resources/registry';

/** The parameters of a list, in the dialect of ra-data-simple-rest. */
export interface ListParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Inclusive, zero-based: [0, 11] is the first twelve. */
  range?: [number, number];
}

export interface ListResult<T = Record<string, unknown>> {
  data: T[];
  total: number;
}

/**
 * Read-only access to what visitors may see. The browser reads over HTTP (/api), the server
 * render reads in-process; both answer the same, so hydration matches.
 */
export interface PublicDataSource {
  getList<T = Record<string, unknown>>(resource: ResourceName, params?: ListParams): Promise<ListResult<T>>;
  /** null when the record does not exist or visitors may not see it. */
  getOne<T = Record<string, unknown>>(resource: ResourceName, id: string): Promise<T | null>;
}

export function listSearchParams({ filter, sort, range }: ListParams = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (sort) params.set('sort', JSON.stringify([sort.field, sort.order]));
  if (range) params.set('range', JSON.stringify(range));
  if (filter && Object.keys(filter).length) params.set('filter', JSON.stringify(filter));
  return params;
}
