import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../public/errors/ErrorPage';
import type { RenderOptions } from '../shared/ssr/renderContract';
import { AppRoot } from './AppRoot';
import { createServerEntry, render } from './entry-server';
import { loadPublicPages } from '../public/pages/publicPages';
import { createRoutes } from './routes';

const options = (log = vi.fn()): RenderOptions => ({
  viewport: 'desktop',
  buildId: 'test',
  session: { getSession: async () => null },
  data: { getList: async () => ({ data: [], total: 0 }), getOne: async () => null },
  log,
  origin: 'http://localhost',
});

function Boom(): never {
  throw new Error('Komponente kaputt');
}

const failingEntry = createServerEntry(() => [
  {
    id: 'root',
    Component: AppRoot,
    ErrorBoundary: ErrorPage,
    children: [
      { id: 'render-error', path: '/render-fehler', Component: Boom },
      {
        id: 'loader-error',
        path: '/loader-fehler',
        loader: () => {
          throw new Error('Datenbank nicht erreichbar');
        },
        Component: () => <p>nie sichtbar</p>,
      },
    ],
  },
]);

describe('server render', () => {
  it('shows the error page with status 500 when a page fails to render', async () => {
    const log = vi.fn();
    const result = await failingEntry.render(new Request('http://localhost/render-fehler'), options(log));
    expect(result).toMatchObject({ kind: 'page', status: 500, error: 'Komponente kaputt' });
    expect(result.kind === 'page' && result.html).toContain('Die von Ihnen aufgerufene Seite existiert nicht');
    expect(log).toHaveBeenCalledWith('error', expect.stringContaining('Komponente kaputt'));
  });

  it('shows the error page with status 500 when a loader fails', async () => {
    const result = await failingEntry.render(new Request('http://localhost/loader-fehler'), options());
    expect(result).toMatchObject({ kind: 'page', status: 500, error: 'Datenbank nicht erreichbar' });
    expect(result.kind === 'page' && result.html).toContain('Sie haben eine Seite aufgerufen, die nicht oder nicht mehr existiert.');
  });

  it('reports "Page not found: {path}" for unknown paths', async () => {
    const log = vi.fn();
    const result = await render(new Request('http://localhost/nirgendwo?x=1'), options(log));
    expect(result).toMatchObject({ kind: 'page', status: 404, error: 'Page not found: /nirgendwo' });
    expect(log).toHaveBeenCalledWith('warn', 'Page not found: /nirgendwo');
  });

  it('sends the dashboard as a shell for the browser to render, marked noindex', async () => {
    const signedIn = { ...options(), session: { getSession: async () => ({ email: 'anna@example.de' }) } };
    const result = await render(new Request('http://localhost/dashboard/team'), signedIn);
    expect(result).toMatchObject({ kind: 'page', status: 200 });
    if (result.kind !== 'page') return;
    expect(result.head).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(result.html).toContain('data-layout="dashboard"');
    expect(result.html).not.toContain('__staticRouterHydrationData');
    expect(result.appData).toContain('"hydrate":false');
  });

  it('answers unknown dashboard sections with 404 once signed in', async () => {
    const signedIn = { ...options(), session: { getSession: async () => ({ email: 'anna@example.de' }) } };
    const result = await render(new Request('http://localhost/dashboard/gibts-nicht'), signedIn);
    expect(result).toMatchObject({ kind: 'page', status: 404 });
  });
});

describe('when the page starts its code (src/app/boot.ts)', () => {
  const modeOf = async (path: string, extra: Partial<RenderOptions> = {}) => {
    const result = await render(new Request(`http://localhost${path}`), { ...options(), ...extra });
    if (result.kind !== 'page') throw new Error(`${path} answered ${result.kind}`);
    return /data-start="(\w+)"/.exec(result.appData)?.[1];
  };

  it('waits for the first interaction on content pages, the 404 page included', async () => {
    for (const path of ['/', '/angebote', '/kontakt', '/impressum', '/nirgendwo']) expect(await modeOf(path)).toBe('interaction');
  });

  it('starts at load where the code is needed at once', async () => {
    for (const path of ['/login', '/suchauftrag', '/immobilienbewertung', '/leistungen/verkauf', '/leistungen/vermietung']) {
      expect(await modeOf(path)).toBe('load');
    }
  });

  it("starts at load for a visitor who allowed statistics (the page view), for previews and for a posted form's outcome", async () => {
    expect(await modeOf('/', { consent: 'granted' })).toBe('load');
    expect(await modeOf('/', { consent: 'denied' })).toBe('interaction');
    expect(await modeOf('/', { preview: true })).toBe('load');
    expect(await modeOf('/kontakt', { actionData: { ok: true } })).toBe('load');
  });
});

describe('route building', () => {
  it('fails with "Unknown route middleware" when a route names an unregistered guard', async () => {
    const context = { ...options(), cache: {} as never };
    const pages = await loadPublicPages();
    expect(() => createRoutes({ context, target: 'server', pages, errorPage: ErrorPage, middleware: {} })).toThrowError(
      /^Unknown route middleware$/,
    );
  });
});
