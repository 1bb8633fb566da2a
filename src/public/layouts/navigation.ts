import { routePath } from '../../shared/routes/routeTable';

export interface NavItem {
  label: string;
  to: string;
}

export const mainNavigation: NavItem[] = [
  { label: 'Angebote', to: routePath('angebote') },
  { label: 'Verkaufen', to: routePath('leistungen-verkauf') },
  { label: 'Vermieten', to: routePath('leistungen-vermietung') },
  { label: 'Neubau', to: routePath('leistungen-neubauprojekte') },
  { label: 'Referenzen', to: routePath('referenzen') },
  { label: 'Über uns', to: routePath('uber-uns') },
  { label: 'Team', to: routePath('unser-team') },
];

export const contactNavItem: NavItem = { label: 'Kontakt', to: routePath('kontakt') };

export const legalNavigation: NavItem[] = [
  { label: 'Impressum', to: routePath('impressum') },
  { label: 'Datenschutz', to: routePath('datenschutz') },
];
