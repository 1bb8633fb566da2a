import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { ANALYTICS_ENDPOINT } from '../../src/shared/analytics/events';
import { MAX_SUMMARY_DAYS, SUMMARY_ENDPOINT } from '../../src/shared/analytics/summary';
import { AnalyticsRepository } from './analyticsRepository';
import { parseBeacon } from './beaconSchema';
import { isBot } from './botFilter';
import { cologneDay } from './cologneDay';
import { createRateWindow } from './rateWindow';
import type { Db } from '../db/database';
import { clientKey } from '../http/clientKey';

export interface AnalyticsRoutesOptions {
  db: Db;
  /** app.requireStaff: the summary is for staff only. */
  requireStaff: preHandlerAsyncHookHandler;
  /** Beacons one client address may send per window. */
  limit?: { max: number; windowMs: number };
  now?: () => number;
}

/** A beacon is a few hundred bytes; anything bigger is not from the site. */
export const BEACON_BODY_LIMIT = 2 * 1024;
/** About one event every three seconds for five minutes: more than a person clicks, also behind a shared office address. */
export const DEFAULT_BEACON_LIMIT = { max: 120, windowMs: 5 * 60 * 1000 };

export const INVALID_BEACON = 'Die Statistikdaten sind ungültig.';
export const TOO_MANY_BEACONS = 'Zu viele Statistikdaten in kurzer Zeit.';
export const INVALID_DAYS = `Bitte geben Sie als Zeitraum eine ganze Zahl von 1 bis ${MAX_SUMMARY_DAYS} Tagen an.`;

const summaryQuery = z.object({ days: z.coerce.number().int().min(1).max(MAX_SUMMARY_DAYS).default(30) });

/**
 * First-party visitor statistics of the embedded backend.
 *
 * POST /api/analytics takes one beacon of a visitor who consented and adds one to a daily counter.
 * It stores no IP address, no user agent and no identifier; the address is only a key of the
 * in-memory rate limit, the user agent only read to leave bots out. Signed-in staff are not counted
 * (their checks of the website are no visits). The answer is always empty: 204 also for what is
 * left out, so bots learn nothing.
 *
 * GET /api/analytics/summary?days=30 (staff only) returns the dashboard's figures.
 */
export default async function analyticsRoutes(app: FastifyInstance, options: AnalyticsRoutesOptions) {
  const { db, requireStaff, limit = DEFAULT_BEACON_LIMIT, now = Date.now } = options;
  const repository = new AnalyticsRepository(db);
  const limiter = createRateWindow({ ...limit, now });

  // Runs in a timer: a failure (a full disk, say) must be logged, never end the process.
  const housekeeping = () => {
    limiter.sweep();
    try {
      repository.purge(cologneDay(now()));
    } catch (error) {
      app.log.warn({ err: error }, 'analytics purge failed; retried at the next interval');
    }
  };
  housekeeping();
  const timer = setInterval(housekeeping, limit.windowMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(ANALYTICS_ENDPOINT, {
    bodyLimit: BEACON_BODY_LIMIT,
    // Before the body is parsed: invalid and oversized beacons count against the limit too.
    onRequest: async (request, reply) => {
      const decision = limiter.hit(clientKey(request.ip));
      if (decision.allowed) return;
      request.log.warn('analytics rate limit reached');
      return reply
        .code(429)
        .header('Retry-After', Math.max(1, Math.ceil(decision.retryAfterMs / 1000)))
        .send({ message: TOO_MANY_BEACONS });
    },
    handler: async (request, reply) => {
      const parsed = parseBeacon(request.body, request.host);
      if (!parsed.ok) {
        request.log.info({ reason: parsed.reason }, 'analytics beacon refused');
        return reply.code(400).send({ message: INVALID_BEACON });
      }
      if (parsed.offerId && !repository.offerExists(parsed.offerId)) return reply.code(400).send({ message: INVALID_BEACON });
      if (!isBot(request.headers['user-agent']) && !request.staff) repository.record(cologneDay(now()), parsed.key);
      return reply.code(204).send();
    },
  });

  app.get(SUMMARY_ENDPOINT, { preHandler: requireStaff }, async (request, reply) => {
    const query = summaryQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: INVALID_DAYS });
    return repository.summary(now(), query.data.days);
  });
}
