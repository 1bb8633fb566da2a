import { describe, expect, it } from 'vitest';
import { isDashboardPath, routePath, routeTable } from './routeTable';

describe('route table', () => {
  it('holds exactly the routes of the specification, section 2, and those the law added since (§ 356a BGB)', () => {
    expect(routeTable.map(({ name, path, layout }) => [name, path, layout])).toEqual([
      ['index', '/', 'default'],
      ['angebote', '/angebote', 'property'],
      ['angebote-id', '/angebote/:id', 'property'],
      ['referenzen', '/referenzen', 'property'],
      ['referenzen-id', '/referenzen/:id', 'property'],
      ['leistungen-verkauf', '/leistungen/verkauf', 'property'],
      ['leistungen-vermietung', '/leistungen/vermietung', 'property'],
      ['leistungen-neubauprojekte', '/leistungen/neubauprojekte', 'property'],
      ['immobilienbewertung', '/immobilienbewertung', 'property'],
      ['uber-uns', '/uber-uns', 'property'],
      ['unser-team', '/unser-team', 'property'],
      ['kontakt', '/kontakt', 'property'],
      ['impressum', '/impressum', 'property'],
      ['datenschutz', '/datenschutz', 'property'],
      ['vertrag-widerrufen', '/vertrag-widerrufen', 'property'],
      ['login', '/login', 'simple'],
      ['suchauftrag', '/suchauftrag', 'simple'],
      ['dashboard', '/dashboard', 'dashboard'],
      ['dashboard-numbers', '/dashboard/numbers', 'dashboard'],
      ['dashboard-properties', '/dashboard/properties', 'dashboard'],
      ['dashboard-team', '/dashboard/team', 'dashboard'],
      ['dashboard-testimonials', '/dashboard/testimonials', 'dashboard'],
      ['dashboard-postausgang', '/dashboard/postausgang', 'dashboard'],
      ['dashboard-suchauftraege', '/dashboard/suchauftraege', 'dashboard'],
      ['dashboard-openimmo', '/dashboard/openimmo', 'dashboard'],
      ['dashboard-mein-zugang', '/dashboard/mein-zugang', 'dashboard'],
      ['dashboard-papierkorb', '/dashboard/papierkorb', 'dashboard'],
      ['dashboard-zugaenge', '/dashboard/zugaenge', 'dashboard'],
    ]);
  });

  it('guards every dashboard route with auth', () => {
    for (const route of routeTable.filter((entry) => entry.layout === 'dashboard')) {
      expect(route).toMatchObject({ middleware: ['auth'] });
    }
  });

  it('builds paths from names and encodes parameters', () => {
    expect(routePath('kontakt')).toBe('/kontakt');
    expect(routePath('angebote-id', { id: 'a b/c' })).toBe('/angebote/a%20b%2Fc');
    expect(() => routePath('angebote-id')).toThrow('Missing route parameter "id"');
  });

  it('recognises dashboard paths and nothing that merely starts alike', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/team/3')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isDashboardPath('/angebote')).toBe(false);
  });
});
