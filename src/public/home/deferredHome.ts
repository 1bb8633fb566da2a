import { deferred } from '../deferred/Deferred';

/** Everything below the home page's hero: its code loads when the visitor gets near it. */
export const homeSections = deferred(() => import('./HomeSections').then((module) => module.HomeSections));
