import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { verifyPassword } from './passwords';
import { readSessionToken } from './sessionCookie';
import { endOtherSessions, endUserSession, listUserSessions } from './sessionList';
import { confirmEnrolment, disableTotp, newRecoveryCodes, startEnrolment, TotpError, totpStatus, verifySecondFactor } from './totp';
import { mustEnrolTotp, setTotpRequiredForAdmins, totpRequiredForAdmins } from './twoFactorPolicy';
import { findUserById } from './users';
import { codeSchema, confirmationSchema, passwordConfirmationSchema, policySchema } from './ownAccountSchemas';
import { DEFAULT_LOGIN_ATTEMPTS } from '../env/variables';
import { tooManyAttempts } from './signInRoutes';
import { refuseWithout } from './roleGuard';
import { INVALID_INPUT, parseBody } from '../content/validation';

export interface AccountRoutesOptions {
  now?: () => number;
  /** Code and password checks per member of staff in 15 minutes (LOGIN_ATTEMPTS). */
  attempts?: number;
}

const NO_SUCH_SESSION = 'Diese Sitzung gibt es nicht mehr.';
const WRONG_CONFIRMATION = 'Das Passwort oder der Code ist nicht richtig.';
export const WRONG_PASSWORD = 'Das Passwort ist nicht richtig.';
const CHECK_WINDOW_MS = 15 * 60 * 1000;

/** "Mein Zugang" (embedded): the account's own sessions, two-factor sign-in, and the admins' two-factor setting. */
export default async function accountRoutes(
  app: FastifyInstance,
  { now = Date.now, attempts = DEFAULT_LOGIN_ATTEMPTS }: AccountRoutesOptions,
) {
  await app.register(rateLimit, { global: false });
  // Wrong codes and passwords here are guesses too, made with a session: limited per member of staff.
  const perUserChecks = app.createRateLimit({
    max: attempts,
    timeWindow: CHECK_WINDOW_MS,
    keyGenerator: (request) => request.staff?.id ?? '',
  });
  const checksRefused = async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await perUserChecks(request);
    if (state.isAllowed || !state.isExceeded) return false;
    const seconds = Math.max(1, Math.ceil(state.ttl / 1000));
    await reply
      .code(429)
      .header('Retry-After', seconds)
      .send({ message: tooManyAttempts(seconds) });
    return true;
  };
  const staffOf = (request: FastifyRequest) => request.staff!;
  const refuse = (reply: FastifyReply, field: string, message: string) =>
    reply.code(400).send({ message: INVALID_INPUT, errors: { [field]: message } });
  const opts = { preHandler: app.requireStaff, bodyLimit: 16 * 1024 };

  app.get('/api/account/sessions', opts, async (request) =>
    listUserSessions(app.db, staffOf(request).id, readSessionToken(request), now()),
  );

  app.delete<{ Params: { id: string } }>('/api/account/sessions/:id', opts, async (request, reply) => {
    if (!endUserSession(app.db, staffOf(request).id, request.params.id, readSessionToken(request)))
      return reply.code(404).send({ message: NO_SUCH_SESSION });
    request.log.info({ userId: staffOf(request).id }, 'staff ended one of their sessions');
    return reply.code(204).send();
  });

  app.post('/api/account/sessions/end-others', opts, async (request) => {
    const ended = endOtherSessions(app.db, staffOf(request).id, readSessionToken(request));
    request.log.info({ userId: staffOf(request).id, ended }, 'staff ended their other sessions');
    return { ended };
  });

  app.get('/api/account/two-factor', opts, async (request) => ({
    ...totpStatus(app.db, staffOf(request).id),
    requiredForAdmins: totpRequiredForAdmins(app.db),
    setupRequired: mustEnrolTotp(app.db, staffOf(request)),
    // Whether the page offers the setting; the PUT below decides for itself.
    mayChangeSetting: staffOf(request).role === 'admin',
  }));

  /**
   * The owner at the keyboard, proven by the current password (as a password change is): a stolen session alone must not
   * put the thief's authenticator on the account or read fresh recovery codes.
   */
  async function passwordConfirmed(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (await checksRefused(request, reply)) return false;
    const parsed = parseBody(passwordConfirmationSchema, request.body);
    if ('failure' in parsed) {
      await reply.code(400).send(parsed.failure);
      return false;
    }
    const user = findUserById(app.db, staffOf(request).id);
    const valid = Boolean(user && (await verifyPassword(parsed.data.password, user.passwordHash)));
    if (!valid) await refuse(reply, 'password', WRONG_PASSWORD);
    return valid;
  }

  app.post('/api/account/two-factor/setup', opts, async (request, reply) => {
    if (!(await passwordConfirmed(request, reply))) return reply;
    try {
      const { secret, uri } = startEnrolment(app.db, staffOf(request), now());
      // Rendered here, so the dashboard's bundle carries no QR code library.
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    } catch (error) {
      if (error instanceof TotpError) return reply.code(409).send({ message: error.message });
      throw error;
    }
  });

  app.post('/api/account/two-factor/confirm', opts, async (request, reply) => {
    if (await checksRefused(request, reply)) return reply;
    const parsed = parseBody(codeSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    try {
      const recoveryCodes = confirmEnrolment(app.db, staffOf(request).id, parsed.data.code, now());
      request.log.info({ userId: staffOf(request).id }, 'staff turned on two-factor sign-in');
      return { recoveryCodes };
    } catch (error) {
      if (error instanceof TotpError) return refuse(reply, 'code', error.message);
      throw error;
    }
  });

  /** Turning two factors off: the owner's password, or a code of the second factor (a recovery code is used up). */
  async function confirmed(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (await checksRefused(request, reply)) return false;
    const parsed = parseBody(confirmationSchema, request.body);
    if ('failure' in parsed) {
      await reply.code(400).send(parsed.failure);
      return false;
    }
    const { password, code } = parsed.data;
    const user = findUserById(app.db, staffOf(request).id);
    const valid =
      user && (password ? await verifyPassword(password, user.passwordHash) : verifySecondFactor(app.db, user.id, code ?? '', now()));
    if (!valid) await refuse(reply, password ? 'password' : 'code', WRONG_CONFIRMATION);
    return Boolean(valid);
  }

  app.post('/api/account/two-factor/disable', opts, async (request, reply) => {
    if (!(await confirmed(request, reply))) return reply;
    disableTotp(app.db, staffOf(request).id);
    request.log.info({ userId: staffOf(request).id }, 'staff turned off two-factor sign-in');
    return reply.code(204).send();
  });

  app.post('/api/account/two-factor/recovery-codes', opts, async (request, reply) => {
    if (!totpStatus(app.db, staffOf(request).id).enabled)
      return reply.code(409).send({ message: 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.' });
    if (!(await passwordConfirmed(request, reply))) return reply;
    return { recoveryCodes: newRecoveryCodes(app.db, staffOf(request).id, now()) };
  });

  app.put('/api/account/two-factor-policy', opts, async (request, reply) => {
    // Whether admins need two factors is part of managing accounts (the role matrix, src/shared/auth/rolePolicy.ts).
    if (refuseWithout(request, reply, 'accounts')) return reply;
    const parsed = parseBody(policySchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    setTotpRequiredForAdmins(app.db, parsed.data.requiredForAdmins);
    request.log.info(
      { userId: staffOf(request).id, requiredForAdmins: parsed.data.requiredForAdmins },
      'two-factor setting for admins changed',
    );
    return { requiredForAdmins: parsed.data.requiredForAdmins };
  });
}
