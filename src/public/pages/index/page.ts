import { brand } from '../../../shared/brand/brand';
import { publicListQuery } from '../../data/publicQueries';
import { homeSections } from '../../home/deferredHome';
import { HERO_IMAGE_MEDIA, HERO_IMAGE_SIZES } from '../../home/Hero';
import { cachedHomeOffers, featuredOffersParams, homeTestimonialsParams, newestOffersParams, numbersParams, teamTeaserParams } from '../../home/homeQueries';
import { sitePage } from '../sitePage';
import HomePage from './HomePage';
import type { ListingCard } from '../../listings/listingCard';

export const page = sitePage({
  Component: HomePage,
  loader: async ({ context: { cache, data } }) => {
    await Promise.all([
      homeSections.preload(),
      cache.ensure(publicListQuery(data, 'properties', featuredOffersParams)),
      cache.ensure(publicListQuery(data, 'properties', newestOffersParams)),
      cache.ensure(publicListQuery(data, 'numbers', numbersParams)),
      cache.ensure(publicListQuery(data, 'testimonials', homeTestimonialsParams)),
      cache.ensure(publicListQuery(data, 'team', teamTeaserParams)),
    ]);
  },
  meta: ({ cache }) => {
    const image = cachedHomeOffers<ListingCard>(cache)[0]?.images[0];
    return {
      description: brand.description,
      ...(image ? { preloadImage: { href: image.src, srcset: image.srcset, sizes: HERO_IMAGE_SIZES, media: HERO_IMAGE_MEDIA } } : {}),
    };
  },
});
