import type { ExtraSources } from './securityHeaders';

/**
 * The Google hosts the browser talks to in Firebase mode: Authentication (and its sign-in popup on the
 * project's auth domain, VITE_FIREBASE_AUTH_DOMAIN), Firestore, Cloud Storage images, and Analytics after consent.
 */
export function firebaseCspSources(authDomain: string | undefined): ExtraSources {
  return {
    script: ['https://www.googletagmanager.com', 'https://apis.google.com'],
    connect: [
      'https://*.googleapis.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    img: ['https://firebasestorage.googleapis.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    frame: authDomain ? [`https://${authDomain}`] : [],
  };
}
