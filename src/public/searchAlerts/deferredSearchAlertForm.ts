import { deferred } from '../deferred/Deferred';

/**
 * "Suchauftrag anlegen" on /angebote: a closed disclosure the page shows at once (server HTML); its code, with the
 * search request's shared chunk, loads on the first touch, click, focus or key in it, so visitors who only browse
 * the offers never pay for it.
 */
export const deferredSearchAlertForm = deferred(() => import('./SearchAlertForm').then((module) => module.SearchAlertForm), 'interaction');
