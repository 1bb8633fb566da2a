import type { DemandFigure, ManagedAlert } from '../../shared/search/searchAlert';

/** The visitors' search-request API of the server (server/searchAlerts/searchAlertRoutes.ts). */
export type AlertAnswer<T = undefined> = { ok: true; message: string; data: T } | { ok: false; message: string; fieldErrors?: Record<string, string> };

const NETWORK_ERROR = 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';

async function send<T>(method: 'POST' | 'PUT', path: string, body: object): Promise<AlertAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/suchauftraege${path}`, { method, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, message: NETWORK_ERROR };
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (response.ok) return { ok: true, message: answer.message ?? '', data: answer as T };
  return { ok: false, message: answer.message ?? 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.', fieldErrors: answer.errors };
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
