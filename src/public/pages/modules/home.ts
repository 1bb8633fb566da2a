import { brand } from '../../../shared/brand/brand';
import { publicListQuery } from '../../data/publicQueries';
import { homeSections } from '../../home/deferredHome';
import { HERO_IMAGE_MEDIA, HERO_IMAGE_SIZES } from '../../home/Hero';
import { cachedHomeOffers, featuredOffersParams, homeTestimonialsParams, newestOffersParams, numbersParams, teamTeaserParams } from '../../home/homeQueries';
import { sitePage } from '../../site/sitePage';
import HomePage from '../HomePage';
import type { ListingCard } from '../../listings/listingCard';

export const homePage = sitePage({
  Component: HomePage,
  loader: async ({ context: { queryClient, data } }) => {
    await Promise.all([
      homeSections.preload(),
      queryClient.ensureQueryData(publicListQuery(data, 'properties', featuredOffersParams)),
      queryClient.ensureQueryData(publicListQuery(data, 'properties', newestOffersParams)),
      queryClient.ensureQueryData(publicListQuery(data, 'numbers', numbersParams)),
      queryClient.ensureQueryData(publicListQuery(data, 'testimonials', homeTestimonialsParams)),
      queryClient.ensureQueryData(publicListQuery(data, 'team', teamTeaserParams)),
    ]);
  },
  meta: ({ queryClient }) => {
    const image = cachedHomeOffers<ListingCard>(queryClient)[0]?.images[0];
    return {
      description: brand.description,
      ...(image ? { preloadImage: { href: image.src, srcset: image.srcset, sizes: HERO_IMAGE_SIZES, media: HERO_IMAGE_MEDIA } } : {}),
    };
  },
});
