import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { InitialAdmin } from '../auth/users';
import auth from '../plugins/auth';
import database from '../plugins/database';
import errorAnswers from '../plugins/errorAnswers';
import authRoutes from '../routes/auth';
import ownAccountRoutes from '../routes/account';
import twoFactorGate from '../plugins/twoFactorGate';

export const ADMIN = { email: 'chefin@example.de', password: 'Rheinblick-2024' };
export const ORIGIN = 'http://localhost:80';

export interface AuthTestApp {
  app: FastifyInstance;
  /** What the auth plugin logged through its `log` option (the first-admin notice). */
  notices: string[];
  /** The server's own log lines from level warn up. */
  logs: Record<string, unknown>[];
}

/** The auth plugin and routes (sign-in, "Mein Zugang") on a real database in a temporary folder, plus a staff-only /api/private. */
export async function createAuthTestApp(options: { initialAdmin?: InitialAdmin; now?: () => number } = {}): Promise<AuthTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'auth-'));
  const notices: string[] = [];
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  // Same server options as server/app.ts where they matter: trustProxy for x-forwarded-proto.
  const app = Fastify({ logger: { level: 'warn', stream }, trustProxy: true });
  await app.register(errorAnswers);
  await app.register(fastifyCookie);
  await app.register(database, { dataDir });
  await app.register(auth, { initialAdmin: options.initialAdmin ?? ADMIN, log: (message) => notices.push(message), now: options.now });
  await app.register(authRoutes, { now: options.now });
  await app.register(twoFactorGate);
  await app.register(ownAccountRoutes, { now: options.now });
  app.get('/api/private', { preHandler: app.requireStaff }, async (request) => ({ email: request.staff?.email }));
  app.post('/api/private', { preHandler: app.requireStaff }, async () => ({ ok: true }));
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  return { app, notices, logs };
}

/** A same-origin JSON POST, as the dashboard sends it (app.inject's host is localhost:80). */
export function post(app: FastifyInstance, url: string, payload?: object, extra: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, ...extra, headers: { origin: ORIGIN, ...extra.headers } });
}

export async function login(app: FastifyInstance, email = ADMIN.email, password = ADMIN.password, extra: Partial<InjectOptions> = {}) {
  const response = await post(app, '/api/auth/login', { email, password }, extra);
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  return { response, cookie, cookieHeader: cookie ? `${cookie.name}=${cookie.value}` : '' };
}
