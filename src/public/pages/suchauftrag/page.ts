import SearchAlertPage from './SearchAlertPage';
import type { PageModule } from '../pageModule';

/** The links of a search request's mails: never indexed, nothing to load on the server (the token is in the fragment). */
export const page = {
  Component: SearchAlertPage,
  meta: () => ({ title: 'Suchauftrag', robots: 'noindex, nofollow' }),
} satisfies PageModule;
