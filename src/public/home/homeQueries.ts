import type { PublicDataCache } from '../../shared/data/publicDataCache';
import { usePublicList } from '../data/usePublicData';
import type { ListingCard } from '../listings/listingCard';
import type { ListParams, ListResult } from '../../shared/data/publicData';
import { currentOfferFilter } from '../../shared/resources/propertyScopes';
import { publicListKey } from '../data/publicQueries';

/** What the home page shows; loader and components share these so the cache keys match. */
export const featuredOffersParams: ListParams = {
  filter: { ...currentOfferFilter, featured: true },
  sort: { field: 'createdAt', order: 'DESC' },
  range: [0, 2],
};
/** When staff highlighted fewer than three, the newest offers fill the row. */
export const newestOffersParams: ListParams = { filter: currentOfferFilter, sort: { field: 'createdAt', order: 'DESC' }, range: [0, 2] };
export const numbersParams: ListParams = { sort: { field: 'order', order: 'ASC' }, range: [0, 3] };
export const homeTestimonialsParams: ListParams = { sort: { field: 'order', order: 'ASC' }, range: [0, 2] };
export const teamTeaserParams: ListParams = { sort: { field: 'order', order: 'ASC' }, range: [0, 3] };

/** Highlighted offers first; the newest fill up to three. */
export function homeOffers<T extends { id: string }>(featured: readonly T[], newest: readonly T[]): T[] {
  return [...featured, ...newest.filter((offer) => !featured.some((item) => item.id === offer.id))].slice(0, 3);
}

/** The home page's offers as the loader put them into the cache (for the page's head). */
export function cachedHomeOffers<T extends { id: string }>(cache: PublicDataCache): T[] {
  const list = (params: ListParams) => cache.get<ListResult<T>>(publicListKey('properties', params))?.data ?? [];
  return homeOffers(list(featuredOffersParams), list(newestOffersParams));
}

/** The offers of the home page's hero and its offers section. */
export function useHomeOffers(): ListingCard[] {
  const featured = usePublicList<ListingCard>('properties', featuredOffersParams).data;
  const newest = usePublicList<ListingCard>('properties', newestOffersParams).data;
  return homeOffers(featured, newest);
}
