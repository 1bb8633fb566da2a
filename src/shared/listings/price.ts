import { formatEuro } from '../format/numbers';
import type { PropertyRecord } from '../resources/properties';

export interface PriceLine {
  /** "Kaufpreis" or "Kaltmiete" */
  label: string;
  /** "685.000 €", or "auf Anfrage" */
  value: string;
}

type Priced = Pick<PropertyRecord, 'marketingType' | 'price' | 'coldRent' | 'priceOnRequest'>;

/**
 * The headline price of a listing as portals show it: "Kaufpreis 685.000 €", "Kaltmiete 1.450 €".
 * null when there is nothing to show (a reference whose price staff keep private).
 */
export function headlinePrice(listing: Priced): PriceLine | null {
  const label = listing.marketingType === 'miete' ? 'Kaltmiete' : 'Kaufpreis';
  const amount = listing.marketingType === 'miete' ? listing.coldRent : listing.price;
  if (amount != null) return { label, value: formatEuro(amount) };
  if (listing.priceOnRequest) return { label, value: 'auf Anfrage' };
  return null;
}
