import { routePath, type RouteName } from '../routes/routeTable';
import { isCurrentOffer, isReference, offerPath, referencePath } from './propertyScopes';

/** The resources whose records appear on public pages, so staff can preview them ("Vorschau", docs/caching.md). */
export const PREVIEW_RESOURCES = ['properties', 'team', 'testimonials'] as const;
export type PreviewResource = (typeof PREVIEW_RESOURCES)[number];

export const isPreviewResource = (name: string): name is PreviewResource => (PREVIEW_RESOURCES as readonly string[]).includes(name);

/** The service page that shows a testimonial of that service; the others appear on the home page. */
const SERVICE_PAGES: Record<string, RouteName> = {
  verkauf: 'leistungen-verkauf',
  vermietung: 'leistungen-vermietung',
  neubau: 'leistungen-neubauprojekte',
};

/**
 * The public page a record would appear on once saved and published: a property's offer or reference page (none for
 * any other status), the team page, the testimonial's service page or the home page.
 */
export function previewPagePath(resource: PreviewResource, record: Record<string, unknown> & { id: string }): string | null {
  switch (resource) {
    case 'properties': {
      const state = { status: String(record.status ?? ''), showAsReference: record.showAsReference as boolean | null | undefined };
      if (isCurrentOffer(state)) return offerPath(record.id);
      return isReference(state) ? referencePath(record.id) : null;
    }
    case 'team':
      return routePath('unser-team');
    case 'testimonials': {
      const page = typeof record.service === 'string' ? SERVICE_PAGES[record.service] : undefined;
      return routePath(page ?? 'index');
    }
  }
}

/** Where the dashboard posts a form's values for a preview of one record (server/preview/previewRoutes.ts). */
export const previewApiPath = (resource: PreviewResource, id: string) => `/api/previews/${resource}/${encodeURIComponent(id)}`;

/** The preview page itself: opened in a new tab, for the member of staff who asked for it only. */
export const PREVIEW_PAGE_PREFIX = '/vorschau/';
