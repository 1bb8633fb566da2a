import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { newBuildParams, serviceTestimonialsParams } from '../../data/pageQueries';
import { sitePage } from '../sitePage';
import NewBuildServicePage from './NewBuildServicePage';

export const page = sitePage({
  Component: NewBuildServicePage,
  loader: async ({ context: { cache, data } }) => {
    await Promise.all([
      cache.ensure(publicListQuery(data, 'properties', newBuildParams)),
      cache.ensure(publicListQuery(data, 'testimonials', serviceTestimonialsParams('neubau'))),
    ]);
  },
  meta: () => ({
    title: 'Neubauprojekte',
    description: 'Neubauprojekte in Köln: aktuelle Neubauwohnungen im Angebot und Vertrieb für Bauträger – vom Vertriebskonzept bis zur Übergabe.',
    structuredData: breadcrumbData([crumbs.newBuild]),
  }),
});
