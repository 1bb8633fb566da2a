import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { OutboxStatus } from './outboxStore';
import { smtpTarget } from './smtpConfig';

const STATUSES = new Set<OutboxStatus>(['pending', 'sent', 'failed']);
const NOT_FOUND = { message: 'Die E-Mail wurde nicht gefunden.' };

/** Reads `range=[from,to]` of ra-data-simple-rest, at most 100 rows. */
function pageOf(range: unknown): { offset: number; limit: number } {
  try {
    const [from, to] = JSON.parse(String(range ?? '[0,24]')) as number[];
    if (Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to >= from) return { offset: from, limit: Math.min(100, to - from + 1) };
  } catch {
    // fall through to the first page
  }
  return { offset: 0, limit: 25 };
}

/**
 * The dashboard's "Postausgang" in the embedded backend, staff only: the mails with their state, a mail's preview
 * (secret links removed), resending a failed one, and whether sending is set up at all.
 */
export default async function outboxRoutes(app: FastifyInstance, { requireStaff }: { requireStaff: preHandlerHookHandler }) {
  app.addHook('preHandler', requireStaff);
  const { outbox, config, now } = app.mail;

  app.get('/api/outbox/status', async () => ({
    configured: Boolean(config.smtpUrl),
    server: config.smtpUrl ? smtpTarget(config.smtpUrl) : null,
    counts: outbox.counts(),
  }));

  app.get<{ Querystring: { status?: string; range?: string } }>('/api/outbox', async (request, reply) => {
    const status = STATUSES.has(request.query.status as OutboxStatus) ? (request.query.status as OutboxStatus) : undefined;
    const { offset, limit } = pageOf(request.query.range);
    const { entries, total } = outbox.list({ status, offset, limit });
    return reply.header('Content-Range', `outbox ${offset}-${Math.max(offset, offset + entries.length - 1)}/${total}`).send(entries);
  });

  app.get<{ Params: { id: string } }>('/api/outbox/:id', async (request, reply) => outbox.get(request.params.id) ?? reply.code(404).send(NOT_FOUND));

  app.get<{ Params: { id: string } }>('/api/outbox/:id/content', async (request, reply) => outbox.content(request.params.id) ?? reply.code(404).send(NOT_FOUND));

  app.post<{ Params: { id: string } }>('/api/outbox/:id/resend', async (request, reply) => {
    const outcome = outbox.resend(request.params.id, now());
    if (outcome === 'not-found') return reply.code(404).send(NOT_FOUND);
    if (outcome === 'not-failed') return reply.code(409).send({ message: 'Nur eine fehlgeschlagene E-Mail kann erneut gesendet werden; einen Link zum Zurücksetzen des Passworts fordern Sie bitte neu an.' });
    app.mail.worker?.wake();
    return outbox.get(request.params.id);
  });
}
