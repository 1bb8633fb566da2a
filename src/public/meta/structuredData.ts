import { brand } from '../../shared/brand/brand';
import type { JsonLd } from '../../shared/meta/pageMeta';

/**
 * schema.org nodes (JSON-LD) for search engines: the agency on every page, breadcrumbs, and
 * listings on exposés. Plain data in, plain objects out; pages decide what to pass.
 */
type Absolute = (path: string) => string;

export interface AgencyFacts {
  companyName?: string | null;
  legalForm?: string | null;
  street?: string | null;
  postcode?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
}

export const AGENCY_NODE_ID = '/#agentur';

/** The agency as a local business. Google shows LocalBusiness data; listings refer to it by @id. */
export function agencyNode(facts: AgencyFacts | null, absolute: Absolute): JsonLd {
  const name = facts?.companyName ? [facts.companyName, facts.legalForm].filter(Boolean).join(' ') : brand.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': absolute(AGENCY_NODE_ID),
    name,
    alternateName: brand.name,
    description: brand.description,
    url: absolute('/'),
    logo: absolute('/icon-512.png'),
    image: absolute('/og-image.png'),
    areaServed: { '@type': 'City', name: 'Köln' },
    ...(facts?.phone ? { telephone: facts.phone } : {}),
    ...(facts?.email ? { email: facts.email } : {}),
    ...(facts?.street && facts.postcode && facts.city
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: facts.street,
            postalCode: facts.postcode,
            addressLocality: facts.city,
            addressCountry: 'DE',
          },
        }
      : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbNode(crumbs: readonly Crumb[], absolute: Absolute): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export interface ListingFacts {
  path: string;
  title: string;
  description: string;
  datePosted: string;
  images: readonly string[];
  /** "kauf" sells, "miete" leases out. */
  marketingType: 'kauf' | 'miete';
  objectType: string;
  /** Purchase price or cold rent; null for "Preis auf Anfrage". */
  price: number | null;
  available: boolean;
  rooms: number | null;
  livingArea: number | null;
  postcode: string;
  city: string;
  district: string;
  streetAddress: string | null;
  yearBuilt: number | null;
  /** The commission as the exposé states it (commissionText). */
  commission: { label: string; text: string };
}

/** Houses are SingleFamilyResidence/House, everything else a flat or a generic Accommodation. */
function accommodationType(objectType: string): string {
  if (objectType === 'wohnung') return 'Apartment';
  if (objectType === 'haus') return 'House';
  return 'Accommodation';
}

/** A listing page: RealEstateListing with its Offer, about an Apartment or House. */
export function listingNode(listing: ListingFacts, absolute: Absolute): JsonLd {
  const url = absolute(listing.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${url}#inserat`,
    url,
    name: listing.title,
    description: listing.description,
    datePosted: listing.datePosted.slice(0, 10),
    inLanguage: 'de-DE',
    ...(listing.images.length ? { image: listing.images.map(absolute) } : {}),
    offers: {
      '@type': 'Offer',
      businessFunction: `http://purl.org/goodrelations/v1#${listing.marketingType === 'kauf' ? 'Sell' : 'LeaseOut'}`,
      priceCurrency: 'EUR',
      ...(listing.price !== null ? { price: listing.price } : {}),
      availability: `https://schema.org/${listing.available ? 'InStock' : 'LimitedAvailability'}`,
      seller: { '@id': absolute(AGENCY_NODE_ID) },
      // schema.org has no commission property: the Offer's description states it as the exposé does.
      description: `${listing.commission.label}: ${listing.commission.text}`,
      url,
    },
    about: {
      '@type': accommodationType(listing.objectType),
      name: listing.title,
      ...(listing.rooms !== null ? { numberOfRooms: listing.rooms } : {}),
      ...(listing.livingArea !== null ? { floorSize: { '@type': 'QuantitativeValue', value: listing.livingArea, unitCode: 'MTK' } } : {}),
      ...(listing.yearBuilt !== null ? { yearBuilt: listing.yearBuilt } : {}),
      address: {
        '@type': 'PostalAddress',
        ...(listing.streetAddress ? { streetAddress: listing.streetAddress } : {}),
        postalCode: listing.postcode,
        addressLocality: `${listing.city}-${listing.district}`,
        addressRegion: 'Nordrhein-Westfalen',
        addressCountry: 'DE',
      },
    },
  };
}
