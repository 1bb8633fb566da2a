import { isReference, referencePath } from '../../../shared/resources/propertyScopes';
import type { PropertyRecord } from '../../../shared/resources/properties';
import { pageNotFound, RECORD_ID_PATTERN } from '../../data/notFound';
import { publicRecordQuery } from '../../data/publicQueries';
import { cachedListing, listingMeta } from '../../expose/listingMeta';
import { crumbs } from '../../breadcrumbs/crumbs';
import { sitePage } from '../sitePage';
import ReferencePage from './ReferencePage';

/** A sold or let listing that staff chose to show as a reference; anything else is a 404. */
export const page = sitePage({
  Component: ReferencePage,
  loader: async ({ params, request, context }) => {
    const id = params.id ?? '';
    if (!RECORD_ID_PATTERN.test(id)) return pageNotFound(context, request);
    const listing = await context.cache.ensure(publicRecordQuery<PropertyRecord>(context.data, 'properties', id));
    if (!listing || !isReference(listing)) return pageNotFound(context, request);
  },
  meta: ({ params, cache }) => listingMeta(cachedListing(cache, params.id), crumbs.references, referencePath(params.id ?? ''), false),
});
