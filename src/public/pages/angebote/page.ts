import type { ListResult } from '../../../shared/data/publicData';
import { cardImagePreload } from '../../listings/PropertyCard';
import { publicListKey, publicListQuery } from '../../data/publicQueries';
import { offerListParams, offerSearchParams, parseOfferSearch } from '../../offers/offerSearch';
import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { sitePage } from '../sitePage';
import OffersPage from './OffersPage';
import type { ListingCard } from '../../listings/listingCard';

export const page = sitePage({
  Component: OffersPage,
  loader: async ({ request, context: { cache, data } }) => {
    const search = parseOfferSearch(new URL(request.url).searchParams);
    await cache.ensure(publicListQuery(data, 'properties', offerListParams(search)));
  },
  query: (params) => offerSearchParams(parseOfferSearch(params)),
  meta: ({ cache, search }) => ({
    preloadImage: cardImagePreload(cache.get<ListResult<ListingCard>>(publicListKey('properties', offerListParams(parseOfferSearch(new URLSearchParams(search)))))?.data[0]),
    title: 'Angebote',
    description: 'Aktuelle Wohnungen und Häuser zum Kauf und zur Miete in Köln – von Lindenthal bis Rodenkirchen, mit Grundriss, Energiekennwerten und persönlicher Beratung.',
    structuredData: breadcrumbData([crumbs.offers]),
  }),
});
