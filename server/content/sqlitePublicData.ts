import { listSearchParams, type PublicDataSource } from '../../src/shared/data/publicData';
import { findResource } from '../../src/shared/resources/registry';
import type { ContentService } from './contentService';
import { parseListQuery } from '../http/listQuery';

/** The server render's data source: the same parsing and access policy as GET /api, without HTTP. */
export function serverPublicData(content: ContentService): PublicDataSource {
  return {
    async getList(name, params) {
      const resource = findResource(name)!;
      const query = Object.fromEntries(listSearchParams(params));
      const { data, total } = content.list(resource, 'visitor', parseListQuery(resource, 'visitor', query));
      return { data: data as never[], total };
    },
    async getOne(name, id) {
      const outcome = content.get(findResource(name)!, 'visitor', id);
      return outcome.status === 'ok' ? (outcome.record as never) : null;
    },
  };
}
