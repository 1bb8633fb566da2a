import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import type { ListingFacts } from '../../src/shared/search/offerCriteria';
import type { AlertStatus } from '../../src/shared/search/searchAlert';
import { staffPageOf } from '../http/listQuery';
import { alertsCsv } from '../../src/shared/search/alertCsv';
import * as messages from './alertMessages';
import type { SearchAlertData } from './searchAlertData';
import type { SearchAlertStore } from './searchAlertStore';

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

export interface SearchAlertStaffRoutesOptions {
  store: SearchAlertStore;
  /** Deletes a request with everything that belongs to it. */
  alerts: Pick<SearchAlertData, 'delete'>;
  requireStaff: preHandlerHookHandler;
}

/**
 * Staff's routes of search requests in the embedded backend, under /api/search-alerts: the list with filters and
 * counts, deletion on request (DSGVO Art. 17), CSV export, and how many active requests a listing meets.
 */
export default async function searchAlertStaffRoutes(
  staff: FastifyInstance,
  { store, alerts, requireStaff }: SearchAlertStaffRoutesOptions,
) {
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
    const { entries, total } = store.list({
      ...queryOf(request.query),
      offset,
      limit,
    });
    return reply.header('Content-Range', `search-alerts ${offset}-${Math.max(offset, offset + entries.length - 1)}/${total}`).send(entries);
  });

  staff.get('/api/search-alerts/counts', async () => store.counts());

  staff.get<{ Querystring: Record<string, string | undefined> }>('/api/search-alerts/export.csv', async (request, reply) => {
    const { entries } = store.list({
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
    if (!(await alerts.delete(request.params.id))) return reply.code(404).send({ message: messages.ALERT_NOT_FOUND });
    return reply.code(204).send();
  });

  staff.post('/api/search-alerts/demand', async (request, reply) => {
    const parsed = demandBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ message: 'Die Angaben zum Objekt sind ungültig.' });
    return { count: store.countMatching(parsed.data as ListingFacts) };
  });
}
