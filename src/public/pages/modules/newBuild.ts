import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../site/breadcrumbs';
import { crumbs } from '../../site/crumbs';
import { newBuildParams, serviceTestimonialsParams } from '../../site/pageQueries';
import { sitePage } from '../../site/sitePage';
import NewBuildServicePage from '../NewBuildServicePage';

export const newBuildServicePage = sitePage({
  Component: NewBuildServicePage,
  loader: async ({ context: { queryClient, data } }) => {
    await Promise.all([
      queryClient.ensureQueryData(publicListQuery(data, 'properties', newBuildParams)),
      queryClient.ensureQueryData(publicListQuery(data, 'testimonials', serviceTestimonialsParams('neubau'))),
    ]);
  },
  meta: () => ({
    title: 'Neubauprojekte',
    description: 'Neubauprojekte in Köln: aktuelle Neubauwohnungen im Angebot und Vertrieb für Bauträger – vom Vertriebskonzept bis zur Übergabe.',
    structuredData: breadcrumbData([crumbs.newBuild]),
  }),
});
