import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../site/breadcrumbs';
import { crumbs } from '../../site/crumbs';
import { referencesParams } from '../../site/pageQueries';
import { definePage } from './definePage';

export const referencesPage = definePage({
  view: () => import('../ReferencesPage'),
  loader: async ({ context: { queryClient, data } }) => {
    await queryClient.ensureQueryData(publicListQuery(data, 'properties', referencesParams));
  },
  meta: () => ({
    title: 'Referenzen',
    description: 'Verkauft und vermietet: eine Auswahl der Wohnungen und Häuser, die Rheinkontor Immobilien in Köln erfolgreich vermittelt hat.',
    structuredData: breadcrumbData([crumbs.references]),
  }),
});
