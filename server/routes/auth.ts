import rateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/sessionCookie';
import { createSession, revokeSession } from '../auth/sessions';
import {
  findUserByEmail,
  findUserById,
  lockDuration,
  lockRemaining,
  normaliseEmail,
  recordFailedLogin,
  replacePasswordHash,
  resetFailedLogins,
  setPassword,
  toStaffUser,
} from '../auth/users';
import { loginSchema, passwordChangeSchema } from './authSchemas';
import { INVALID_INPUT, parseBody } from './validation';

export const WRONG_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';
export const TOO_MANY_ATTEMPTS = 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.';
const WRONG_CURRENT_PASSWORD = 'Das bisherige Passwort ist nicht richtig.';
const SAME_PASSWORD = 'Das neue Passwort muss sich vom bisherigen unterscheiden.';

/** Sign-in attempts per address and per account within the window (LOGIN_ATTEMPTS overrides). */
export const DEFAULT_ATTEMPTS = 10;
const WINDOW_MS = 15 * 60 * 1000;
/** Addresses without an account whose failures are remembered; beyond this the oldest are forgotten. */
const MAX_UNKNOWN_TRACKED = 10_000;

export interface AuthRoutesOptions {
  now?: () => number;
  attempts?: number;
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('Retry-After', Math.max(1, Math.ceil(retryAfterSeconds)))
    .send({ message: TOO_MANY_ATTEMPTS });
}

/** Sign-in, sign-out, the current member of staff and password change under /api/auth/. */
export default async function authRoutes(app: FastifyInstance, { now = Date.now, attempts = DEFAULT_ATTEMPTS }: AuthRoutesOptions) {
  // Registered inside this plugin, so the limiter exists only here and touches no other route.
  await app.register(rateLimit, { global: false });

  // Counters rather than route config: a route can carry only one rateLimit config, and the
  // account key needs the validated body, which the onRequest/preHandler hook would not have.
  const limit = (keyGenerator?: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: attempts, timeWindow: WINDOW_MS, ...(keyGenerator && { keyGenerator }) });
  const perAddress = limit(); // the plugin's default key: the client IP (IPv6 by /64), behind the proxy as forwarded
  // Same normalisation as the login schema, so "Admin@…" and " admin@…" share one counter.
  const perAccount = limit((request) => normaliseEmail(String((request.body as { email?: unknown }).email)));
  const perUserPasswordChange = limit((request) => request.staff?.id ?? '');

  const exceeded = async (limiter: typeof perAddress, request: FastifyRequest) => {
    const state = await limiter(request);
    return !state.isAllowed && state.isExceeded ? state.ttlInSeconds : null;
  };

  // Unknown accounts are checked against this hash, so both kinds of failure take the same scrypt time.
  const dummyHash = hashPassword(randomUUID());

  // An address without an account locks on the same schedule as a real one: otherwise the lock itself (429 from the
  // sixth wrong password on) would tell which addresses have an account. Kept in memory, bounded.
  const unknownAccounts = new Map<string, { failures: number; lockedUntil: number | null }>();
  const recordUnknownFailure = (email: string) => {
    const entry = unknownAccounts.get(email) ?? { failures: 0, lockedUntil: null };
    unknownAccounts.delete(email); // re-inserted below: the map's order is oldest activity first
    entry.failures += 1;
    const duration = lockDuration(entry.failures);
    if (duration > 0) entry.lockedUntil = now() + duration;
    unknownAccounts.set(email, entry);
    if (unknownAccounts.size > MAX_UNKNOWN_TRACKED) unknownAccounts.delete(unknownAccounts.keys().next().value!);
  };

  // Fastify's own 4xx bodies are English and technical (malformed JSON, wrong content type).
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: INVALID_INPUT, errors: {} });
    }
    throw error;
  });

  app.post('/api/auth/login', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const addressWait = await exceeded(perAddress, request);
    if (addressWait !== null) return tooMany(reply, addressWait);
    const parsed = parseBody(loginSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    const { email, password } = parsed.data;
    const accountWait = await exceeded(perAccount, request);
    if (accountWait !== null) return tooMany(reply, accountWait);

    const user = findUserByEmail(app.db, email);
    // Same answer as the rate limit: a distinct "account locked" text would confirm that the address exists.
    const locked = lockRemaining(user ?? { lockedUntil: unknownAccounts.get(email)?.lockedUntil ?? null }, now());
    if (locked > 0) return tooMany(reply, locked / 1000);

    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !valid) {
      if (user) recordFailedLogin(app.db, user.id, now());
      else recordUnknownFailure(email);
      return reply.code(401).send({ message: WRONG_CREDENTIALS });
    }

    resetFailedLogins(app.db, user.id);
    if (needsRehash(user.passwordHash)) replacePasswordHash(app.db, user.id, await hashPassword(password));
    // A fresh token on every sign-in; the one the browser had before (if any) is ended, not reused.
    revokeSession(app.db, readSessionToken(request));
    setSessionCookie(reply, createSession(app.db, user.id, now()));
    request.log.info({ userId: user.id }, 'staff signed in');
    return toStaffUser(user);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    revokeSession(app.db, readSessionToken(request));
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', { preHandler: app.requireStaff }, async (request) => request.staff);

  app.post('/api/auth/password', { preHandler: app.requireStaff, bodyLimit: 16 * 1024 }, async (request, reply) => {
    const wait = await exceeded(perUserPasswordChange, request);
    if (wait !== null) return tooMany(reply, wait);
    const parsed = parseBody(passwordChangeSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    const { currentPassword, newPassword } = parsed.data;

    const user = findUserById(app.db, request.staff!.id);
    if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
      return reply.code(400).send({ message: INVALID_INPUT, errors: { currentPassword: WRONG_CURRENT_PASSWORD } });
    }
    if (currentPassword === newPassword) {
      return reply.code(400).send({ message: INVALID_INPUT, errors: { newPassword: SAME_PASSWORD } });
    }
    // Ends every session of this user, on every device; this browser gets a new one right away.
    await setPassword(app.db, user.id, newPassword);
    setSessionCookie(reply, createSession(app.db, user.id, now()));
    request.log.info({ userId: user.id }, 'staff changed password');
    return reply.code(204).send();
  });
}
