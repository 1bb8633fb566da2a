import { choiceName } from '../format/choices';
import { listingDistricts } from '../resources/choices/districts';
import type { PropertyRecord } from '../resources/properties';

export const districtName = (id: string | null | undefined) => choiceName(listingDistricts, id);

/** "Köln-Sülz" */
export const placeName = (listing: Pick<PropertyRecord, 'city' | 'district'>) => `${listing.city}-${districtName(listing.district)}`;

/** "Lindenstraße 12", or null when the street is not published (a visitor's view has none then). */
export const streetLine = (listing: Pick<PropertyRecord, 'street' | 'houseNumber'>) =>
  listing.street ? [listing.street, listing.houseNumber].filter(Boolean).join(' ') : null;

/** What visitors read when the exact address is not published. */
export const addressOnRequest = 'Die genaue Adresse nennen wir Ihnen gern auf Anfrage.';
