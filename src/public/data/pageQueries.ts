import type { ListParams } from '../../shared/data/publicData';
import { currentOfferFilter, referenceFilter } from '../../shared/resources/propertyScopes';
import type { PropertyRecord } from '../../shared/resources/properties';

/**
 * The lists pages read. Loaders (in the main bundle) and page views (loaded per page) share
 * these, so both ask for the same query keys.
 */
export const similarOffersParams = (listing: Pick<PropertyRecord, 'district' | 'marketingType'>): ListParams => ({
  filter: { ...currentOfferFilter, district: listing.district, marketingType: listing.marketingType },
  sort: { field: 'createdAt', order: 'DESC' },
  range: [0, 3],
});

export const referencesParams: ListParams = { filter: referenceFilter, sort: { field: 'updatedAt', order: 'DESC' }, range: [0, 47] };

export const newBuildParams: ListParams = { filter: { ...currentOfferFilter, isNewBuild: true }, sort: { field: 'createdAt', order: 'DESC' }, range: [0, 11] };

export const teamParams: ListParams = { sort: { field: 'order', order: 'ASC' }, range: [0, 99] };

/** Testimonials of clients who used one service. */
export const serviceTestimonialsParams = (service: string): ListParams => ({
  filter: { service },
  sort: { field: 'order', order: 'ASC' },
  range: [0, 2],
});
