import { definePage } from './definePage';

/** Staff sign-in: no agency data, never indexed. */
export const loginPage = definePage({
  view: () => import('../LoginPage'),
  meta: () => ({ title: 'Anmeldung', robots: 'noindex, nofollow' }),
});
