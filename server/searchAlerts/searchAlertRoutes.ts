import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { describeCriteria, type ListingFacts } from '../../src/shared/search/offerCriteria';
import { alertChangeSchema, newAlertSchema, type AlertStatus, type DemandFigure, type ManagedAlert } from '../../src/shared/search/searchAlert';
import type { Db } from '../db/database';
import type { DocumentStore } from '../db/documentStore';
import { clientKey } from '../http/clientKey';
import { staffPageOf } from '../http/listQuery';
import { mailLinkOrigin } from '../http/origin';
import type { OutgoingMail } from '../mail/outgoingMail';
import { parseBody } from '../routes/validation';
import { windowLimit } from '../routes/windowLimit';
import { alertsCsv } from './alertCsv';
import { composeConfirmMail } from './alertMails';
import * as messages from './alertMessages';
import { lookUpToken, newToken, storeToken, useToken } from './alertTokens';
import { demandFigures } from './demandFigures';
import { criteriaOf, type AlertRow, type SearchAlertStore } from './searchAlertStore';

const HOUR = 60 * 60 * 1000;
const tokenBody = z.object({ token: z.string().max(100) });
const changeBody = alertChangeSchema.extend(tokenBody.shape);
const marketingQuery = z.object({ vermarktung: z.enum(['kauf', 'miete']) });
const demandBody = z.object({
  marketingType: z.string().max(20).nullish(),
  objectType: z.string().max(40).nullish(),
  district: z.string().max(40).nullish(),
  price: z.number().nullish(),
  coldRent: z.number().nullish(),
  rooms: z.number().nullish(),
  livingArea: z.number().nullish(),
  priceOnRequest: z.boolean().nullish(),
});
const STATUSES = new Set<AlertStatus>(['aktiv', 'unbestaetigt']);

