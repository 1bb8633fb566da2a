import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Reads of the visitors' API that the response cache could not answer, per client address and minute. */
export const DEFAULT_VISITOR_READS_PER_MINUTE = 600;
const WINDOW_MS = 60_000;

export const TOO_MANY_READS = 'Sie haben in kurzer Zeit sehr viele Daten abgerufen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';

/** VISITOR_READS_PER_MINUTE: a whole number; `0` switches the limit off. */
export function visitorReadsPerMinute(env: NodeJS.ProcessEnv): number {
  const raw = env.VISITOR_READS_PER_MINUTE;
  if (raw === undefined || raw.trim() === '') return DEFAULT_VISITOR_READS_PER_MINUTE;
  const reads = Number(raw);
  if (!Number.isInteger(reads) || reads < 0) throw new Error(`VISITOR_READS_PER_MINUTE must be a whole number of reads, got "${raw}"`);
  return reads;
}

/** Says whether one read may go on; when not, it has answered 429 itself. */
export type VisitorReadCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * The limit on a visitor's reads that cost a database query (docs/security.md, "Expensive reads"): registered in the
 * calling plugin's context, counted per client address (`request.ip`, IPv6 by /64, as the sign-in limit). Call it only
 * where the cache misses – a hit costs no more than a static file and is never counted – and never for staff.
 */
export async function visitorReadLimit(app: FastifyInstance, perMinute: number): Promise<VisitorReadCheck> {
  if (perMinute === 0) return async () => true;
  await app.register(rateLimit, { global: false });
  const limiter = app.createRateLimit({ max: perMinute, timeWindow: WINDOW_MS });
  return async (request, reply) => {
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return true;
    request.log.info({ key: state.key }, 'visitor read limit reached');
    reply.code(429).header('Retry-After', Math.max(1, state.ttlInSeconds)).send({ message: TOO_MANY_READS });
    return false;
  };
}
