import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionSource } from '../../src/shared/auth/session';
import { FOREIGN_ORIGIN_MESSAGE, isForeignRequest } from './csrf';
import { readSessionToken, sessionCookieName } from './sessionCookie';
import { lookupSession, purgeExpiredSessions } from './sessions';
import { ensureInitialAdmin, type InitialAdmin } from './users';
import { type StaffUser } from './staffUser';
import { requestOrigin } from '../http/origin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of staff; resolved for /api/ requests, null otherwise or when signed out. */
    staff: StaffUser | null;
  }
  interface FastifyInstance {
    /** preHandler for staff-only routes: 401 without a valid session. */
    requireStaff: preHandlerAsyncHookHandler;
    /** For the page renderer's route guards (server/render/pages.ts). */
    sessionSource: SessionSource;
  }
}

export interface AuthOptions {
  /** ADMIN_EMAIL/ADMIN_PASSWORD of the configuration: the account created when the user table is empty. */
  initialAdmin: InitialAdmin;
  /** Receives the one-time notice about the first admin account. */
  log?: (message: string) => void;
  now?: () => number;
  /** PUBLIC_URL: the site's own origin for the CSRF check; without it, the request's own (Host, or as forwarded). */
  publicUrl?: string;
}

export const SIGN_IN_REQUIRED = 'Bitte melden Sie sich an.';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The route pattern catches percent-encoded paths (`/%61pi/…` reaches the `/api/…` route but does not
 * start with `/api/`); the raw URL catches unknown API paths that fall through to the page wildcard.
 */
const underPath = (request: FastifyRequest, prefix: string) =>
  (request.routeOptions.url ?? '').startsWith(prefix) || request.url.startsWith(prefix);

/** Staff sessions: cookie, CSRF check, `request.staff`, `app.requireStaff` and the pages' session source. */
async function auth(app: FastifyInstance, options: AuthOptions) {
  const { initialAdmin, now = Date.now, publicUrl } = options;
  // Plain text on the terminal, not a JSON log line: it is the only copy of a generated password, and it shows
  // whatever LOG_LEVEL says.
  const log = options.log ?? ((message: string) => process.stdout.write(`\n${message}\n\n`));
  await ensureInitialAdmin(app.db, initialAdmin, log);

  // Housekeeping: when it fails (a full disk), the expired rows wait for the next round. Thrown from a timer, the
  // error would end the process.
  const purgeQuietly = () => {
    try {
      purgeExpiredSessions(app.db, now());
    } catch (error) {
      app.log.warn({ err: error }, 'expired sessions could not be purged');
    }
  };
  purgeQuietly();
  const purge = setInterval(purgeQuietly, PURGE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(purge));

  const resolved = new WeakSet<FastifyRequest>();
  const resolveStaff = (request: FastifyRequest) => {
    resolved.add(request);
    request.staff = lookupSession(app.db, readSessionToken(request), now());
  };

  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!underPath(request, '/api/')) return;
    const foreign = isForeignRequest({
      method: request.method,
      ownOrigin: requestOrigin(request, publicUrl) ?? '',
      origin: request.headers.origin,
      referer: request.headers.referer,
      hasCookie: Boolean(request.headers.cookie),
    });
    if (foreign) return reply.code(403).send({ message: FOREIGN_ORIGIN_MESSAGE });
    // Pages do not need this: their guards ask app.sessionSource, and most page views have no session at all.
    resolveStaff(request);
  });

  app.decorate('requireStaff', async function requireStaff(request, reply) {
    // Routes outside /api/ were skipped by the hook above; resolve them here rather than refuse everyone.
    if (!resolved.has(request)) resolveStaff(request);
    if (!request.staff) return reply.code(401).send({ message: SIGN_IN_REQUIRED });
  } satisfies preHandlerAsyncHookHandler);

  // Personal data and session answers must not sit in a browser or proxy cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.staff || underPath(request, '/api/auth/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.decorate('sessionSource', {
    async getSession(request: Request) {
      const https = new URL(request.url).protocol === 'https:';
      const cookies = app.parseCookie(request.headers.get('cookie') ?? '');
      const staff = lookupSession(app.db, cookies[sessionCookieName(https)], now());
      if (!staff) return null;
      return staff.name ? { email: staff.email, name: staff.name } : { email: staff.email };
    },
  } satisfies SessionSource);
}

export default fp(auth, { name: 'auth', dependencies: ['database', '@fastify/cookie'] });
