import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { clientKey } from '../http/clientKey';

export interface VisitorWriteRateLimitOptions {
  /** The declarations: every resource visitors may create (access.create "public") is limited. */
  resources: readonly ResourceDefinition[];
  /** Records one address may send to one resource per window. */
  max?: number;
  windowMs?: number;
  now?: () => number;
  /** Further paths visitors write at (the valuation funnel); `counts` picks the posts that count (default: all). */
  alsoLimit?: readonly { path: string; counts?: (request: FastifyRequest) => boolean }[];
}

export const TOO_MANY_WRITES =
  'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut oder rufen Sie uns an.';

/**
 * What visitors send (inquiries from the contact, exposé and valuation forms, and any other resource
 * whose declaration lets visitors create) per resource and client address: at most `max` in
 * `windowMs`, then 429 with a German message and Retry-After. Both backends register it. Every attempt counts, also
 * invalid ones and those caught by the honeypot, so a bot cannot probe without limit. Staff
 * (a session resolved by the auth plugin) are not limited. A small in-memory window is enough
 * for one server process; the @fastify/rate-limit instance of the sign-in routes is
 * encapsulated there, and this hook must reach a route of another plugin.
 */
async function visitorWriteRateLimit(app: FastifyInstance, options: VisitorWriteRateLimitOptions) {
  const { max = 5, windowMs = 10 * 60 * 1000, now = Date.now } = options;
  const paths = new Set(
    options.resources.filter((resource) => resource.access.create === 'public').map((resource) => `/api/${resource.name}`),
  );
  const counts = new Map((options.alsoLimit ?? []).map(({ path, counts: when }) => [path, when] as const));
  for (const path of counts.keys()) paths.add(path);
  const attempts = new Map<string, number[]>();

  /** The visitor-writable path a request creates a record at, or null. */
  const visitorWritePath = (request: FastifyRequest) => {
    if (request.method !== 'POST') return null;
    const path = [request.routeOptions.url, request.url.split('?')[0]].find((candidate) => candidate !== undefined && paths.has(candidate));
    return path ?? null;
  };

  // Forget addresses whose window has passed, so the map does not grow with every visitor.
  const sweep = setInterval(() => {
    const cutoff = now() - windowMs;
    for (const [key, times] of attempts) if (times[times.length - 1] <= cutoff) attempts.delete(key);
  }, windowMs).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // preHandler: the auth plugin's onRequest hook has resolved `request.staff` by now.
  app.addHook('preHandler', async (request, reply) => {
    const path = visitorWritePath(request);
    if (!path || (request as { staff?: unknown }).staff) return;
    const when = counts.get(path);
    if (when && !when(request)) return;
    const key = `${path} ${clientKey(request.ip)}`;
    const time = now();
    const recent = (attempts.get(key) ?? []).filter((at) => at > time - windowMs);
    if (recent.length >= max) {
      const retryAfter = Math.max(1, Math.ceil((recent[0] + windowMs - time) / 1000));
      attempts.set(key, recent);
      request.log.warn({ key }, 'visitor write rate limit reached');
      return reply.code(429).header('Retry-After', retryAfter).send({ message: TOO_MANY_WRITES });
    }
    recent.push(time);
    attempts.set(key, recent);
  });
}

export default fp(visitorWriteRateLimit, { name: 'visitor-write-rate-limit' });
