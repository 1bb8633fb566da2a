import { brand } from '../../../shared/brand/brand';
import { publicListQuery } from '../../data/publicQueries';
import { featuredOffersParams, homeTestimonialsParams, newestOffersParams, numbersParams, teamTeaserParams } from '../../home/homeQueries';
import { definePage } from './definePage';

export const homePage = definePage({
  view: () => import('../HomePage'),
  loader: async ({ context: { queryClient, data } }) => {
    await Promise.all([
      queryClient.ensureQueryData(publicListQuery(data, 'properties', featuredOffersParams)),
      queryClient.ensureQueryData(publicListQuery(data, 'properties', newestOffersParams)),
      queryClient.ensureQueryData(publicListQuery(data, 'numbers', numbersParams)),
      queryClient.ensureQueryData(publicListQuery(data, 'testimonials', homeTestimonialsParams)),
      queryClient.ensureQueryData(publicListQuery(data, 'team', teamTeaserParams)),
    ]);
  },
  meta: () => ({ description: brand.description }),
});
