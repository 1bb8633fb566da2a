import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROLE_LABELS } from '../../src/shared/auth/rolePolicy';
import { hashPassword } from '../auth/passwords';
import { insertUser, UserError } from '../auth/users';
import { clientKey } from '../http/clientKey';
import { parseBody } from '../content/validation';
import { windowLimit } from '../content/windowLimit';
import { INVITATION_INVALID } from '../../src/shared/auth/invitations';
import { invitationAcceptSchema, invitationCheckSchema } from './accountSchemas';
import { consumeInvitation, findInvitation } from './invitations';

export const INVITATION_ACCEPTED = 'Ihr Zugang ist eingerichtet. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.';
const TOO_MANY = 'Zu viele Versuche. Bitte versuchen Sie es in einigen Minuten erneut.';

/**
 * The invitee's side, public (the link is the proof): whether a link still works and for which address, and accepting it
 * with a name and a password. The link works once and for 7 days; the account and the used link are one transaction.
 */
export default async function invitationRoutes(app: FastifyInstance, { now = Date.now }: { now?: () => number }) {
  const attemptsPerClient = windowLimit(10, 15 * 60_000, now);
  const gone = (reply: FastifyReply) => reply.code(410).send({ message: INVITATION_INVALID });

  app.post('/api/auth/invitation/check', async (request, reply) => {
    if (!attemptsPerClient.hit(clientKey(request.ip))) return reply.code(429).header('Retry-After', 900).send({ message: TOO_MANY });
    const parsed = parseBody(invitationCheckSchema, request.body);
    const invitation = 'failure' in parsed ? null : findInvitation(app.db, parsed.data.token, now());
    if (!invitation) return gone(reply);
    return { email: invitation.email, role: invitation.role, roleLabel: ROLE_LABELS[invitation.role] };
  });

  app.post('/api/auth/invitation/accept', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    if (!attemptsPerClient.hit(clientKey(request.ip))) return reply.code(429).header('Retry-After', 900).send({ message: TOO_MANY });
    const parsed = parseBody(invitationAcceptSchema, request.body);
    if ('failure' in parsed) return parsed.failure.errors.token !== undefined ? gone(reply) : reply.code(400).send(parsed.failure);
    const { token, name, password } = parsed.data;
    if (!findInvitation(app.db, token, now())) return gone(reply);
    const passwordHash = await hashPassword(password);
    try {
      const user = app.db.transaction(() => {
        const invitation = consumeInvitation(app.db, token, now());
        return invitation && insertUser(app.db, { email: invitation.email, name, role: invitation.role }, passwordHash);
      })();
      if (!user) return gone(reply);
      request.log.info({ userId: user.id }, 'staff invitation accepted');
      return reply.code(201).send({ message: INVITATION_ACCEPTED, email: user.email });
    } catch (error) {
      // Someone made an account for the address meanwhile (the CLI): the link stays unused, the answer says why.
      if (!(error instanceof UserError)) throw error;
      return reply.code(409).send({ message: error.message });
    }
  });
}
