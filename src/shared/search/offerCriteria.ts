import { areasCovering, cologneAreas, districtsOfAreas, type AreaId, type DistrictId } from '../resources/choices/districts';
import { marketingTypes, objectTypes } from '../resources/choices/property';
import { currentOfferFilter } from '../resources/propertyScopes';
import { formatArea, formatEuro, formatRooms } from '../format/numbers';

/**
 * What a visitor looks for: the one criteria definition behind the offer search on /angebote, the API filter it
 * sends, a saved search request (Suchauftrag) and the matching of new listings against saved requests. A criterion
 * left out means "any".
 */
export type MarketingType = (typeof marketingTypes)[number]['id'];
export type ObjectType = (typeof objectTypes)[number]['id'];
export type District = DistrictId;
/** A Stadtteil or a whole Stadtbezirk. */
export type Area = AreaId;

export interface OfferCriteria {
  marketingType?: MarketingType;
  objectType?: ObjectType;
  /** Any of these Stadtteile or Stadtbezirke (a Bezirk stands for all its Stadtteile); absent: all of Cologne. */
  districts?: Area[];
  /** Purchase price for "kauf", cold rent for "miete"; only together with a marketing type. */
  maxPrice?: number;
  minRooms?: number;
  minArea?: number;
}

export const MAX_PRICE_LIMIT = 100_000_000;
export const MAX_ROOMS_LIMIT = 100;
export const MAX_AREA_LIMIT = 100_000;

/** The listing field a price limit compares: purchase price or cold rent. */
export const priceFieldOf = (marketingType: string | undefined | null) => (marketingType === 'miete' ? 'coldRent' : 'price');

const oneOrList = <T>(values: T[]) => (values.length === 1 ? values[0] : values);

/** The API filter (the list language of src/shared/data/listPlan.ts) for current offers meeting the criteria. */
export function criteriaFilter(criteria: OfferCriteria): Record<string, unknown> {
  return {
    ...currentOfferFilter,
    ...(criteria.marketingType && { marketingType: criteria.marketingType }),
    ...(criteria.objectType && { objectType: criteria.objectType }),
    ...(criteria.districts?.length && { district: oneOrList(districtsOfAreas(criteria.districts)) }),
    ...(criteria.maxPrice &&
      criteria.marketingType && {
        [`${priceFieldOf(criteria.marketingType)}_lte`]: criteria.maxPrice,
      }),
    ...(criteria.minRooms && { rooms_gte: criteria.minRooms }),
    ...(criteria.minArea && { livingArea_gte: criteria.minArea }),
  };
}

/** What the matching reads of a listing. */
export interface ListingFacts {
  marketingType?: string | null;
  objectType?: string | null;
  district?: string | null;
  price?: number | null;
  coldRent?: number | null;
  rooms?: number | null;
  livingArea?: number | null;
  priceOnRequest?: boolean | null;
}

/** The price a limit compares; none while the price is "on request" (then no limit is met, as in the offer search). */
export function askingPriceOf(listing: ListingFacts): number | null {
  if (listing.priceOnRequest) return null;
  const price = listing[priceFieldOf(listing.marketingType)];
  return typeof price === 'number' ? price : null;
}

const atLeast = (value: number | null | undefined, minimum: number | undefined) =>
  minimum === undefined || (typeof value === 'number' && value >= minimum);

/**
 * Whether a listing meets the criteria: the same rules as criteriaFilter's conditions (an unknown value meets no
 * limit). The embedded backend runs them as SQL (server/searchAlerts/matchSql.ts, tested for parity with this).
 */
export function matchesCriteria(criteria: OfferCriteria, listing: ListingFacts): boolean {
  if (criteria.marketingType && listing.marketingType !== criteria.marketingType) return false;
  if (criteria.objectType && listing.objectType !== criteria.objectType) return false;
  if (criteria.districts?.length && !areasCovering(listing.district).some((area) => criteria.districts!.includes(area as Area)))
    return false;
  if (criteria.maxPrice !== undefined) {
    const price = askingPriceOf(listing);
    if (price === null || price > criteria.maxPrice) return false;
  }
  return atLeast(listing.rooms, criteria.minRooms) && atLeast(listing.livingArea, criteria.minArea);
}

const nameOf = (choices: readonly { id: string; name: string }[], id: string | undefined) =>
  choices.find((choice) => choice.id === id)?.name;

/** The criteria in German words for mails and pages, e.g. "Wohnung · Miete · Sülz, Lindenthal · ab 3 Zimmer". */
export function describeCriteria(criteria: OfferCriteria): string {
  const parts = [
    nameOf(objectTypes, criteria.objectType) ?? 'Alle Objektarten',
    nameOf(marketingTypes, criteria.marketingType) ?? 'Kauf oder Miete',
    criteria.districts?.length ? criteria.districts.map((id) => nameOf(cologneAreas, id)).join(', ') : 'ganz Köln',
    criteria.maxPrice !== undefined
      ? `${criteria.marketingType === 'miete' ? 'Kaltmiete' : 'Kaufpreis'} bis ${formatEuro(criteria.maxPrice)}`
      : undefined,
    criteria.minRooms !== undefined ? `ab ${formatRooms(criteria.minRooms)}` : undefined,
    criteria.minArea !== undefined ? `ab ${formatArea(criteria.minArea)}` : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}
