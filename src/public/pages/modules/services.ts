import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../site/breadcrumbs';
import { crumbs } from '../../site/crumbs';
import { newBuildParams, serviceTestimonialsParams } from '../../site/pageQueries';
import { definePage } from './definePage';

export const salesServicePage = definePage({
  view: () => import('../SalesServicePage'),
  loader: async ({ context: { queryClient, data } }) => {
    await queryClient.ensureQueryData(publicListQuery(data, 'testimonials', serviceTestimonialsParams('verkauf')));
  },
  meta: () => ({
    title: 'Immobilie verkaufen',
    description: 'Immobilie verkaufen in Köln: kostenlose Wertermittlung, hochwertiges Exposé, geprüfte Kaufinteressenten und persönliche Begleitung bis zum Notartermin.',
    structuredData: breadcrumbData([crumbs.sales]),
  }),
});

export const rentalServicePage = definePage({
  view: () => import('../RentalServicePage'),
  loader: async ({ context: { queryClient, data } }) => {
    await queryClient.ensureQueryData(publicListQuery(data, 'testimonials', serviceTestimonialsParams('vermietung')));
  },
  meta: () => ({
    title: 'Immobilie vermieten',
    description: 'Wohnung oder Haus in Köln vermieten: realistische Mietpreisermittlung, geprüfte Mieter, gebündelte Besichtigungen und ein rechtssicherer Mietvertrag.',
    structuredData: breadcrumbData([crumbs.rental]),
  }),
});

export const newBuildServicePage = definePage({
  view: () => import('../NewBuildServicePage'),
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
