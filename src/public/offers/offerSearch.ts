import type { ListParams } from '../../shared/data/publicData';
import { cologneAreas } from '../../shared/resources/choices/districts';
import { marketingTypes, objectTypes } from '../../shared/resources/choices/property';
import { criteriaFilter, priceFieldOf, type Area, type District, type MarketingType, type ObjectType, type OfferCriteria } from '../../shared/search/offerCriteria';

/**
 * The offer search lives in the URL (/angebote?vermarktung=miete&stadtteil=suelz): shareable,
 * bookmarkable, server-rendered, and the back button restores it. German parameter names,
 * because visitors see and share them.
 */
export const PAGE_SIZE = 9;

export type { Area, District, MarketingType, ObjectType };


export const sortOptions = [
  { id: 'neueste', name: 'Neueste zuerst' },
  { id: 'preis-aufsteigend', name: 'Preis aufsteigend' },
  { id: 'preis-absteigend', name: 'Preis absteigend' },
  { id: 'flaeche', name: 'Größte Wohnfläche zuerst' },
] as const;
export type SortKey = (typeof sortOptions)[number]['id'];
/** The order without a parameter in the URL. */
export const defaultSort: SortKey = 'neueste';

export const priceLimits: Record<MarketingType, readonly number[]> = {
  kauf: [300_000, 400_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_500_000],
  miete: [800, 1_000, 1_250, 1_500, 2_000, 2_500, 3_500],
};
export const roomMinimums = [1, 2, 3, 4, 5] as const;
export const areaMinimums = [40, 60, 80, 100, 150, 200] as const;

export interface OfferSearch {
  marketingType?: MarketingType;
  objectType?: ObjectType;
  /** Purchase price for "kauf", cold rent for "miete"; ignored without a marketing type. */
  maxPrice?: number;
  minRooms?: number;
  minArea?: number;
  /** A Stadtteil or a whole Stadtbezirk (URL parameter stadtteil, e.g. stadtteil=bezirk-kalk). */
  district?: Area;
  sort: SortKey;
  page: number;
}

/**
 * The URL's parameters, in the order of the filter form's fields: before the page's code runs, the form's own URL is
 * loaded (src/shared/forms/searchForm.ts), and it must be the one the code writes.
 */
export const searchKeys = {
  marketingType: 'vermarktung',
  objectType: 'objektart',
  district: 'stadtteil',
  maxPrice: 'preis-bis',
  minRooms: 'zimmer-ab',
  minArea: 'flaeche-ab',
  sort: 'sortierung',
  page: 'seite',
} as const satisfies Record<keyof OfferSearch, string>;

const oneOf = <T extends string>(choices: readonly { id: T }[], value: string | null): T | undefined =>
  choices.find((choice) => choice.id === value)?.id;

const positive = (value: string | null, max: number): number | undefined => {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 && number <= max ? number : undefined;
};

const offeredLimit = (type: MarketingType, value: number | undefined) => (value !== undefined && priceLimits[type].includes(value) ? value : undefined);

/** Reads the search from the URL; values that are not offered are ignored, not errors. */
export function parseOfferSearch(params: URLSearchParams): OfferSearch {
  const marketingType = oneOf(marketingTypes, params.get(searchKeys.marketingType));
  const sort = oneOf(sortOptions, params.get(searchKeys.sort)) ?? defaultSort;
  const page = Math.floor(positive(params.get(searchKeys.page), 10_000) ?? 1);
  return {
    ...(marketingType && { marketingType }),
    ...pick('objectType', oneOf(objectTypes, params.get(searchKeys.objectType))),
    // Only the limits the form offers for Kauf or Miete: a rent's limit left over from a switch to Kauf is dropped.
    ...pick('maxPrice', marketingType ? offeredLimit(marketingType, positive(params.get(searchKeys.maxPrice), 100_000_000)) : undefined),
    ...pick('minRooms', positive(params.get(searchKeys.minRooms), 100)),
    ...pick('minArea', positive(params.get(searchKeys.minArea), 100_000)),
    ...pick('district', oneOf(cologneAreas, params.get(searchKeys.district))),
    // Comparing a purchase price with a rent makes no sense: price order needs Kauf or Miete.
    sort: sort.startsWith('preis') && !marketingType ? defaultSort : sort,
    page,
  };
}

function pick<K extends keyof OfferSearch>(key: K, value: OfferSearch[K] | undefined): Partial<OfferSearch> {
  return value === undefined ? {} : ({ [key]: value } as Partial<OfferSearch>);
}

/** The URL's query for a search; defaults are left out so URLs stay short. */
export function offerSearchParams(search: Partial<OfferSearch>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(searchKeys) as (keyof OfferSearch)[]) {
    const value = search[key];
    if (value === undefined || (key === 'sort' && value === defaultSort) || (key === 'page' && value === 1)) continue;
    params.set(searchKeys[key], String(value));
  }
  return params;
}

/** The API query for a search: current offers only, filtered, sorted and one page long. */
export function offerListParams(search: OfferSearch): ListParams {
  const priceField = priceFieldOf(search.marketingType);
  const filter = criteriaFilter(criteriaOfSearch(search));
  const sort: ListParams['sort'] =
    search.sort === 'preis-aufsteigend'
      ? { field: priceField, order: 'ASC' }
      : search.sort === 'preis-absteigend'
        ? { field: priceField, order: 'DESC' }
        : search.sort === 'flaeche'
          ? { field: 'livingArea', order: 'DESC' }
          : { field: 'createdAt', order: 'DESC' };
  const start = (search.page - 1) * PAGE_SIZE;
  return { filter, sort, range: [start, start + PAGE_SIZE - 1] };
}

/** The search's filters as criteria: what a Suchauftrag saves. */
export function criteriaOfSearch(search: OfferSearch): OfferCriteria {
  return {
    ...(search.marketingType && { marketingType: search.marketingType }),
    ...(search.objectType && { objectType: search.objectType }),
    ...(search.district && { districts: [search.district] }),
    ...(search.maxPrice && search.marketingType && { maxPrice: search.maxPrice }),
    ...(search.minRooms && { minRooms: search.minRooms }),
    ...(search.minArea && { minArea: search.minArea }),
  };
}

/** How many filters narrow the list (shown on the phone's collapsed filter panel). */
export const activeFilterCount = (search: OfferSearch) =>
  [search.marketingType, search.objectType, search.maxPrice, search.minRooms, search.minArea, search.district].filter(Boolean).length;
