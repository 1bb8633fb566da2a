import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../site/breadcrumbs';
import { crumbs } from '../../site/crumbs';
import { teamParams } from '../../site/pageQueries';
import { sitePage } from '../../site/sitePage';
import { deferredCallToAction } from '../../components/deferredSections';
import TeamPage from '../TeamPage';

export const teamPage = sitePage({
  Component: TeamPage,
  loader: async ({ context: { cache, data } }) => {
    await Promise.all([deferredCallToAction.preload(), cache.ensure(publicListQuery(data, 'team', teamParams))]);
  },
  meta: () => ({
    title: 'Unser Team',
    description: 'Lernen Sie die Maklerinnen und Makler von Rheinkontor Immobilien kennen – mit Foto, Aufgabenbereich, Telefonnummer und E-Mail-Adresse.',
    structuredData: breadcrumbData([crumbs.team]),
  }),
});
