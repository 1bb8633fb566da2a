import { choiceName } from '../../shared/format/choices';
import { tagsToSpaces } from '../../shared/format/markup';
import { formatArea, formatRooms } from '../../shared/format/numbers';
import { objectTypes } from '../../shared/resources/choices/property';
import type { PropertyRecord } from '../../shared/resources/properties';
import { headlinePrice } from '../../shared/listings/price';
import { placeName } from '../../shared/listings/places';

/** "3-Zimmer-Wohnung in Köln-Sülz", the short kind of a listing for texts and descriptions. */
export function listingKind(listing: Pick<PropertyRecord, 'rooms' | 'objectType' | 'objectSubtype' | 'city' | 'district'>): string {
  const kind = listing.objectSubtype || choiceName(objectTypes, listing.objectType);
  const rooms = listing.rooms != null && listing.objectType === 'wohnung' ? `${formatRooms(listing.rooms).replace(/\u00a0Zimmer$/, '')}-Zimmer-` : '';
  return `${rooms}${kind} in ${placeName(listing)}`;
}

/** "Kaltmiete 1.450 € · 92 m² Wohnfläche · 3 Zimmer · Köln-Sülz": a search result's one-line summary. */
export function listingSummary(listing: PropertyRecord): string {
  const price = headlinePrice(listing);
  return [
    price && `${price.label} ${price.value}`,
    listing.livingArea != null && `${formatArea(listing.livingArea)} Wohnfläche`,
    listing.rooms != null && formatRooms(listing.rooms),
    placeName(listing),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Plain text from the stored rich text, for descriptions and structured data. */
export function plainText(html: string | null | undefined, max = 300): string {
  const text = tagsToSpaces(html ?? '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  // Cut at the last whole word within the limit.
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()} …`;
}
