import { routePath } from '../../shared/routes/routeTable';
import type { Crumb } from './breadcrumbData';

/** Each page's place below the home page: the visible trail and the BreadcrumbList use the same. */
const crumb = (name: string, route: Parameters<typeof routePath>[0]): Crumb => ({ name, path: routePath(route) });

export const crumbs = {
  offers: crumb('Angebote', 'angebote'),
  references: crumb('Referenzen', 'referenzen'),
  sales: crumb('Immobilie verkaufen', 'leistungen-verkauf'),
  rental: crumb('Immobilie vermieten', 'leistungen-vermietung'),
  newBuild: crumb('Neubauprojekte', 'leistungen-neubauprojekte'),
  valuation: crumb('Immobilienbewertung', 'immobilienbewertung'),
  about: crumb('Über uns', 'uber-uns'),
  team: crumb('Unser Team', 'unser-team'),
  contact: crumb('Kontakt', 'kontakt'),
  imprint: crumb('Impressum', 'impressum'),
  privacy: crumb('Datenschutz', 'datenschutz'),
  withdrawal: crumb('Vertrag widerrufen', 'vertrag-widerrufen'),
} as const;
