import { routePath } from '../routes/routeTable';

/**
 * Which properties are offers and which are references: the one definition that the declaration's
 * rules, the public pages, the sitemap, the exposé's 404 rule and the dashboard share, so a property
 * is never in the sitemap but missing on the site, or flagged in the dashboard for a rule the site ignores.
 */
export const CURRENT_OFFER_STATUSES = ['verfuegbar', 'reserviert'] as const;
export const REFERENCE_STATUSES = ['verkauft', 'vermietet'] as const;

/** List filters in the API's dialect (visitors only ever see published records anyway). */
export const currentOfferFilter = { status: [...CURRENT_OFFER_STATUSES] };
export const referenceFilter = { status: [...REFERENCE_STATUSES], showAsReference: true };

interface PropertyState {
  status: string;
  showAsReference?: boolean | null;
  published?: boolean | null;
}

export const isCurrentOffer = (property: PropertyState) => (CURRENT_OFFER_STATUSES as readonly string[]).includes(property.status);

export const isReference = (property: PropertyState) =>
  Boolean(property.showAsReference) && (REFERENCE_STATUSES as readonly string[]).includes(property.status);

export const offerPath = (id: string) => routePath('angebote-id', { id });
export const referencePath = (id: string) => routePath('referenzen-id', { id });

/** Where visitors see a property: its offer page, its reference page, or nowhere (unpublished). */
export function publicPathOf(property: PropertyState & { id: string | number }): string | null {
  if (!property.published) return null;
  if (isCurrentOffer(property)) return offerPath(String(property.id));
  return isReference(property) ? referencePath(String(property.id)) : null;
}

/** A current offer's exposé as a PDF, for visitors (server/exposePdf). */
export const exposePdfPath = (id: string) => `${offerPath(id)}/expose.pdf`;

/** Staff's PDF of any property, also an unpublished one (embedded backend). */
export const staffExposePdfPath = (id: string) => `/api/properties/${encodeURIComponent(id)}/expose.pdf`;
