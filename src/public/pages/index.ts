import type { PublicRouteName } from '../../shared/routes/routeTable';
import { aboutPage } from './AboutPage';
import { contactPage } from './ContactPage';
import { homePage } from './HomePage';
import { imprintPage } from './ImprintPage';
import { loginPage } from './LoginPage';
import { newBuildServicePage } from './NewBuildServicePage';
import { offerPage } from './OfferPage';
import { offersPage } from './OffersPage';
import type { PageModule } from './pageModule';
import { privacyPage } from './PrivacyPage';
import { referencePage } from './ReferencePage';
import { referencesPage } from './ReferencesPage';
import { rentalServicePage } from './RentalServicePage';
import { salesServicePage } from './SalesServicePage';
import { teamPage } from './TeamPage';

/** Every public route of the route table has exactly one page (the type enforces it). */
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
