import type { PublicDataSource } from '../../src/shared/data/publicData';

/**
 * The data source of one render, noting which collections it reads: the response cache drops the answer when
 * one of them changes (responseCache.ts). Noted when asked, so a read that fails still counts.
 */
export function recordingData(data: PublicDataSource, reads: Set<string>): PublicDataSource {
  return {
    getList(resource, params) {
      reads.add(resource);
      return data.getList(resource, params);
    },
    getOne(resource, id) {
      reads.add(resource);
      return data.getOne(resource, id);
    },
  };
}
