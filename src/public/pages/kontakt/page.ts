import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { sitePage } from '../sitePage';
import { deferredContactForm } from '../../deferred/deferredSections';
import ContactPage from './ContactPage';

/** Contact data and opening hours come from the agency settings every page loads. */
export const page = sitePage({
  Component: ContactPage,
  loader: () => deferredContactForm.preload(),
  meta: () => ({
    title: 'Kontakt',
    description: 'Kontakt zu Rheinkontor Immobilien in Köln: Anfrage senden, kostenlose Immobilienbewertung anfordern, Telefon, E-Mail, Adresse und Öffnungszeiten.',
    structuredData: breadcrumbData([crumbs.contact]),
  }),
});
