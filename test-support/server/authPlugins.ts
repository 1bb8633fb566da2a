import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { InitialAdmin } from '../../server/auth/users';
import auth from '../../server/auth/authPlugin';
import database from '../../server/db/databasePlugin';
import errorAnswers from '../../server/http/errorAnswers';
import authRoutes from '../../server/auth/signInRoutes';
import ownAccountRoutes from '../../server/auth/ownAccountRoutes';
import twoFactorGate from '../../server/auth/twoFactorGate';
import type { Plugins } from './build';

export const ADMIN = { email: 'chefin@example.de', password: 'Rheinblick-2024' };
export const ORIGIN = 'http://localhost:80';

/**
 * For build(): the auth plugin and routes (sign-in, "Mein Zugang") on a real database, plus a staff-only /api/private.
 * `notices` collects what the auth plugin logs through its `log` option (the first-admin notice).
 */
export function authPlugins(options: { initialAdmin?: InitialAdmin; now?: () => number } = {}): Plugins<{ notices: string[] }> {
  return async (app, dataDir) => {
    const notices: string[] = [];
    await app.register(errorAnswers);
    await app.register(fastifyCookie);
    await app.register(database, { dataDir });
    await app.register(auth, { initialAdmin: options.initialAdmin ?? ADMIN, log: (message) => notices.push(message), now: options.now });
    await app.register(authRoutes, { now: options.now });
    await app.register(twoFactorGate);
    await app.register(ownAccountRoutes, { now: options.now });
    app.get('/api/private', { preHandler: app.requireStaff }, async (request) => ({ email: request.staff?.email }));
    app.post('/api/private', { preHandler: app.requireStaff }, async () => ({ ok: true }));
    return { notices };
  };
}

/** A same-origin JSON POST, as the dashboard sends it (app.inject's host is localhost:80). */
export function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  extra: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, ...extra, headers: { origin: ORIGIN, ...extra.headers } });
}

export async function login(app: FastifyInstance, email = ADMIN.email, password = ADMIN.password, extra: Partial<InjectOptions> = {}) {
  const response = await post(app, '/api/auth/login', { email, password }, extra);
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  return { response, cookie, cookieHeader: cookie ? `${cookie.name}=${cookie.value}` : '' };
}
