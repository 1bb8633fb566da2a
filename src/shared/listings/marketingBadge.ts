import { REFERENCE_STATUSES } from '../resources/propertyScopes';
import type { PropertyRecord } from '../resources/properties';

/**
 * The badge saying what a listing is offered for ("Zum Kauf", "Zur Miete"; on a card "Kauf", "Miete"), or null once
 * it is sold or let: then its status badge says what happened, and "Zum Kauf" beside "Verkauft" would contradict it.
 */
export function marketingBadge(listing: Pick<PropertyRecord, 'marketingType' | 'status'>, form: 'card' | 'page'): string | null {
  if ((REFERENCE_STATUSES as readonly string[]).includes(listing.status)) return null;
  if (listing.marketingType === 'miete') return form === 'card' ? 'Miete' : 'Zur Miete';
  return form === 'card' ? 'Kauf' : 'Zum Kauf';
}
