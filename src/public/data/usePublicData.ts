import { useSuspenseQuery } from '@tanstack/react-query';
import type { ListParams } from '../../shared/data/publicData';
import type { ResourceName } from '../../shared/resources/registry';
import { usePublicDataSource } from './PublicDataContext';
import { publicListQuery, publicRecordQuery } from './publicQueries';

/** Read-only: a page's list of records as visitors may see them. There is no write counterpart. */
export function usePublicList<T = Record<string, unknown>>(resource: ResourceName, params: ListParams = {}) {
  return useSuspenseQuery(publicListQuery<T>(usePublicDataSource(), resource, params)).data;
}

/** Read-only: one record, or null when it does not exist or is not published. */
export function usePublicRecord<T = Record<string, unknown>>(resource: ResourceName, id: string) {
  return useSuspenseQuery(publicRecordQuery<T>(usePublicDataSource(), resource, id)).data;
}
