import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { sitePage } from '../sitePage';
import ImprintPage from './ImprintPage';

/** Built from the agency settings, which every page loads. */
export const page = sitePage({
  Component: ImprintPage,
  meta: () => ({
    title: 'Impressum',
    description: 'Impressum von Rheinkontor Immobilien: Anbieterkennzeichnung nach § 5 DDG, Registerangaben und Erlaubnis nach § 34c GewO mit zuständiger Aufsichtsbehörde.',
    structuredData: breadcrumbData([crumbs.imprint]),
  }),
});
