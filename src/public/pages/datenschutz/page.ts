import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { sitePage } from '../sitePage';
import PrivacyPage from './PrivacyPage';

/** Built from the agency settings, which every page loads. */
export const page = sitePage({
  Component: PrivacyPage,
  meta: () => ({
    title: 'Datenschutz',
    description: 'Datenschutzerklärung von Rheinkontor Immobilien: welche Daten wir beim Besuch der Website und bei Anfragen verarbeiten, wie lange und welche Rechte Sie haben.',
    structuredData: breadcrumbData([crumbs.privacy]),
  }),
});