export interface SearchAlertRoutesOptions {
  db: Db;
  store: DocumentStore;
  alerts: SearchAlertStore;
  requireStaff: preHandlerHookHandler;
  publicUrl?: string;
  from: string | undefined;
  enqueue(mails: readonly OutgoingMail[]): void;
  /** Removes a deleted request's mails from the outbox. */
  forgetMails(alertId: string): void;
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
 * Search requests (Suchaufträge) in the embedded backend. Visitors, under /api/suchauftraege: create one (double
 * opt-in: only the confirmation mail until its link is used), confirm, read, change and delete it with the link of
 * a mail (no account), the one-click unsubscribe of RFC 8058, and the aggregated demand. Staff, under
 * /api/search-alerts: the list with filters and counts, deletion on request (DSGVO Art. 17), CSV export, and how many
 * active requests a listing meets.
 */
export default async function searchAlertRoutes(app: FastifyInstance, options: SearchAlertRoutesOptions) {
  const { db, store, alerts, requireStaff, publicUrl, from, enqueue, forgetMails, now } = options;
  const perClient = windowLimit(10, HOUR, now);
  const remove = (id: string) =>
    db.transaction(() => {
      forgetMails(id);
      return alerts.delete(id);
    })();
  const manageAlert = (token: string, reply: FastifyReply) => {
    const found = lookUpToken(db, token, 'manage', now());
    const alert = found.state === 'valid' ? alerts.get(found.alertId) : undefined;
    if (!alert) void reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    return alert;
  };

  // The one-click unsubscribe arrives as a form post from the mail provider (body "List-Unsubscribe=One-Click").
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

  app.post('/api/suchauftraege', async (request, reply) => {
    if (!perClient.hit(clientKey(request.ip))) return reply.code(429).header('Retry-After', 3600).send({ message: messages.ALERT_CLIENT_LIMIT });
    const parsed = parseBody(newAlertSchema, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    const at = now();
    // One confirmation per address and hour, counted in the database: the form must not become a way to mail strangers.
    if (alerts.recentRequestsFor(parsed.data.email, at - HOUR) > 0)
      return reply.code(429).header('Retry-After', 3600).send({ message: messages.ALERT_ADDRESS_LIMIT });
    const origin = mailLinkOrigin(request, publicUrl);
    const settings = store.get('settings', 'agency') as Partial<SettingsRecord> | undefined;
    if (!origin) {
      request.log.warn('search request through a host other than this machine while PUBLIC_URL is not set: refused (set PUBLIC_URL)');
      return reply.code(503).send({ message: messages.ALERTS_UNAVAILABLE });
    }
    const token = newToken();
    const draft: AlertRow = {
      id: '',
      email: parsed.data.email,
      name: parsed.data.name ?? null,
      frequency: parsed.data.frequency,
      marketing_type: parsed.data.criteria.marketingType ?? null,
      object_type: parsed.data.criteria.objectType ?? null,
      districts: parsed.data.criteria.districts ? JSON.stringify(parsed.data.criteria.districts) : null,
      max_price: parsed.data.criteria.maxPrice ?? null,
      min_rooms: parsed.data.criteria.minRooms ?? null,
      min_area: parsed.data.criteria.minArea ?? null,
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
    db.transaction(() => {
      const id = alerts.create(parsed.data, origin, at);
      storeToken(db, token, id, 'confirm', at);
      enqueue([{ ...mail, related: { collection: mail.related!.collection, id } }]);
    }).immediate();
    return reply.code(202).send({ message: messages.ALERT_CREATED });
  });

  app.post('/api/suchauftraege/bestaetigen', async (request, reply) => {
    const parsed = parseBody(tokenBody, request.body);
    const found = 'failure' in parsed ? ({ state: 'invalid' } as const) : lookUpToken(db, parsed.data.token, 'confirm', now());
    if (found.state === 'used' && alerts.get(found.alertId)?.confirmed_at != null) return { message: messages.CONFIRM_LINK_USED };
    if (found.state !== 'valid' || 'failure' in parsed) return reply.code(410).send({ message: messages.CONFIRM_LINK_INVALID });
    const confirmed = db.transaction(() => {
      if (!useToken(db, parsed.data.token, now())) return false;
      alerts.confirm(found.alertId, now());
      return true;
    })();
    return confirmed ? { message: messages.ALERT_CONFIRMED } : { message: messages.CONFIRM_LINK_USED };
  });

  app.post('/api/suchauftraege/verwalten', async (request, reply) => {
    const parsed = parseBody(tokenBody, request.body);
    if ('failure' in parsed) return reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    const alert = manageAlert(parsed.data.token, reply);
    if (!alert) return reply;
    alerts.touch(alert.id, now());
    return managed(alert);
  });

  app.put('/api/suchauftraege/verwalten', async (request, reply) => {
    const token = parseBody(tokenBody, request.body);
    if ('failure' in token) return reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    const alert = manageAlert(token.data.token, reply);
    if (!alert) return reply;
    const parsed = parseBody(changeBody, request.body);
    if ('failure' in parsed) return reply.code(400).send(parsed.failure);
    alerts.update(alert.id, parsed.data);
    alerts.touch(alert.id, now());
    return {
      message: messages.ALERT_SAVED,
      alert: managed(alerts.get(alert.id)!),
    };
  });

  app.post('/api/suchauftraege/loeschen', async (request, reply) => {
    const parsed = parseBody(tokenBody, request.body);
    if ('failure' in parsed) return reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    const alert = manageAlert(parsed.data.token, reply);
    if (!alert) return reply;
    remove(alert.id);
    return { message: messages.ALERT_DELETED };
  });

  // RFC 8058: the mail client posts here without cookies or a page; the token is in the query. Deleting twice is fine.
  app.post<{ Querystring: { token?: string } }>('/api/suchauftraege/abmelden', async (request, reply) => {
    const found = lookUpToken(db, String(request.query.token ?? ''), 'manage', now());
    if (found.state !== 'valid') return reply.code(410).send({ message: messages.MANAGE_LINK_INVALID });
    remove(found.alertId);
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
    const figures = cached && cached.at > now() - 60_000 ? cached.figures : demandFigures(alerts.activeCriteria(type));
    if (cached?.figures !== figures) demandCache.set(type, { at: now(), figures });
    return reply.header('Cache-Control', 'public, max-age=60').send(figures);
  });

  await app.register(async (staff) => {
    staff.addHook('preHandler', requireStaff);
    const queryOf = (query: Record<string, string | undefined>) => ({
      status: STATUSES.has(query.status as AlertStatus) ? (query.status as AlertStatus) : undefined,
      email: query.email?.slice(0, 254) || undefined,
      marketingType: query.marketingType?.slice(0, 20) || undefined,
      objectType: query.objectType?.slice(0, 40) || undefined,
      district: query.district?.slice(0, 40) || undefined,
    });

    staff.get<{ Querystring: Record<string, string | undefined> }>('/api/search-alerts', async (request, reply) => {
      const { offset, limit } = staffPageOf(request.query.range);
      const { entries, total } = alerts.list({
        ...queryOf(request.query),
        offset,
        limit,
      });
      return reply.header('Content-Range', `search-alerts ${offset}-${Math.max(offset, offset + entries.length - 1)}/${total}`).send(entries);
    });

    staff.get('/api/search-alerts/counts', async () => alerts.counts());

    staff.get<{ Querystring: Record<string, string | undefined> }>('/api/search-alerts/export.csv', async (request, reply) => {
      const { entries } = alerts.list({
        ...queryOf(request.query),
        offset: 0,
        limit: -1,
      });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="suchauftraege.csv"')
        .header('Cache-Control', 'no-store')
        .send(alertsCsv(entries));
    });

    staff.delete<{ Params: { id: string } }>('/api/search-alerts/:id', async (request, reply) => {
      if (!remove(request.params.id)) return reply.code(404).send({ message: messages.ALERT_NOT_FOUND });
      return reply.code(204).send();
    });

    staff.post('/api/search-alerts/demand', async (request, reply) => {
      const parsed = demandBody.safeParse(request.body ?? {});
      if (!parsed.success) return reply.code(400).send({ message: 'Die Angaben zum Objekt sind ungültig.' });
      return { count: alerts.countMatching(parsed.data as ListingFacts) };
    });
  });
}
