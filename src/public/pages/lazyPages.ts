import type { PublicRouteName } from '../../shared/routes/routeTable';
import type { PageModule } from './pageModule';

/**
 * The browser's view of ./index.ts: each page (view, loader, meta) is a chunk of its own, loaded
 * when its route is entered, so a first visit loads only the page it shows.
 */
export const lazyPublicPages: Record<PublicRouteName, () => Promise<PageModule>> = {
  index: () => import('./modules/home').then((module) => module.homePage),
  angebote: () => import('./modules/offers').then((module) => module.offersPage),
  'angebote-id': () => import('./modules/offer').then((module) => module.offerPage),
  referenzen: () => import('./modules/references').then((module) => module.referencesPage),
  'referenzen-id': () => import('./modules/reference').then((module) => module.referencePage),
  'leistungen-verkauf': () => import('./modules/sales').then((module) => module.salesServicePage),
  'leistungen-vermietung': () => import('./modules/rental').then((module) => module.rentalServicePage),
  'leistungen-neubauprojekte': () => import('./modules/newBuild').then((module) => module.newBuildServicePage),
  'uber-uns': () => import('./modules/about').then((module) => module.aboutPage),
  'unser-team': () => import('./modules/team').then((module) => module.teamPage),
  kontakt: () => import('./modules/contact').then((module) => module.contactPage),
  impressum: () => import('./modules/imprint').then((module) => module.imprintPage),
  datenschutz: () => import('./modules/privacy').then((module) => module.privacyPage),
  login: () => import('./modules/login').then((module) => module.loginPage),
};
