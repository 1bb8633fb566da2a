import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../site/breadcrumbs';
import { crumbs } from '../../site/crumbs';
import { serviceTestimonialsParams } from '../../site/pageQueries';
import { sitePage } from '../../site/sitePage';
import RentalServicePage from '../RentalServicePage';

export const rentalServicePage = sitePage({
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
