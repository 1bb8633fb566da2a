import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import {
  ACCOUNT_EXISTS,
  ACCOUNT_NOT_FOUND,
  INVITATION_NOT_FOUND,
  NOT_YOURSELF,
  type AccountEntry,
  type InvitationEntry,
} from '../../src/shared/auth/accounts';
import { INVITATION_TTL_MS, invitationLink } from '../../src/shared/auth/invitations';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { deleteUser, setDisabled, setRole } from '../auth/accountAdmin';
import { requireCapability } from '../auth/roleGuard';
import { OWN_SECOND_FACTOR, resetSecondFactor } from '../auth/secondFactorReset';
import { hasTotp } from '../auth/totp';
import { findUserByEmail, listUsers, UserError, type UserRecord } from '../auth/users';
import type { Db } from '../db/database';
import type { DocumentStore } from '../db/documentStore';
import { parseBody } from '../content/validation';
import { inviteSchema, roleSchema } from './accountSchemas';
import { composeInvitationMail } from './invitationMail';
import { newInvitationToken, openInvitations, storeInvitation, withdrawInvitation, type Invitation } from './invitations';

export interface AccountRoutesOptions {
  requireStaff: preHandlerHookHandler;
  store: DocumentStore;
  /** Where the invitation link leads: configuredOrigin (server/http/origin.ts); null sends no invitation. */
  linkOrigin: string | null;
  now?: () => number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const entryOf = (db: Db, user: UserRecord, selfId: string): AccountEntry => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  active: user.disabledAt === null,
  lastSignInAt: iso(user.lastSignInAt),
  twoFactor: hasTotp(db, user.id),
  self: user.id === selfId,
});

const invitationEntry = ({ createdAt, expiresAt, ...rest }: Invitation): InvitationEntry => ({
  ...rest,
  createdAt: iso(createdAt)!,
  expiresAt: iso(expiresAt)!,
});

const NO_SENDER = 'Bitte tragen Sie zuerst in den Agenturdaten die E-Mail-Adresse der Agentur ein; sie ist der Absender der Einladung.';
const NO_ORIGIN = 'Die Adresse der Website ist nicht bekannt (PUBLIC_URL); ohne sie kann die Einladung keinen Link enthalten.';

/**
 * The dashboard's "Zugänge" in the embedded backend, admins only (the role matrix): list the accounts and open
 * invitations, invite by e-mail (through the outbox), change a role, deactivate, reactivate and delete an account, and
 * remove the second factor of an account whose owner lost the phone.
 * Nobody changes their own role or status here, and the last active admin stays (server/auth/accountAdmin.ts).
 */
export default async function accountRoutes(
  app: FastifyInstance,
  { requireStaff, store, linkOrigin, now = Date.now }: AccountRoutesOptions,
) {
  app.addHook('preHandler', requireStaff);
  app.addHook('preHandler', requireCapability('accounts'));

  /** Runs an admin's change to another account; the German refusals of accountAdmin.ts become 404 or 409. */
  function change(reply: FastifyReply, selfId: string, id: string, run: () => UserRecord) {
    if (id === selfId) return reply.code(409).send({ message: NOT_YOURSELF });
    try {
      return entryOf(app.db, run(), selfId);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      return reply.code(error.message === ACCOUNT_NOT_FOUND ? 404 : 409).send({ message: error.message });
    }
  }

  app.get('/api/accounts', async (request) => listUsers(app.db).map((user) => entryOf(app.db, user, request.staff!.id)));

  app.put<{ Params: { id: string } }>('/api/accounts/:id/role', async (request, reply) => {
    const parsed = parseBody(roleSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    return change(reply, request.staff!.id, request.params.id, () => setRole(app.db, request.params.id, parsed.data.role, now()));
  });

  app.post<{ Params: { id: string } }>('/api/accounts/:id/deactivate', async (request, reply) =>
    change(reply, request.staff!.id, request.params.id, () => setDisabled(app.db, request.params.id, true, now())),
  );

  app.post<{ Params: { id: string } }>('/api/accounts/:id/reactivate', async (request, reply) =>
    change(reply, request.staff!.id, request.params.id, () => setDisabled(app.db, request.params.id, false, now())),
  );

  app.delete<{ Params: { id: string } }>('/api/accounts/:id', async (request, reply) => {
    const refused = change(reply, request.staff!.id, request.params.id, () => deleteUser(app.db, request.params.id, now()));
    return reply.statusCode >= 400 ? refused : reply.code(204).send();
  });

  // Not for one's own account: that is switched off under "Mein Zugang", confirmed with the password or a code.
  app.delete<{ Params: { id: string } }>('/api/accounts/:id/two-factor', async (request, reply) => {
    if (request.params.id === request.staff!.id) return reply.code(409).send({ message: OWN_SECOND_FACTOR });
    const answer = change(reply, request.staff!.id, request.params.id, () => resetSecondFactor(app.db, request.params.id));
    if (reply.statusCode < 400) request.log.info({ userId: request.params.id, by: request.staff!.id }, 'admin reset a second factor');
    return answer;
  });

  app.get('/api/accounts/invitations', async () => openInvitations(app.db, now()).map(invitationEntry));

  app.post('/api/accounts/invitations', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const parsed = parseBody(inviteSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    const { email, role } = parsed.data;
    if (findUserByEmail(app.db, email)) return reply.code(409).send({ message: ACCOUNT_EXISTS, errors: { email: ACCOUNT_EXISTS } });
    if (!linkOrigin) return reply.code(409).send({ message: NO_ORIGIN });
    const token = newInvitationToken();
    const at = now();
    const staff = request.staff!;
    const mail = await composeInvitationMail({
      to: email,
      role,
      link: invitationLink(linkOrigin, token),
      invitedBy: staff.name ?? staff.email,
      expiresAt: at + INVITATION_TTL_MS,
      settings: store.get('settings', 'agency') as Partial<SettingsRecord> | undefined,
      from: app.mail.config.from,
      origin: linkOrigin,
    });
    if (!mail) return reply.code(409).send({ message: NO_SENDER });
    // The link works only if its mail is queued, and the mail is queued only with a working link.
    const id = app.db.transaction(() => {
      const stored = storeInvitation(app.db, token, { email, role, invitedBy: staff.id }, at);
      app.mail.outbox.enqueue(mail, at);
      return stored;
    })();
    app.mail.worker?.wake();
    request.log.info({ invitation: id, by: staff.id }, 'staff invitation sent');
    return reply.code(201).send(
      openInvitations(app.db, at)
        .map(invitationEntry)
        .find((entry) => entry.id === id),
    );
  });

  app.delete<{ Params: { id: string } }>('/api/accounts/invitations/:id', async (request, reply) =>
    withdrawInvitation(app.db, request.params.id, now()) ? reply.code(204).send() : reply.code(404).send({ message: INVITATION_NOT_FOUND }),
  );
}
