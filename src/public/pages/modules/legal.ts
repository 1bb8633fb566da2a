import { breadcrumbData } from '../../site/breadcrumbs';
import { crumbs } from '../../site/crumbs';
import { definePage } from './definePage';

/** Both legal pages are built from the agency settings, which every page loads. */
export const imprintPage = definePage({
  view: () => import('../ImprintPage'),
  meta: () => ({
    title: 'Impressum',
    description: 'Impressum von Rheinkontor Immobilien: Anbieterkennzeichnung nach § 5 DDG, Registerangaben und Erlaubnis nach § 34c GewO mit zuständiger Aufsichtsbehörde.',
    structuredData: breadcrumbData([crumbs.imprint]),
  }),
});

export const privacyPage = definePage({
  view: () => import('../PrivacyPage'),
  meta: () => ({
    title: 'Datenschutz',
    description: 'Datenschutzerklärung von Rheinkontor Immobilien: welche Daten wir beim Besuch der Website und bei Anfragen verarbeiten, wie lange und welche Rechte Sie haben.',
    structuredData: breadcrumbData([crumbs.privacy]),
  }),
});
