import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { serviceTestimonialsParams } from '../../data/pageQueries';
import { sitePage } from '../sitePage';
import SalesServicePage from './SalesServicePage';

export const page = sitePage({
  Component: SalesServicePage,
  loader: async ({ context: { cache, data } }) => {
    await cache.ensure(publicListQuery(data, 'testimonials', serviceTestimonialsParams('verkauf')));
  },
  meta: () => ({
    title: 'Immobilie verkaufen',
    description: 'Immobilie verkaufen in Köln: kostenlose Wertermittlung, hochwertiges Exposé, geprüfte Kaufinteressenten und persönliche Begleitung bis zum Notartermin.',
    structuredData: breadcrumbData([crumbs.sales]),
  }),
});
