import rateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLoginThrottle, type AccountAttack } from './loginThrottle';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './sessionCookie';
import { createPendingLogin, endPendingLogin, endPendingLogins, pendingLoginUser } from './pendingLogins';
import { createSecondFactorThrottle } from './secondFactorThrottle';
import { createSession, revokeSession } from './sessions';
import { hasTotp, verifySecondFactor } from './totp';
import { mustEnrolTotp } from './twoFactorPolicy';
import { findUserByEmail, findUserById, replacePasswordHash, setPassword, type UserRecord } from './users';
import { toStaffUser, type StaffUser } from './staffUser';
import { LOGIN_EXPIRED, loginSchema, passwordChangeSchema, secondFactorSchema } from './signInSchemas';
import { clientKey } from '../http/clientKey';
import { DEFAULT_LOGIN_ATTEMPTS } from '../env/variables';
import { INVALID_INPUT, parseBody } from '../content/validation';
import { wordErrors } from '../http/errorAnswers';

export const WRONG_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';
const WRONG_CURRENT_PASSWORD = 'Das bisherige Passwort ist nicht richtig.';
const SAME_PASSWORD = 'Das neue Passwort muss sich vom bisherigen unterscheiden.';
export const WRONG_CODE = 'Der Code ist nicht richtig oder wurde bereits verwendet.';
export const CODE_ATTEMPTS_USED_UP =
  'Der Code ist nicht richtig. Nach mehreren falschen Codes melden Sie sich bitte erneut mit Ihrem Passwort an.';
export const ACCOUNT_DISABLED =
  'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an eine Administratorin oder einen Administrator Ihrer Agentur.';

const PASSWORD_CHANGE_WINDOW_MS = 15 * 60 * 1000;

export interface AuthRoutesOptions {
  now?: () => number;
  attempts?: number;
  /** Tells the owner of an attacked account (the embedded backend's mail); its result is logged. */
  notifyAttack?: (account: StaffUser, attack: AccountAttack) => Promise<string>;
}

/** The wait in words: from a second (an account being slowed down) to a quarter hour (an address refused). */
export function tooManyAttempts(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  let wait = minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
  if (seconds < 60) wait = seconds === 1 ? 'einer Sekunde' : `${seconds} Sekunden`;
  return `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${wait} erneut.`;
}

function tooMany(reply: FastifyReply, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return reply
    .code(429)
    .header('Retry-After', seconds)
    .send({ message: tooManyAttempts(seconds) });
}

