import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { replyFromCache, sendFresh, type FreshAnswer } from '../cache/cachedReply';
import type { ResponseCache } from '../cache/responseCache';

/** Reads of the visitors' API that the response cache could not answer, per client address and minute. */
export const DEFAULT_VISITOR_READS_PER_MINUTE = 600;
const WINDOW_MS = 60_000;

export const TOO_MANY_READS =
  'Sie haben in kurzer Zeit sehr viele Daten abgerufen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';

/** Answers one read of the visitors' API: `produce` makes the answer, or answers by itself and gives undefined. */
export type VisitorRead = (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => FreshAnswer | undefined | Promise<FreshAnswer | undefined>,
) => Promise<FastifyReply>;

/**
 * Visitors' reads of the API (both backends): from the response cache when it has the answer (keys:
 * server/cache/apiCacheKeys.ts); otherwise counted against the client's limit (docs/security.md, "Expensive reads")
 * and made – a hit costs no more than a static file and is never counted. The limit is registered in the calling
 * plugin's context and counts per client address (`request.ip`, IPv6 by /64, as the sign-in limit). Staff reads do
 * not come here.
 */
export async function visitorReads(
  app: FastifyInstance,
  { cache, perMinute }: { cache?: ResponseCache; perMinute: number },
): Promise<VisitorRead> {
  const mayRead = await readLimit(app, perMinute);
  return async (request, reply, key, produce) => {
    const limited = async () => ((await mayRead(request, reply)) ? produce() : undefined);
    if (cache) return replyFromCache(cache, request, reply, key, limited);
    const fresh = await limited();
    return fresh ? sendFresh(reply, fresh) : reply;
  };
}

/** Answers a read over the limit (429 with `Retry-After` already set). */
export type Refusal = (reply: FastifyReply) => void;

const refuseAsJson: Refusal = (reply) => reply.send({ message: TOO_MANY_READS });

/**
 * Says whether one more read may go on; when not, it has answered 429. The limit is registered in a context of its
 * own, so every plugin that limits reads gets its own count (a page render does not use up the API's budget).
 */
export async function readLimit(
  app: FastifyInstance,
  perMinute: number,
  refuse: Refusal = refuseAsJson,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<boolean>> {
  if (perMinute === 0) return async () => true;
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    limiter = scope.createRateLimit({ max: perMinute, timeWindow: WINDOW_MS });
  });
  return async (request, reply) => {
    const state = await limiter!(request);
    if (state.isAllowed || !state.isExceeded) return true;
    request.log.info({ key: state.key }, 'visitor read limit reached');
    refuse(reply.code(429).header('Retry-After', Math.max(1, state.ttlInSeconds)));
    return false;
  };
}
