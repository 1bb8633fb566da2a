import type { PublicRouteName } from '../../shared/routes/routeTable';
import { sitePage } from '../site/sitePage';
import { aboutPage, contactPage, teamPage } from './modules/company';
import { homePage } from './modules/home';
import { imprintPage, privacyPage } from './modules/legal';
import { loginPage } from './modules/login';
import { offerPage } from './modules/offer';
import { offersPage } from './modules/offers';
import { referencePage } from './modules/reference';
import { referencesPage } from './modules/references';
import { newBuildServicePage, rentalServicePage, salesServicePage } from './modules/services';
import type { PageModule } from './pageModule';

/**
 * Every public route of the route table has exactly one page (the type enforces it). Loaders
 * and meta live in ./modules (main bundle), each view in a chunk of its own. Visitor pages are
 * wrapped by `sitePage` (agency settings for header and footer, agency structured data); the
 * staff sign-in is not.
 */
export const publicPages: Record<PublicRouteName, PageModule> = {
  index: sitePage(homePage),
  angebote: sitePage(offersPage),
  'angebote-id': sitePage(offerPage),
  referenzen: sitePage(referencesPage),
  'referenzen-id': sitePage(referencePage),
  'leistungen-verkauf': sitePage(salesServicePage),
  'leistungen-vermietung': sitePage(rentalServicePage),
  'leistungen-neubauprojekte': sitePage(newBuildServicePage),
  'uber-uns': sitePage(aboutPage),
  'unser-team': sitePage(teamPage),
  kontakt: sitePage(contactPage),
  impressum: sitePage(imprintPage),
  datenschutz: sitePage(privacyPage),
  login: loginPage,
};
