import type { ListParams } from '../../shared/data/publicData';
import { currentOfferFilter } from '../../shared/meta/listingScopes';

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
