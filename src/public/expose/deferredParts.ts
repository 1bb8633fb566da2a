import { deferred } from '../deferred/Deferred';

/** The parts of the exposé below the fold: their code loads when the visitor gets near them. */
export const exposeDetails = deferred(() => import('./ExposeDetails').then((module) => module.ExposeDetails));
export const similarOffers = deferred(() => import('./ExposeDetails').then((module) => module.SimilarOffers));
/** Share, e-mail and print, under the price box: below the fold on phones. */
export const shareActions = deferred(() => import('./ShareActions').then((module) => module.ShareActions));

/** For the page's loader: the server and client navigation render these parts at once. */
export const preloadExposeParts = () => Promise.all([exposeDetails.preload(), similarOffers.preload(), shareActions.preload()]);
