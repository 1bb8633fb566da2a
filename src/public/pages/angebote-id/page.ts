import { redirect } from 'react-router';
import { isCurrentOffer, isReference, offerPath, referencePath } from '../../../shared/resources/propertyScopes';
import type { PropertyRecord } from '../../../shared/resources/properties';
import { pageNotFound, RECORD_ID_PATTERN } from '../../data/notFound';
import { publicListQuery, publicRecordQuery } from '../../data/publicQueries';
import { preloadExposeParts } from '../../expose/deferredParts';
import { cachedListing, listingMeta } from '../../expose/listingMeta';
import { crumbs } from '../../breadcrumbs/crumbs';
import { similarOffersParams } from '../../data/pageQueries';
import { sitePage } from '../sitePage';
import OfferPage from './OfferPage';

/** The exposé: only current offers; unknown or unpublished ids are a 404. */
export const page = sitePage({
  Component: OfferPage,
  loader: async ({ params, request, context }) => {
    const { cache, data } = context;
    const id = params.id ?? '';
    if (!RECORD_ID_PATTERN.test(id)) return pageNotFound(context, request);
    const listing = await cache.ensure(publicRecordQuery<PropertyRecord>(data, 'properties', id));
    if (!listing) return pageNotFound(context, request);
    if (!isCurrentOffer(listing)) {
      // A sold or let listing shown as a reference keeps its visitors: they land on the reference.
      if (isReference(listing)) throw redirect(referencePath(id), 301);
      return pageNotFound(context, request);
    }
    await Promise.all([
      preloadExposeParts(),
      listing.contactPerson && cache.ensure(publicRecordQuery(data, 'team', listing.contactPerson)),
      cache.ensure(publicListQuery(data, 'properties', similarOffersParams(listing))),
    ]);
  },
  meta: ({ params, cache }) => listingMeta(cachedListing(cache, params.id), crumbs.offers, offerPath(params.id ?? ''), true),
});
