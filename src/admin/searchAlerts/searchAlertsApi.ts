import type { AlertFilters, AlertStatus, AlertSummary } from '../../shared/search/searchAlert';
import type { ListingFacts } from '../../shared/search/offerCriteria';
import type { SearchAlertSource } from '../../shared/search/searchAlertSource';
import { cookieStaffFetch, staffJson } from '../../shared/auth/staffFetch';

const call = <T>(path: string, init?: RequestInit) => staffJson<T>(cookieStaffFetch, path, init);
const query = (filters: AlertFilters) =>
  new URLSearchParams(Object.entries(filters).filter(([, value]) => Boolean(value)) as [string, string][]);

/** The embedded server's staff routes of search requests (server/searchAlerts/searchAlertStaffRoutes.ts). */
export const embeddedSearchAlertSource: SearchAlertSource = {
  async list(filters, offset, limit) {
    const params = query(filters);
    params.set('range', JSON.stringify([offset, offset + limit - 1]));
    const { body, response } = await call<AlertSummary[]>(`/api/search-alerts?${params}`);
    return { entries: body, total: Number(response.headers.get('content-range')?.split('/')[1] ?? body.length) };
  },
  counts: async () => (await call<Record<AlertStatus, number>>('/api/search-alerts/counts')).body,
  csv: { href: (filters) => `/api/search-alerts/export.csv?${query(filters)}` },
  async remove(id) {
    await call(`/api/search-alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
  },
  // The server counts them in SQL.
  async demand(listing: ListingFacts) {
    const { body } = await call<{ count: number }>('/api/search-alerts/demand', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(listing),
    });
    return body.count;
  },
};
