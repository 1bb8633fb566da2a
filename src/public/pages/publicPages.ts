import type { PublicRouteName } from '../../shared/routes/routeTable';
import type { PageModule } from './pageModule';

/** What a page folder's page.ts exports. */
interface PageFile {
  page: PageModule;
}

/**
 * Every public page: one folder per route of the route table, named after the route, holding the
 * page's view and its page.ts (view, loader, meta). The type makes a route without a page a compile
 * error. Each page is a chunk of its own: the browser loads it when its route is entered, so a first
 * visit loads only the page it shows; the server loads them all once.
 */
const pageFiles: Record<PublicRouteName, () => Promise<PageFile>> = {
  index: () => import('./index/page'),
  angebote: () => import('./angebote/page'),
  'angebote-id': () => import('./angebote-id/page'),
  referenzen: () => import('./referenzen/page'),
  'referenzen-id': () => import('./referenzen-id/page'),
  'leistungen-verkauf': () => import('./leistungen-verkauf/page'),
  'leistungen-vermietung': () => import('./leistungen-vermietung/page'),
  'leistungen-neubauprojekte': () => import('./leistungen-neubauprojekte/page'),
  immobilienbewertung: () => import('./immobilienbewertung/page'),
  'uber-uns': () => import('./uber-uns/page'),
  'unser-team': () => import('./unser-team/page'),
  kontakt: () => import('./kontakt/page'),
  impressum: () => import('./impressum/page'),
  datenschutz: () => import('./datenschutz/page'),
  'vertrag-widerrufen': () => import('./vertrag-widerrufen/page'),
  login: () => import('./login/page'),
  suchauftrag: () => import('./suchauftrag/page'),
};

const routeNames = Object.keys(pageFiles) as PublicRouteName[];

/** The browser's pages: each one loaded when its route is entered. */
export const lazyPublicPages = Object.fromEntries(
  routeNames.map((name) => [name, () => pageFiles[name]().then((file) => file.page)]),
) as Record<PublicRouteName, () => Promise<PageModule>>;

let loadingAll: Promise<Record<PublicRouteName, PageModule>> | undefined;

/** The server's pages: all of them, loaded on the first render, so every later one starts at once. */
export function loadPublicPages(): Promise<Record<PublicRouteName, PageModule>> {
  loadingAll ??= Promise.all(routeNames.map(async (name) => [name, (await pageFiles[name]()).page] as const)).then(
    (pages) => Object.fromEntries(pages) as Record<PublicRouteName, PageModule>,
  );
  return loadingAll;
}
