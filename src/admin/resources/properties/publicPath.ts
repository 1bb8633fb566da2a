import type { RaRecord } from 'react-admin';
import { routePath } from '../../../shared/routes/routeTable';

const CURRENT_OFFER = new Set(['verfuegbar', 'reserviert']);

/** Where visitors see a property: its offer page, its reference page, or nowhere (unpublished). */
export function publicPath(record: RaRecord): string | null {
  if (!record.published) return null;
  if (CURRENT_OFFER.has(record.status)) return routePath('angebote-id', { id: String(record.id) });
  return record.showAsReference ? routePath('referenzen-id', { id: String(record.id) }) : null;
}
