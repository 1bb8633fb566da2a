import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface InquiryRateLimitOptions {
  /** Inquiries one address may send per window. */
  max?: number;
  windowMs?: number;
  now?: () => number;
}

export const INQUIRY_PATH = '/api/inquiries';
export const TOO_MANY_INQUIRIES =
  'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut oder rufen Sie uns an.';

/** IPv6 clients often own a whole /64: count them by that prefix, not by single address. */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head] = ip.split('::');
  const groups = ip.includes('::') ? head.split(':').filter(Boolean) : ip.split(':');
  return `${[...groups, '0', '0', '0', '0'].slice(0, 4).join(':')}::/64`;
}

/**
 * Visitors' inquiries (contact, exposé and valuation forms) per client address: at most `max`
 * in `windowMs`, then 429 with a German message and Retry-After. Every attempt counts, also
 * invalid ones and those caught by the honeypot, so a bot cannot probe without limit. Staff
 * (a session resolved by the auth plugin) are not limited. A small in-memory window is enough
 * for one server process; the @fastify/rate-limit instance of the sign-in routes is
 * encapsulated there, and this hook must reach a route of another plugin.
 */
async function inquiryRateLimit(app: FastifyInstance, options: InquiryRateLimitOptions) {
  const { max = 5, windowMs = 10 * 60 * 1000, now = Date.now } = options;
  const attempts = new Map<string, number[]>();

  const isInquiry = (request: FastifyRequest) =>
    request.method === 'POST' && (request.routeOptions.url === INQUIRY_PATH || request.url.split('?')[0] === INQUIRY_PATH);

  // Forget addresses whose window has passed, so the map does not grow with every visitor.
  const sweep = setInterval(() => {
    const cutoff = now() - windowMs;
    for (const [key, times] of attempts) if (times[times.length - 1] <= cutoff) attempts.delete(key);
  }, windowMs).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // preHandler: the auth plugin's onRequest hook has resolved `request.staff` by now.
  app.addHook('preHandler', async (request, reply) => {
    if (!isInquiry(request) || (request as { staff?: unknown }).staff) return;
    const key = clientKey(request.ip);
    const time = now();
    const recent = (attempts.get(key) ?? []).filter((at) => at > time - windowMs);
    if (recent.length >= max) {
      const retryAfter = Math.max(1, Math.ceil((recent[0] + windowMs - time) / 1000));
      attempts.set(key, recent);
      request.log.warn({ key }, 'inquiry rate limit reached');
      return reply.code(429).header('Retry-After', retryAfter).send({ message: TOO_MANY_INQUIRIES });
    }
    recent.push(time);
    attempts.set(key, recent);
  });
}

export default fp(inquiryRateLimit, { name: 'inquiry-rate-limit' });
