import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { PASSWORD_TOO_SHORT, passwordProblem } from './passwords';
import { consumeResetToken, isResetTokenValid, newResetToken, resetMailedRecently, storeResetToken } from './passwordResetTokens';
import { findUserByEmail, normaliseEmail, setPassword } from './users';
import type { DocumentStore } from '../db/documentStore';
import { displayName } from '../mail/mailAddress';
import { composePasswordResetMail, resetLink } from '../mail/passwordResetMail';
import { clientKey } from '../http/clientKey';
import { parseBody } from '../content/validation';
import { windowLimit } from '../content/windowLimit';

export const RESET_REQUESTED =
  'Wenn es für diese Adresse einen Zugang gibt, haben wir einen Link zum Zurücksetzen des Passworts geschickt. Er gilt 30 Minuten. Sehen Sie bitte auch im Spam-Ordner nach.';
export const RESET_LINK_INVALID =
  'Dieser Link ist nicht mehr gültig: Er wurde schon benutzt oder ist älter als 30 Minuten. Fordern Sie auf der Anmeldeseite einfach einen neuen an.';
export const PASSWORD_RESET_DONE =
  'Ihr Passwort ist geändert. Sie sind auf allen Geräten abgemeldet; melden Sie sich jetzt mit dem neuen Passwort an.';
const TOO_MANY = 'Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten erneut.';
const MINUTE = 60_000;

const requestSchema = z.object({
  email: z
    .string({ error: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })),
});
const token = z.string({ error: RESET_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID);
const checkSchema = z.object({ token });
const confirmSchema = z.object({
  token,
  password: z
    .string({ error: 'Bitte geben Sie ein neues Passwort ein.' })
    .max(1024, 'Das Passwort darf höchstens 1024 Zeichen lang sein.')
    .refine((password) => !passwordProblem(password), PASSWORD_TOO_SHORT),
});

export interface PasswordResetRoutesOptions {
  store: DocumentStore;
  /** Where the link leads: configuredOrigin (server/http/origin.ts); null mails no link. */
  linkOrigin: string | null;
  now?: () => number;
}

/**
 * "Passwort vergessen?" for staff in the embedded backend, under /api/auth/password-reset: asking for a link (the same
 * answer, at once, whether the address has an account or not; the lookup and the mail happen after it), checking a
 * link, and setting the new password with it (single use, 30 minutes, every session of the account ends). A new link
 * replaces the open one, at most one every two minutes per account (passwordResetTokens.ts). A deactivated account gets
 * no link, and deactivating ends the links already sent (accountAdmin.ts).
 */
export default async function passwordResetRoutes(app: FastifyInstance, { store, linkOrigin, now = Date.now }: PasswordResetRoutesOptions) {
  const requestsPerClient = windowLimit(5, 15 * MINUTE, now);
  const attemptsPerClient = windowLimit(10, 15 * MINUTE, now);
  const tooMany = (reply: FastifyReply) => reply.code(429).header('Retry-After', 900).send({ message: TOO_MANY });

  async function mailLink(email: string, origin: string) {
    const user = findUserByEmail(app.db, email);
    // A deactivated account gets no link either; every case has the same answer, sent before this runs.
    if (!user || user.disabledAt !== null || resetMailedRecently(app.db, user.id, now())) return;
    const secret = newResetToken();
    const settings = store.get('settings', 'agency') as Partial<SettingsRecord> | undefined;
    const mail = await composePasswordResetMail(
      { address: user.email, name: displayName(user.name) },
      resetLink(origin, secret),
      settings,
      app.mail.config.from,
      origin,
    );
    if (!mail) {
      app.log.warn('password reset requested, but no sender address is set (MAIL_FROM or the agency e-mail)');
      return;
    }
    // The link works only if its mail is queued, and the mail is queued only with a working link. Checked again here:
    // two requests at once (or two processes) must not both mail.
    app.db
      .transaction(() => {
        if (resetMailedRecently(app.db, user.id, now())) return;
        storeResetToken(app.db, secret, user.id, now());
        app.mail.enqueue([mail]);
      })
      .immediate();
  }

  app.post('/api/auth/password-reset', async (request, reply) => {
    const parsed = parseBody(requestSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    if (!requestsPerClient.hit(clientKey(request.ip))) return tooMany(reply);
    reply.code(202).send({ message: RESET_REQUESTED });
    if (!linkOrigin) {
      request.log.warn(
        'password reset asked for, but the server has no origin for the link (set PUBLIC_URL, or a fixed PORT): no link is mailed',
      );
      return reply;
    }
    void mailLink(normaliseEmail(parsed.data.email), linkOrigin).catch((error: unknown) =>
      request.log.error(error, 'password reset mail not queued'),
    );
    return reply;
  });

  app.post('/api/auth/password-reset/check', async (request, reply) => {
    const parsed = parseBody(checkSchema, request.body);
    if ('failure' in parsed || !isResetTokenValid(app.db, parsed.data.token, now()))
      return reply.code(410).send({ message: RESET_LINK_INVALID });
    return { valid: true };
  });

  app.post('/api/auth/password-reset/confirm', async (request, reply) => {
    if (!attemptsPerClient.hit(clientKey(request.ip))) return tooMany(reply);
    const parsed = parseBody(confirmSchema, request.body);
    if ('failure' in parsed) {
      const invalidLink = parsed.failure.errors.token !== undefined;
      return invalidLink ? reply.code(410).send({ message: RESET_LINK_INVALID }) : reply.code(400).send(parsed.failure);
    }
    const userId = consumeResetToken(app.db, parsed.data.token, now());
    if (!userId) return reply.code(410).send({ message: RESET_LINK_INVALID });
    // Ends every session of the account (users.ts), also one an attacker may hold.
    await setPassword(app.db, userId, parsed.data.password);
    return { message: PASSWORD_RESET_DONE };
  });
}
