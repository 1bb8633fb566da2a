import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { describeCriteria } from '../../src/shared/search/offerCriteria';
import { alertChangeSchema, newAlertSchema } from '../../src/shared/search/alertSchemas';
import type { DemandFigure, ManagedAlert } from '../../src/shared/search/searchAlert';
import { clientKey } from '../http/clientKey';
import { parseBody } from '../content/validation';
import { windowLimit } from '../content/windowLimit';
import { composeConfirmMail } from './alertMails';
import * as messages from './alertMessages';
import { newToken } from './alertTokens';
import { demandFigures } from './demandFigures';
import type { SearchAlertData } from './searchAlertData';
import { criteriaColumns, criteriaOf, type AlertRow } from '../../src/shared/search/alertRow';

const HOUR = 60 * 60 * 1000;
const tokenBody = z.object({ token: z.string().max(100) });
const changeBody = alertChangeSchema.extend(tokenBody.shape);
const marketingQuery = z.object({ vermarktung: z.enum(['kauf', 'miete']) });

export interface SearchAlertRoutesOptions {
  /** The backend's requests, tokens and mails (SQLite and the outbox, or Firestore). */
  alerts: SearchAlertData;
  /**
   * Where the mails' links lead, stored with each request for all its later mails: configuredOrigin
   * (server/http/origin.ts), never the creating request's Host. null: no request is taken.
   */
  linkOrigin: string | null;
  from: string | undefined;
  now: () => number;
}

const managed = (alert: AlertRow): ManagedAlert => {
  const criteria = criteriaOf(alert);
  return {
    email: alert.email,
    name: alert.name,
    frequency: alert.frequency,
    criteria,
    description: describeCriteria(criteria),
  };
};

/**
 * The visitors' routes of search requests (Suchaufträge), in either backend, under /api/suchauftraege: create one
 * (double opt-in: only the confirmation mail until its link is used), confirm, read, change and delete it with the
 * link of a mail (no account), the one-click unsubscribe of RFC 8058, and the aggregated demand. Staff's routes are
 * the embedded backend's (searchAlertStaffRoutes.ts); in Firebase mode the dashboard reads Firestore itself.
 */
