import { publicListQuery } from '../../data/publicQueries';
import { numbersParams } from '../../home/homeQueries';
import { breadcrumbData } from '../../site/breadcrumbs';
import { crumbs } from '../../site/crumbs';
import { teamParams } from '../../site/pageQueries';
import { definePage } from './definePage';

export const aboutPage = definePage({
  view: () => import('../AboutPage'),
  loader: async ({ context: { queryClient, data } }) => {
    await queryClient.ensureQueryData(publicListQuery(data, 'numbers', numbersParams));
  },
  meta: () => ({
    title: 'Über uns',
    description: 'Rheinkontor Immobilien: inhabergeführter Immobilienmakler in Köln. Unsere Geschichte, unsere Werte und was wir für Eigentümer, Käufer und Mieter erreicht haben.',
    structuredData: breadcrumbData([crumbs.about]),
  }),
});

export const teamPage = definePage({
  view: () => import('../TeamPage'),
  loader: async ({ context: { queryClient, data } }) => {
    await queryClient.ensureQueryData(publicListQuery(data, 'team', teamParams));
  },
  meta: () => ({
    title: 'Unser Team',
    description: 'Lernen Sie die Maklerinnen und Makler von Rheinkontor Immobilien kennen – mit Foto, Aufgabenbereich, Telefonnummer und E-Mail-Adresse.',
    structuredData: breadcrumbData([crumbs.team]),
  }),
});

/** Contact data and opening hours come from the agency settings every page loads. */
export const contactPage = definePage({
  view: () => import('../ContactPage'),
  meta: () => ({
    title: 'Kontakt',
    description: 'Kontakt zu Rheinkontor Immobilien in Köln: Anfrage senden, kostenlose Immobilienbewertung anfordern, Telefon, E-Mail, Adresse und Öffnungszeiten.',
    structuredData: breadcrumbData([crumbs.contact]),
  }),
});
