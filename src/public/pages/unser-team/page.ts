import { publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { teamParams } from '../../data/pageQueries';
import { sitePage } from '../sitePage';
import { deferredCallToAction } from '../../deferred/deferredSections';
import TeamPage from './TeamPage';

export const page = sitePage({
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
