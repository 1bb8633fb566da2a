import { routePath } from '../../shared/routes/routeTable';

export interface NavItem {
  label: string;
  to: string;
  /** Pages below this one, listed under it in the phone menu, the footer and the desktop bar's fly-out. */
  sub?: NavItem[];
}

/** The items with their sub-items after each, marked so a menu can indent them. */
export const withSubItems = (items: readonly NavItem[]) => items.flatMap((item) => [{ ...item, nested: false }, ...(item.sub ?? []).map((sub) => ({ ...sub, nested: true }))]);

export const mainNavigation: NavItem[] = [
  { label: 'Angebote', to: routePath('angebote') },
  { label: 'Verkaufen', to: routePath('leistungen-verkauf'), sub: [{ label: 'Immobilienbewertung', to: routePath('immobilienbewertung') }] },
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
  // The withdrawal function of § 356a BGB: on every page, throughout the withdrawal period.
  { label: 'Vertrag widerrufen', to: routePath('vertrag-widerrufen') },
];
