import { queryOptions } from '@tanstack/react-query';
import type { ListParams, ListResult, PublicDataSource } from '../../shared/data/publicData';
import type { PropertyRecord } from '../../shared/resources/properties';
import { toListingCard } from '../listings/listingCard';
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
    queryFn: async (): Promise<ListResult<T>> => {
      const result = await data.getList<T>(resource, params);
      // Lists of listings are cards: see toListingCard.
      return resource === 'properties' ? { ...result, data: (result.data as PropertyRecord[]).map(toListingCard) as T[] } : result;
    },
  });

export const publicRecordQuery = <T>(data: PublicDataSource, resource: ResourceName, id: string) =>
  queryOptions({
    queryKey: publicRecordKey(resource, id),
    queryFn: () => data.getOne<T>(resource, id),
  });
