import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../site/breadcrumbs';
import { crumbs } from '../../site/crumbs';
import { serviceTestimonialsParams } from '../../site/pageQueries';
import { sitePage } from '../../site/sitePage';
import SalesServicePage from '../SalesServicePage';

export const salesServicePage = sitePage({
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
