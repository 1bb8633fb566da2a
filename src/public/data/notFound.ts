import { data, matchPath } from 'react-router';
import type { AppContext } from '../../shared/data/appContext';
import type { ListParams } from '../../shared/data/publicData';
import type { PublicDataCache } from '../../shared/data/publicDataCache';
import { currentOfferFilter } from '../../shared/resources/propertyScopes';
import type { PropertyRecord } from '../../shared/resources/properties';
import { routeTable } from '../../shared/routes/routeTable';
import { agencyQuery } from './agency';
import { publicListQuery, publicRecordKey } from './publicQueries';

/** Ids as the API issues them; anything else cannot name a record and is a 404 without a lookup. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const offerRoute = routeTable.find((route) => route.name === 'angebote-id')!.path;

/**
 * The marketing type of the offer a missing exposé was, when visitors may still read its record (published, but
 * neither on the market nor a reference); the exposé's loader has read it already.
 */
export function missingOfferType(cache: PublicDataCache, pathname: string): PropertyRecord['marketingType'] | undefined {
  const id = matchPath(offerRoute, pathname)?.params.id;
  return id ? cache.get<PropertyRecord | null>(publicRecordKey('properties', id))?.marketingType : undefined;
}

/** The current offers the not-found page suggests: of the missing offer's marketing type if known, else the newest. */
export const notFoundOffersParams = (marketingType: string | undefined): ListParams => ({
  filter: { ...currentOfferFilter, ...(marketingType ? { marketingType } : {}) },
  sort: { field: 'createdAt', order: 'DESC' },
  range: [0, 2],
});

/**
 * Thrown by a loader when its path or record does not exist or is not published: the router shows the error
 * page and the server answers 404. The not-found page keeps the site's frame and suggests current offers, so
 * their data is read first; a failed read leaves them out rather than turning the 404 into a 500.
 */
export async function pageNotFound(context: AppContext, request: Request): Promise<never> {
  const pathname = new URL(request.url).pathname;
  const message = `Page not found: ${pathname}`;
  context.log('warn', message);
  await readNotFoundData(context, pathname);
  throw data(message, { status: 404, statusText: 'Not Found' });
}

/** What the not-found page shows besides its text; a failed read leaves it out. */
export async function readNotFoundData({ cache, data: source }: AppContext, pathname: string): Promise<void> {
  await Promise.allSettled([
    cache.ensure(agencyQuery(source)),
    cache.ensure(publicListQuery(source, 'properties', notFoundOffersParams(missingOfferType(cache, pathname)))),
  ]);
}
