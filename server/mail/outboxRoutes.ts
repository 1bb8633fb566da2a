import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { MailSetup, OutboxStatus } from '../../src/shared/mail/outbox';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import type { DocumentStore } from '../db/documentStore';
import { staffPageOf } from '../http/listQuery';
import { requestOrigin } from '../http/origin';
import { smtpTarget } from './smtpConfig';
import { composeTestMail } from './testMail';
import { requireCapability } from '../auth/roleGuard';

const STATUSES = new Set<OutboxStatus>(['pending', 'sent', 'failed']);
const NOT_FOUND = { message: 'Die E-Mail wurde nicht gefunden.' };

export interface OutboxRoutesOptions {
  requireStaff: preHandlerHookHandler;
  store: DocumentStore;
  publicUrl?: string;
}

/**
 * The dashboard's "Postausgang" in the embedded backend, admins only: the mails with their state, a mail's preview
 * (secret links removed), resending a failed one, a test mail, and whether sending is set up at all. The templates
 * with made-up data are mailPreviewRoutes.ts, for both backends.
 */
export default async function outboxRoutes(app: FastifyInstance, { requireStaff, store, publicUrl }: OutboxRoutesOptions) {
  app.addHook('preHandler', requireStaff);
  // Mail administration is the admins' (docs/access-policy.md).
  app.addHook('preHandler', requireCapability('mail'));
  const { outbox, outboxViews, config, now } = app.mail;
  const settings = () => store.get('settings', 'agency') as Partial<SettingsRecord> | undefined;

  app.get('/api/outbox/status', async (): Promise<MailSetup> => ({
    configured: Boolean(config.smtpUrl),
    server: config.smtpUrl ? smtpTarget(config.smtpUrl) : null,
    counts: outboxViews.counts(),
  }));

  app.get<{ Querystring: { status?: string; range?: string } }>('/api/outbox', async (request, reply) => {
    const status = STATUSES.has(request.query.status as OutboxStatus) ? (request.query.status as OutboxStatus) : undefined;
    const { offset, limit } = staffPageOf(request.query.range);
    const { entries, total } = outboxViews.list({ status, offset, limit });
    return reply.header('Content-Range', `outbox ${offset}-${Math.max(offset, offset + entries.length - 1)}/${total}`).send(entries);
  });

  app.get<{ Params: { id: string } }>(
    '/api/outbox/:id',
    async (request, reply) => outboxViews.get(request.params.id) ?? reply.code(404).send(NOT_FOUND),
  );

  app.get<{ Params: { id: string } }>(
    '/api/outbox/:id/content',
    async (request, reply) => outboxViews.content(request.params.id) ?? reply.code(404).send(NOT_FOUND),
  );

  app.post<{ Params: { id: string } }>('/api/outbox/:id/resend', async (request, reply) => {
    const outcome = outboxViews.resend(request.params.id, now());
    if (outcome === 'not-found') return reply.code(404).send(NOT_FOUND);
    if (outcome === 'not-failed')
      return reply.code(409).send({
        message:
          'Nur eine fehlgeschlagene E-Mail kann erneut gesendet werden; einen Link zum Zurücksetzen des Passworts fordern Sie bitte neu an.',
      });
    app.mail.worker?.wake();
    return outboxViews.get(request.params.id);
  });

  app.post('/api/outbox/test', async (request, reply) => {
    const mail = await composeTestMail(request.staff!.email, settings(), config.from, requestOrigin(request, publicUrl), new Date(now()));
    if (!mail)
      return reply
        .code(409)
        .send({ message: 'Bitte tragen Sie zuerst in den Agenturdaten die E-Mail-Adresse der Agentur ein; sie ist der Absender.' });
    const id = outbox.enqueue(mail, now());
    app.mail.worker?.wake();
    return reply.code(201).send(outboxViews.get(id));
  });
}
