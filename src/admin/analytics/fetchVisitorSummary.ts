import { SUMMARY_ENDPOINT, type VisitorSummary } from '../../shared/analytics/summary';

export class VisitorSummaryError extends Error {
  constructor(readonly status: number) {
    super(`Besucherstatistik: Antwort ${status}`);
  }
}

/** The staff session cookie goes along (same origin); the server answers 401 without one. */
export async function fetchVisitorSummary(days: number, signal?: AbortSignal): Promise<VisitorSummary> {
  const response = await fetch(`${SUMMARY_ENDPOINT}?days=${days}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new VisitorSummaryError(response.status);
  return (await response.json()) as VisitorSummary;
}
