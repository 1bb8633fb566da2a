import type { PublicDataCache } from '../../shared/data/publicDataCache';
import type { PageMeta } from '../../shared/meta/pageMeta';
import { breadcrumbNode, listingNode, type Crumb } from '../meta/structuredData';
import type { PropertyRecord } from '../../shared/resources/properties';
import { publicRecordKey } from '../data/publicQueries';
import { listingSummary, plainText } from '../listings/describeListing';
import { HOME_CRUMB } from '../breadcrumbs/breadcrumbData';
import { MAIN_IMAGE_SIZES } from './galleryStyles';
import { commissionText } from '../../shared/listings/exposeFacts';

export const cachedListing = (cache: PublicDataCache, id: string | undefined) =>
  id ? (cache.get<PropertyRecord | null>(publicRecordKey('properties', id)) ?? null) : null;

/**
 * Head of an exposé or reference: its title, price and area in the description, its title image
 * for sharing cards, breadcrumbs and (for offers) a RealEstateListing with its Offer.
 */
export function listingMeta(listing: PropertyRecord | null, parent: Crumb, path: string, asOffer: boolean): PageMeta {
  if (!listing) return { title: parent.name };
  const description = [listingSummary(listing), plainText(listing.description, 160)].filter(Boolean).join(' – ');
  const crumbs = [HOME_CRUMB, parent, { name: listing.title, path }];
  return {
    title: listing.title,
    description,
    ...(listing.images[0]
      ? { image: listing.images[0].src, preloadImage: { href: listing.images[0].src, srcset: listing.images[0].srcset, sizes: MAIN_IMAGE_SIZES } }
      : {}),
    type: 'article',
    structuredData: (absolute) => [
      breadcrumbNode(crumbs, absolute),
      ...(asOffer
        ? [
            listingNode(
              {
                path,
                title: listing.title,
                description: plainText(listing.description, 500) || listingSummary(listing),
                datePosted: listing.createdAt,
                images: listing.images.map((image) => image.src),
                marketingType: listing.marketingType,
                objectType: listing.objectType,
                price: (listing.marketingType === 'miete' ? listing.coldRent : listing.price) ?? null,
                available: listing.status === 'verfuegbar',
                rooms: listing.rooms,
                livingArea: listing.livingArea,
                postcode: listing.postcode,
                city: listing.city,
                district: listing.district,
                streetAddress: listing.street ? [listing.street, listing.houseNumber].filter(Boolean).join(' ') : null,
                yearBuilt: listing.yearBuilt,
                commission: commissionText(listing),
              },
              absolute,
            ),
          ]
        : []),
    ],
  };
}