export default async function searchAlertRoutes(app: FastifyInstance, options: SearchAlertRoutesOptions) {
  const { alerts, linkOrigin: origin, from, now } = options;
  const perClient = windowLimit(10, HOUR, now);
  const manageAlert = async (token: string, reply: FastifyReply) => {
    const found = await alerts.lookUpToken(token, 'manage', now());
    const alert = found.state === 'valid' ? await alerts.get(found.alertId) : undefined;
    if (!alert) void reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    return alert;
  };

  // The one-click unsubscribe arrives as a form post from the mail provider (body "List-Unsubscribe=One-Click").
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/suchauftraege', async (request, reply) => {
    if (!perClient.hit(clientKey(request.ip)))
      return reply.code(429).header('Retry-After', 3600).send({ message: messages.ALERT_CLIENT_LIMIT });
    const parsed = parseBody(newAlertSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    const at = now();
    // One confirmation per address and hour, counted in the database: the form must not become a way to mail strangers.
    if ((await alerts.recentRequestsFor(parsed.data.email, at - HOUR)) > 0)
      return reply.code(429).header('Retry-After', 3600).send({ message: messages.ALERT_ADDRESS_LIMIT });
    const settings = await alerts.settings();
    if (!origin) {
      request.log.warn('search request refused: no origin for its links (set PUBLIC_URL, or a fixed PORT)');
      return reply.code(503).send({ message: messages.ALERTS_UNAVAILABLE });
    }
    const token = newToken();
    const draft: AlertRow = {
      id: '',
      email: parsed.data.email,
      name: parsed.data.name ?? null,
      frequency: parsed.data.frequency,
      ...criteriaColumns(parsed.data.criteria),
      origin,
      created_at: at,
      confirmed_at: null,
      last_click_at: at,
      reminded_at: null,
    };
    const mail = await composeConfirmMail(draft, token, {
      settings,
      from,
      origin,
    });
    if (!mail) {
      request.log.warn('search request refused: no sender address (MAIL_FROM or the agency e-mail)');
      return reply.code(503).send({ message: messages.ALERTS_UNAVAILABLE });
    }
    // The request, its link and its mail together or not at all.
    await alerts.create(parsed.data, origin, at, { token, mail });
    return reply.code(202).send({ message: messages.ALERT_CREATED });
  });

  app.post('/api/suchauftraege/bestaetigen', async (request, reply) => {
    const parsed = parseBody(tokenBody, request.body);
    const found = 'failure' in parsed ? ({ state: 'invalid' } as const) : await alerts.lookUpToken(parsed.data.token, 'confirm', now());
    if (found.state === 'used' && (await alerts.get(found.alertId))?.confirmed_at != null) return { message: messages.CONFIRM_LINK_USED };
    if (found.state !== 'valid' || 'failure' in parsed) return reply.code(410).send({ message: messages.CONFIRM_LINK_INVALID });
    const confirmed = await alerts.confirm(parsed.data.token, found.alertId, now());
    return confirmed ? { message: messages.ALERT_CONFIRMED } : { message: messages.CONFIRM_LINK_USED };
  });

  app.post('/api/suchauftraege/verwalten', async (request, reply) => {
    const parsed = parseBody(tokenBody, request.body);
    if ('failure' in parsed) return reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    const alert = await manageAlert(parsed.data.token, reply);
    if (!alert) return reply;
    await alerts.touch(alert.id, now());
    return managed(alert);
  });

  app.put('/api/suchauftraege/verwalten', async (request, reply) => {
    const token = parseBody(tokenBody, request.body);
    if ('failure' in token) return reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    const alert = await manageAlert(token.data.token, reply);
    if (!alert) return reply;
    const parsed = parseBody(changeBody, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    await alerts.update(alert.id, parsed.data);
    await alerts.touch(alert.id, now());
    return {
      message: messages.ALERT_SAVED,
      alert: managed((await alerts.get(alert.id))!),
    };
  });

  app.post('/api/suchauftraege/loeschen', async (request, reply) => {
    const parsed = parseBody(tokenBody, request.body);
    if ('failure' in parsed) return reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    const alert = await manageAlert(parsed.data.token, reply);
    if (!alert) return reply;
    await alerts.delete(alert.id);
    return { message: messages.ALERT_DELETED };
  });

  // RFC 8058: the mail client posts here without cookies or a page; the token is in the query. Deleting twice is fine.
  app.post<{ Querystring: { token?: string } }>('/api/suchauftraege/abmelden', async (request, reply) => {
    const found = await alerts.lookUpToken(String(request.query.token ?? ''), 'manage', now());
    if (found.state !== 'valid') return reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    await alerts.delete(found.alertId);
    return { message: messages.ALERT_DELETED };
  });

  // Aggregates only, recomputed at most once a minute: the figures on /leistungen/verkauf and /leistungen/vermietung.
  const demandCache = new Map<string, { at: number; figures: DemandFigure[] }>();
  app.get('/api/suchauftraege/nachfrage', async (request, reply) => {
    const parsed = marketingQuery.safeParse(request.query);
    if (!parsed.success)
      return reply.code(400).send({
        message: 'Bitte geben Sie „vermarktung=kauf“ oder „vermarktung=miete“ an.',
      });
    const type = parsed.data.vermarktung;
    const cached = demandCache.get(type);
    const figures = cached && cached.at > now() - 60_000 ? cached.figures : demandFigures(await alerts.activeCriteria(type));
    if (cached?.figures !== figures) demandCache.set(type, { at: now(), figures });
    return reply.header('Cache-Control', 'public, max-age=60').send(figures);
  });
}
