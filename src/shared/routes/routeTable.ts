/**
 * The product's routes, exactly as the specification (section 2) names them.
 * Pages, the server renderer, the sitemap and the dashboard all derive from this table.
 */
export type LayoutName = 'default' | 'property' | 'simple' | 'dashboard';

export interface RouteEntry {
  readonly name: string;
  readonly path: string;
  readonly layout: LayoutName;
  /** Names of guards from the route middleware registry, run before the route loads. */
  readonly middleware?: readonly string[];
}

export const routeTable = [
  { name: 'index', path: '/', layout: 'default' },
  { name: 'angebote', path: '/angebote', layout: 'property' },
  { name: 'angebote-id', path: '/angebote/:id', layout: 'property' },
  { name: 'referenzen', path: '/referenzen', layout: 'property' },
  { name: 'referenzen-id', path: '/referenzen/:id', layout: 'property' },
  { name: 'leistungen-verkauf', path: '/leistungen/verkauf', layout: 'property' },
  { name: 'leistungen-vermietung', path: '/leistungen/vermietung', layout: 'property' },
  { name: 'leistungen-neubauprojekte', path: '/leistungen/neubauprojekte', layout: 'property' },
  { name: 'immobilienbewertung', path: '/immobilienbewertung', layout: 'property' },
  { name: 'uber-uns', path: '/uber-uns', layout: 'property' },
  { name: 'unser-team', path: '/unser-team', layout: 'property' },
  { name: 'kontakt', path: '/kontakt', layout: 'property' },
  { name: 'impressum', path: '/impressum', layout: 'property' },
  { name: 'datenschutz', path: '/datenschutz', layout: 'property' },
  // The withdrawal function of § 356a BGB (not in the specification, which predates it): docs/withdrawal.md.
  { name: 'vertrag-widerrufen', path: '/vertrag-widerrufen', layout: 'property' },
  { name: 'login', path: '/login', layout: 'simple' },
  { name: 'suchauftrag', path: '/suchauftrag', layout: 'simple' },
  { name: 'dashboard', path: '/dashboard', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-numbers', path: '/dashboard/numbers', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-properties', path: '/dashboard/properties', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-team', path: '/dashboard/team', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-testimonials', path: '/dashboard/testimonials', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-postausgang', path: '/dashboard/postausgang', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-suchauftraege', path: '/dashboard/suchauftraege', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-openimmo', path: '/dashboard/openimmo', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-mein-zugang', path: '/dashboard/mein-zugang', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-papierkorb', path: '/dashboard/papierkorb', layout: 'dashboard', middleware: ['auth'] },
  { name: 'dashboard-zugaenge', path: '/dashboard/zugaenge', layout: 'dashboard', middleware: ['auth'] },
] as const satisfies readonly RouteEntry[];

type Table = (typeof routeTable)[number];
export type RouteName = Table['name'];
/** Routes rendered by the visitor site (server-rendered and hydrated). */
export type PublicRouteName = Extract<Table, { layout: 'default' | 'property' | 'simple' }>['name'];
export type DashboardRouteName = Extract<Table, { layout: 'dashboard' }>['name'];

export const publicRoutes = routeTable.filter((route): route is Extract<Table, { name: PublicRouteName }> => route.layout !== 'dashboard');
export const dashboardRoutes = routeTable.filter(
  (route): route is Extract<Table, { name: DashboardRouteName }> => route.layout === 'dashboard',
);

/** The prefix under which the client-rendered dashboard lives. */
export const DASHBOARD_BASE = '/dashboard';

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_BASE || pathname.startsWith(`${DASHBOARD_BASE}/`);
}

/** Builds a path from a route name, so links never spell paths by hand. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  const entry = routeTable.find((route) => route.name === name);
  if (!entry) throw new Error(`Unknown route: ${name}`);
  return entry.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
}
