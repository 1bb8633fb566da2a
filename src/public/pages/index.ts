import type { PublicRouteName } from '../../shared/routes/routeTable';
import { aboutPage } from './modules/about';
import { contactPage } from './modules/contact';
import { homePage } from './modules/home';
import { imprintPage } from './modules/imprint';
import { loginPage } from './modules/login';
import { newBuildServicePage } from './modules/newBuild';
import { offerPage } from './modules/offer';
import { offersPage } from './modules/offers';
import { privacyPage } from './modules/privacy';
import { referencePage } from './modules/reference';
import { referencesPage } from './modules/references';
import { rentalServicePage } from './modules/rental';
import { salesServicePage } from './modules/sales';
import { teamPage } from './modules/team';
import type { PageModule } from './pageModule';

/**
 * Every public route of the route table has exactly one page (the type enforces it), for the
 * server bundle. The browser loads the same modules one chunk per page (./lazyPages.ts). Visitor
 * pages are wrapped by `sitePage` (agency settings for header and footer, agency structured
 * data); the staff sign-in is not.
 */
export const publicPages: Record<PublicRouteName, PageModule> = {
  index: homePage,
  angebote: offersPage,
  'angebote-id': offerPage,
  referenzen: referencesPage,
  'referenzen-id': referencePage,
  'leistungen-verkauf': salesServicePage,
  'leistungen-vermietung': rentalServicePage,
  'leistungen-neubauprojekte': newBuildServicePage,
  'uber-uns': aboutPage,
  'unser-team': teamPage,
  kontakt: contactPage,
  impressum: imprintPage,
  datenschutz: privacyPage,
  login: loginPage,
};
