import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { serviceTestimonialsParams } from '../../data/pageQueries';
import { sitePage } from '../sitePage';
import RentalServicePage from './RentalServicePage';

export const page = sitePage({
  Component: RentalServicePage,
  loader: async ({ context: { cache, data } }) => {
    await cache.ensure(publicListQuery(data, 'testimonials', serviceTestimonialsParams('vermietung')));
  },
  meta: () => ({
    title: 'Immobilie vermieten',
    description: 'Wohnung oder Haus in Köln vermieten: realistische Mietpreisermittlung, geprüfte Mieter, gebündelte Besichtigungen und ein rechtssicherer Mietvertrag.',
    structuredData: breadcrumbData([crumbs.rental]),
  }),
});