/** Sign-in (with the second factor where the account has one), sign-out, the current member of staff and password change under /api/auth/. */
export default async function authRoutes(
  app: FastifyInstance,
  { now = Date.now, attempts = DEFAULT_LOGIN_ATTEMPTS, notifyAttack }: AuthRoutesOptions,
) {
  // Registered inside this plugin, so the limiter exists only here and touches no other route.
  await app.register(rateLimit, { global: false });
  // A counter rather than route config: the key is the signed-in member of staff, known only after the preHandler.
  const perUserPasswordChange = app.createRateLimit({
    max: attempts,
    timeWindow: PASSWORD_CHANGE_WINDOW_MS,
    keyGenerator: (request) => request.staff?.id ?? '',
  });
  const passwordChangeWait = async (request: FastifyRequest) => {
    const state = await perUserPasswordChange(request);
    return !state.isAllowed && state.isExceeded ? state.ttl : null;
  };

  const throttle = createLoginThrottle({ addressLimit: attempts, now });
  const codeThrottle = createSecondFactorThrottle(now);

  // Unknown accounts are checked against this hash, so both kinds of failure take the same scrypt time.
  const dummyHash = hashPassword(randomUUID());

  // Every refusal of a sign-in form (malformed JSON, wrong content type, too large) in the form's own shape.
  wordErrors(app, { otherRefusal: INVALID_INPUT, refusalBody: { errors: {} } });

  /** The session after the last factor; the device's User-Agent goes into the account's session list. */
  function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRecord) {
    // A fresh token on every sign-in; the one the browser had before (if any) is ended, not reused.
    revokeSession(app.db, readSessionToken(request));
    setSessionCookie(reply, createSession(app.db, user.id, now(), request.headers['user-agent']));
    request.log.info({ userId: user.id }, 'staff signed in');
    return toStaffUser(user);
  }

  /** A failure that makes the account's failures an attack (wrong passwords, or wrong codes that locked the code step) is logged and told to its owner. */
  function reportAttack(request: FastifyRequest, user: UserRecord, attack: AccountAttack) {
    const details = {
      userId: user.id,
      failures: attack.failures,
      addresses: attack.addresses,
      since: new Date(attack.since).toISOString(),
      codeLockMs: attack.codeLockMs,
    };
    request.log.warn(
      { ...details, email: user.email },
      attack.codeLockMs ? 'second-factor attack on account' : 'sign-in attack on account',
    );
    // Not awaited: the 401 must take as long for an attacked account as for any other, or it names the account.
    void notifyAttack?.(user, attack).then(
      (outcome) => request.log.info({ ...details, outcome }, 'sign-in attack notice'),
      (error: unknown) => request.log.error(error, 'sign-in attack notice not queued'),
    );
  }

  app.post('/api/auth/login', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    // IPv6 clients often own a whole /64, so that is what counts as one address.
    const address = clientKey(request.ip);
    const addressWait = throttle.addressWait(address);
    if (addressWait > 0) return tooMany(reply, addressWait);
    const parsed = parseBody(loginSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    const { email, password } = parsed.data;
    // Addresses without an account are throttled alike: the 429 tells nobody which addresses have one.
    const gate = throttle.begin(email, address);
    if ('retryAfterMs' in gate) return tooMany(reply, gate.retryAfterMs);

    const user = findUserByEmail(app.db, email);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !valid) {
      const attack = gate.attempt.failed();
      if (attack && user) reportAttack(request, user, attack);
      return reply.code(401).send({ message: WRONG_CREDENTIALS });
    }

    gate.attempt.succeeded();
    // Told only after the right password, so the answer names no account to a guesser.
    if (user.disabledAt !== null) return reply.code(403).send({ message: ACCOUNT_DISABLED });
    if (needsRehash(user.passwordHash)) replacePasswordHash(app.db, user.id, await hashPassword(password));
    // The password alone opens nothing for an account with two factors: only the second step, with this token.
    if (hasTotp(app.db, user.id)) return { secondFactor: 'totp', pendingToken: createPendingLogin(app.db, user.id, now()) };
    return signIn(request, reply, user);
  });

  // Wrong codes count per account until a right code (secondFactorThrottle.ts): the right password, which the
  // guesser has, forgives none of them, and every few end the pending sign-in.
  app.post('/api/auth/login/second-factor', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const address = clientKey(request.ip);
    const addressWait = throttle.addressWait(address);
    if (addressWait > 0) return tooMany(reply, addressWait);
    const parsed = parseBody(secondFactorSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    const { pendingToken, code } = parsed.data;
    const userId = pendingLoginUser(app.db, pendingToken, now());
    const user = userId ? findUserById(app.db, userId) : null;
    if (!user) return reply.code(401).send({ message: LOGIN_EXPIRED });
    const locked = codeThrottle.lockedFor(user.id);
    if (locked > 0) return tooMany(reply, locked);
    if (!verifySecondFactor(app.db, user.id, code, now())) {
      const { endPending, lock } = codeThrottle.failed(user.id, address);
      if (endPending) endPendingLogins(app.db, user.id);
      if (lock) reportAttack(request, user, lock);
      return reply.code(401).send({ message: endPending ? CODE_ATTEMPTS_USED_UP : WRONG_CODE });
    }
    codeThrottle.succeeded(user.id);
    endPendingLogin(app.db, pendingToken);
    return signIn(request, reply, user);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    revokeSession(app.db, readSessionToken(request));
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  // `twoFactorSetupRequired`: an admin the setting obliges to set up two factors first (the dashboard sends them to "Mein Zugang").
  app.get('/api/auth/me', { preHandler: app.requireStaff }, async (request) => ({
    ...request.staff!,
    twoFactorSetupRequired: mustEnrolTotp(app.db, request.staff!),
  }));

  app.post('/api/auth/password', { preHandler: app.requireStaff, bodyLimit: 16 * 1024 }, async (request, reply) => {
    const wait = await passwordChangeWait(request);
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
    setSessionCookie(reply, createSession(app.db, user.id, now(), request.headers['user-agent']));
    request.log.info({ userId: user.id }, 'staff changed password');
    return reply.code(204).send();
  });
}
