import { findResource, type ResourceName } from './registry';

/** Whether a resource's records appear on public pages, so staff can preview them ("Vorschau", docs/caching.md). */
export const isPreviewResource = (name: string): name is ResourceName => Boolean(findResource(name)?.previewPage);

/** The public page a record would appear on once saved and published (its declaration's `previewPage`), or null. */
export const previewPagePath = (resource: string, record: Record<string, unknown> & { id: string }): string | null =>
  findResource(resource)?.previewPage?.(record) ?? null;

/** Where the dashboard posts a form's values for a preview of one record (server/preview/previewRoutes.ts). */
export const previewApiPath = (resource: string, id: string) => `/api/previews/${resource}/${encodeURIComponent(id)}`;

/** The preview page itself: opened in a new tab, for the member of staff who asked for it only. */
export const PREVIEW_PAGE_PREFIX = '/vorschau/';
