import { routePath } from '../../shared/routes/routeTable';

/** The agency's three services, as the home page and the service pages present them. */
export const services = [
  {
    id: 'verkauf',
    title: 'Immobilie verkaufen',
    text: 'Marktgerechte Bewertung, hochwertiges Exposé, geprüfte Kaufinteressenten und Begleitung bis zum Notartermin – für den bestmöglichen Preis.',
    to: routePath('leistungen-verkauf'),
    linkLabel: 'Mehr zum Verkauf',
  },
  {
    id: 'vermietung',
    title: 'Immobilie vermieten',
    text: 'Wir finden solvente, passende Mieterinnen und Mieter, prüfen Unterlagen sorgfältig und bereiten einen rechtssicheren Mietvertrag vor.',
    to: routePath('leistungen-vermietung'),
    linkLabel: 'Mehr zur Vermietung',
  },
  {
    id: 'neubau',
    title: 'Neubauprojekte vermarkten',
    text: 'Für Bauträger und Projektentwickler: Vertriebskonzept, Musterwohnung, digitale Präsentation und Vertrieb vom ersten Spatenstich an.',
    to: routePath('leistungen-neubauprojekte'),
    linkLabel: 'Mehr zu Neubauprojekten',
  },
] as const;
