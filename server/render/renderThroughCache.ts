import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderOptions } from '../../src/shared/ssr/renderContract';
import { replyFromCache, sendFresh, type FreshAnswer } from '../cache/cachedReply';
import { recordingData } from '../cache/recordingData';
import type { LogLine, ResponseCache } from '../cache/responseCache';
import { cacheable, cacheKey } from './pageCaching';

type Render = (options: RenderOptions, reads: Set<string>, log: LogLine[]) => Promise<FreshAnswer | undefined>;
type MayRender = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Renders through the cache when the request allows it: the render's data source notes the collections it reads,
 * and its log lines are kept, so a cached 404 is still logged. A render the cache cannot answer counts against the
 * visitor's render limit (`mayRender`).
 */
export function renderThroughCache(cache: ResponseCache | undefined, mayRender: MayRender) {
  return (request: FastifyRequest, reply: FastifyReply, kind: 'page' | 'payload', url: URL, options: RenderOptions, render: Render) => {
    const produce: Render = async (...args) => ((await mayRender(request, reply)) ? render(...args) : undefined);
    if (!cache || !cacheable(request, url.pathname)) {
      return produce(options, new Set(), []).then((fresh) => (fresh ? sendFresh(reply, fresh) : reply));
    }
    return replyFromCache(cache, request, reply, cacheKey(kind, options, url.pathname + url.search), () => {
      const reads = new Set<string>();
      const log: LogLine[] = [];
      const recorded: RenderOptions = {
        ...options,
        data: recordingData(options.data, reads),
        log: (level, message) => {
          log.push([level, message]);
          options.log(level, message);
        },
      };
      return produce(recorded, reads, log);
    });
  };
}
