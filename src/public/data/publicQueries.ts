import { queryOptions } from '@tanstack/react-query';
import type { ListParams, PublicDataSource } from '../../shared/data/publicData';
import type { ResourceName } from '../../shared/resources/registry';

/** Query keys on their own: meta functions read the cache without a data source. */
export const publicListKey = (resource: ResourceName, params: ListParams = {}) => ['public', resource, 'list', params] as const;
export const publicRecordKey = (resource: ResourceName, id: string) => ['public', resource, 'one', id] as const;

/**
 * Query options for what visitors read. Loaders call `ensureQueryData` with them (on the server
 * before rendering), components read the same keys with the hooks in usePublicData.ts.
 */
export const publicListQuery = <T>(data: PublicDataSource, resource: ResourceName, params: ListParams = {}) =>
  queryOptions({
    queryKey: publicListKey(resource, params),
    queryFn: () => data.getList<T>(resource, params),
  });

export const publicRecordQuery = <T>(data: PublicDataSource, resource: ResourceName, id: string) =>
  queryOptions({
    queryKey: publicRecordKey(resource, id),
    queryFn: () => data.getOne<T>(resource, id),
  });
