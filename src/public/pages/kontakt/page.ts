import { breadcrumbData } from '../../breadcrumbs/breadcrumbData';
import { crumbs } from '../../breadcrumbs/crumbs';
import { sitePage } from '../sitePage';
import { deferredContactForm } from '../../deferred/deferredSections';
import ContactPage from './ContactPage';
import { contactTopicOf } from '../../../shared/resources/choices/inquiryTopics';

/** Contact data and opening hours come from the agency settings every page loads. */
export const page = sitePage({
  Component: ContactPage,
  loader: () => deferredContactForm.preload(),
  // The topic a link preselects; a general inquiry is the page without one.
  query: (params) => {
    const topic = contactTopicOf(params.get('anliegen'));
    return new URLSearchParams(topic === 'allgemein' ? {} : { anliegen: topic });
  },
  meta: () => ({
    title: 'Kontakt',
    description: 'Kontakt zu Rheinkontor Immobilien in Köln: Anfrage senden, kostenlose Immobilienbewertung anfordern, Telefon, E-Mail, Adresse und Öffnungszeiten.',
    structuredData: breadcrumbData([crumbs.contact]),
  }),
});
