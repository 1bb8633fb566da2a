import type { DemandFigure, ManagedAlert } from '../../shared/search/searchAlert';
import { sendJson } from '../../shared/http/sendJson';

/** The visitors' search-request API of the server (server/searchAlerts/searchAlertRoutes.ts). */
export type AlertAnswer<T = undefined> = { ok: true; message: string; data: T } | { ok: false; message: string; fieldErrors?: Record<string, string> };

async function send<T>(method: 'POST' | 'PUT', path: string, body: object): Promise<AlertAnswer<T>> {
  const answer = await sendJson<T & { message?: string }>(`/api/suchauftraege${path}`, body, { method });
  return answer.ok ? { ok: true, message: answer.data.message ?? '', data: answer.data } : answer;
}

export const createAlert = (body: object) => send('POST', '', body);
export const confirmAlert = (token: string) => send('POST', '/bestaetigen', { token });
export const loadAlert = (token: string) => send<ManagedAlert>('POST', '/verwalten', { token });
export const changeAlert = (token: string, body: object) => send<{ alert: ManagedAlert }>('PUT', '/verwalten', { token, ...body });
export const deleteAlert = (token: string) => send('POST', '/loeschen', { token });

/** The aggregated demand for the service pages; an empty list when unavailable (the figure is a bonus, not content). */
export async function loadDemand(marketingType: 'kauf' | 'miete'): Promise<DemandFigure[]> {
  try {
    const response = await fetch(`/api/suchauftraege/nachfrage?vermarktung=${marketingType}`, { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as DemandFigure[]) : [];
  } catch {
    return [];
  }
}
