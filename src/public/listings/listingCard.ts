import type { PropertyRecord } from '../../shared/resources/properties';

/** What a card in a list of listings shows (PropertyCard, the home page's highlight). */
const CARD_FIELDS = [
  'id',
  'title',
  'marketingType',
  'objectType',
  'objectSubtype',
  'status',
  'isNewBuild',
  'city',
  'district',
  'rooms',
  'livingArea',
  'price',
  'coldRent',
  'priceOnRequest',
  'buyerCommission',
  'buyerCommissionPercent',
  'images',
] as const;

export type ListingCard = Pick<PropertyRecord, (typeof CARD_FIELDS)[number]>;

/**
 * Lists of listings keep only what their cards show, and the title picture: the server hands the
 * page's data to the browser inside the HTML, and a full record (texts, energy data, every
 * picture) is about ten times as large as its card.
 */
export function toListingCard(record: PropertyRecord): ListingCard {
  const card = Object.fromEntries(CARD_FIELDS.map((field) => [field, record[field]])) as ListingCard;
  return { ...card, images: record.images.slice(0, 1) };
}
