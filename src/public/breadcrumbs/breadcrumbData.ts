import type { PageMeta } from '../../shared/meta/pageMeta';
import { breadcrumbNode, type Crumb } from '../meta/structuredData';

export type { Crumb };

export const HOME_CRUMB: Crumb = { name: 'Startseite', path: '/' };

/** Structured data for a page's trail; the trail starts at the home page. */
export const breadcrumbData = (crumbs: readonly Crumb[]): PageMeta['structuredData'] => (absolute) => [
  breadcrumbNode([HOME_CRUMB, ...crumbs], absolute),
];
