import type { ListParams, ListResult, PublicDataSource } from '../../shared/data/publicData';
import type { CachedQuery } from '../../shared/data/publicDataCache';
import type { PropertyRecord } from '../../shared/resources/properties';
import { toListingCard } from '../listings/listingCard';
import type { ResourceName } from '../../shared/resources/registry';

/** Cache keys on their own: meta functions read the cache without a data source. */
export const publicListKey = (resource: ResourceName, params: ListParams = {}) => ['public', resource, 'list', params] as const;
export const publicRecordKey = (resource: ResourceName, id: string) => ['public', resource, 'one', id] as const;

/**
 * What visitors read. Loaders call the cache's `ensure` with these (on the server before
 * rendering), components read the same keys with the hooks in usePublicData.ts.
 */
export const publicListQuery = <T>(data: PublicDataSource, resource: ResourceName, params: ListParams = {}): CachedQuery<ListResult<T>> => ({
  key: publicListKey(resource, params),
  fetch: async () => {
    const result = await data.getList<T>(resource, params);
    // Lists of listings are cards: see toListingCard.
    return resource === 'properties' ? { ...result, data: (result.data as PropertyRecord[]).map(toListingCard) as T[] } : result;
  },
});

export const publicRecordQuery = <T>(data: PublicDataSource, resource: ResourceName, id: string): CachedQuery<T | null> => ({
  key: publicRecordKey(resource, id),
  fetch: () => data.getOne<T>(resource, id),
});
