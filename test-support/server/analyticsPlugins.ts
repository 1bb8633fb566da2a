import fastifyCookie from '@fastify/cookie';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { DocumentStore } from '../../server/db/documentStore';
import auth from '../../server/auth/authPlugin';
import database from '../../server/db/databasePlugin';
import jsonBody from '../../server/http/jsonBody';
import analyticsRoutes from '../../server/analytics/analyticsRoutes';
import authRoutes from '../../server/auth/signInRoutes';
import type { Plugins, TestApp } from './build';

export const TEST_ADMIN = { email: 'chefin@example.de', password: 'Rheinblick-2024' };
export const TEST_ORIGIN = 'http://localhost:80';
export const BROWSER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

export interface AnalyticsRequests {
  store: DocumentStore;
  /** A published offer; returns its id. */
  offer(title: string): string;
  /** A beacon as a browser sends it (same origin, a browser's user agent); strings go as raw JSON text. */
  beacon(payload: unknown, extra?: { ip?: string; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** The session cookie of the signed-in test admin. */
  staffCookie(): Promise<string>;
}

export type AnalyticsTestApp = TestApp & AnalyticsRequests;

/**
 * For build(), for tests of the statistics: the plugins they need, in the order of server/app.ts and
 * server/embeddedBackend.ts, on a real database.
 */
export function analyticsPlugins(options: { limit?: { max: number; windowMs: number }; now: () => number }): Plugins<AnalyticsRequests> {
  return async (app, dataDir) => {
    await app.register(jsonBody);
    await app.register(fastifyCookie);
    await app.register(database, { dataDir });
    await app.register(auth, { initialAdmin: TEST_ADMIN, log: () => {} });
    await app.register(authRoutes);
    await app.register(analyticsRoutes, {
      db: app.db,
      requireStaff: app.requireStaff,
      limit: options.limit ?? { max: 1000, windowMs: 60_000 },
      now: options.now,
    });
    const store = new DocumentStore(app.db);
    let cookie: string | null = null;
    return {
      store,
      offer: (title) => store.create('properties', { title, status: 'verfuegbar', published: true }, null).id,
      beacon(payload, extra = {}) {
        const headers = {
          origin: TEST_ORIGIN,
          'user-agent': BROWSER_AGENT,
          'content-type': 'application/json',
          'x-forwarded-for': extra.ip ?? '203.0.113.10',
          ...extra.headers,
        };
        const request: InjectOptions = {
          method: 'POST',
          url: '/api/analytics',
          headers,
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        };
        return app.inject(request);
      },
      async staffCookie() {
        if (cookie) return cookie;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: TEST_ADMIN,
          headers: { origin: TEST_ORIGIN },
        });
        const sid = response.cookies.find((candidate) => candidate.name === 'sid');
        if (!sid) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
        cookie = `${sid.name}=${sid.value}`;
        return cookie;
      },
    };
  };
}
