import { publicListQuery } from '../../data/publicQueries';
import { offerListParams, parseOfferSearch } from '../../offers/offerSearch';
import { breadcrumbData } from '../../site/breadcrumbs';
import { crumbs } from '../../site/crumbs';
import { definePage } from './definePage';

export const offersPage = definePage({
  view: () => import('../OffersPage'),
  loader: async ({ request, context: { queryClient, data } }) => {
    const search = parseOfferSearch(new URL(request.url).searchParams);
    await queryClient.ensureQueryData(publicListQuery(data, 'properties', offerListParams(search)));
  },
  meta: () => ({
    title: 'Angebote',
    description: 'Aktuelle Wohnungen und Häuser zum Kauf und zur Miete in Köln – von Lindenthal bis Rodenkirchen, mit Grundriss, Energiekennwerten und persönlicher Beratung.',
    structuredData: breadcrumbData([crumbs.offers]),
  }),
});
