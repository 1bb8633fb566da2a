import { use, useSyncExternalStore } from 'react';
import type { ListParams } from '../../shared/data/publicData';
import type { CachedQuery, PublicDataCache } from '../../shared/data/publicDataCache';
import type { ResourceName } from '../../shared/resources/registry';
import { usePublicDataAccess } from './PublicDataContext';
import { publicListQuery, publicRecordQuery } from './publicQueries';

/**
 * The cached data of a read, kept current when newer data arrives (a navigation's payload). The
 * loaders have read it before the page renders; should it be missing, the component suspends
 * until it is fetched.
 */
function useCachedQuery<T>(cache: PublicDataCache, query: CachedQuery<T>): T {
  const snapshot = () => cache.entry(query.key);
  const entry = useSyncExternalStore(cache.subscribe, snapshot, snapshot);
  return entry ? (entry.data as T) : use(cache.ensure(query));
}

/** Read-only: a page's list of records as visitors may see them. There is no write counterpart. */
export function usePublicList<T = Record<string, unknown>>(resource: ResourceName, params: ListParams = {}) {
  const { source, cache } = usePublicDataAccess();
  return useCachedQuery(cache, publicListQuery<T>(source, resource, params));
}

/** Read-only: one record, or null when it does not exist or is not published. */
export function usePublicRecord<T = Record<string, unknown>>(resource: ResourceName, id: string) {
  const { source, cache } = usePublicDataAccess();
  return useCachedQuery(cache, publicRecordQuery<T>(source, resource, id));
}
