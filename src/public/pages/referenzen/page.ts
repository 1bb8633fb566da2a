import type { ListResult } from '../../../shared/data/publicData';
import { cardImagePreload } from '../../listings/PropertyCard';
import { publicListKey, publicListQuery } from '../../data/publicQueries';
import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { referencesParams } from '../../data/pageQueries';
import { sitePage } from '../sitePage';
import { deferredCallToAction } from '../../deferred/deferredSections';
import ReferencesPage from './ReferencesPage';
import type { ListingCard } from '../../listings/listingCard';

export const page = sitePage({
  Component: ReferencesPage,
  loader: async ({ context: { cache, data } }) => {
    await Promise.all([deferredCallToAction.preload(), cache.ensure(publicListQuery(data, 'properties', referencesParams))]);
  },
  meta: ({ cache }) => ({
    preloadImage: cardImagePreload(cache.get<ListResult<ListingCard>>(publicListKey('properties', referencesParams))?.data[0]),
    title: 'Referenzen',
    description: 'Verkauft und vermietet: eine Auswahl der Wohnungen und Häuser, die Rheinkontor Immobilien in Köln erfolgreich vermittelt hat.',
    structuredData: breadcrumbData([crumbs.references]),
  }),
});
