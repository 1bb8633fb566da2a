import { publicListQuery } from '../../data/publicQueries';
import { numbersParams } from '../../home/homeQueries';
import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { sitePage } from '../sitePage';
import AboutPage from './AboutPage';

export const page = sitePage({
  Component: AboutPage,
  loader: async ({ context: { cache, data } }) => {
    await cache.ensure(publicListQuery(data, 'numbers', numbersParams));
  },
  meta: () => ({
    title: 'Über uns',
    description: 'Rheinkontor Immobilien: inhabergeführter Immobilienmakler in Köln. Unsere Geschichte, unsere Werte und was wir für Eigentümer, Käufer und Mieter erreicht haben.',
    structuredData: breadcrumbData([crumbs.about]),
  }),
});
