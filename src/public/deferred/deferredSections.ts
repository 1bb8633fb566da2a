import { deferred } from './Deferred';

/** The closing call to action of a list page: below the fold, its code loads when the visitor gets near it. */
export const deferredCallToAction = deferred(() => import('../sections/CallToAction').then((module) => module.CallToAction));

/**
 * The contact page's form: the page shows it at once (server HTML), its code loads on the first
 * touch, click, focus or key in it; what the visitor typed meanwhile is kept.
 */
export const deferredContactForm = deferred(() => import('../forms/ContactForm').then((module) => module.ContactForm), 'interaction');
