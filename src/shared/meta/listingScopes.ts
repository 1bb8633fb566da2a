import { routePath } from '../routes/routeTable';

/**
 * Which published listings appear where. Pages, the sitemap and the exposé's 404 rule share
 * these, so a listing is never in the sitemap but missing on the site (or the other way round).
 */
export const CURRENT_OFFER_STATUSES = ['verfuegbar', 'reserviert'] as const;
export const REFERENCE_STATUSES = ['verkauft', 'vermietet'] as const;

/** List filters in the API's dialect (visitors only ever see published records anyway). */
export const currentOfferFilter = { status: [...CURRENT_OFFER_STATUSES] };
export const referenceFilter = { status: [...REFERENCE_STATUSES], showAsReference: true };

interface ListingState {
  status: string;
  showAsReference?: boolean | null;
}

export const isCurrentOffer = (listing: ListingState) => (CURRENT_OFFER_STATUSES as readonly string[]).includes(listing.status);

export const isReference = (listing: ListingState) =>
  Boolean(listing.showAsReference) && (REFERENCE_STATUSES as readonly string[]).includes(listing.status);

export const offerPath = (id: string) => routePath('angebote-id', { id });
export const referencePath = (id: string) => routePath('referenzen-id', { id });
