import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import { readFirebaseConfig } from '../../shared/firebase/firebaseConfig';
import type { AnalyticsClient } from './client';
import { CONSENT_MAX_AGE_SECONDS } from '../../shared/analytics/consentCookie';
import { browserStorage, removeAnalyticsStorage, type DeviceStorage } from './deviceStorage';
import type { TrackedEvent } from '../../shared/analytics/events';

type AppSdk = Pick<typeof import('firebase/app'), 'getApps' | 'initializeApp'>;
type AnalyticsSdk = Pick<typeof import('firebase/analytics'), 'isSupported' | 'initializeAnalytics' | 'logEvent' | 'setConsent' | 'setAnalyticsCollectionEnabled'>;

export interface FirebaseAnalyticsDeps {
  loadSdk: () => Promise<{ app: AppSdk; analytics: AnalyticsSdk }>;
  /** The web app's options plus its Google Analytics measurement id (VITE_FIREBASE_MEASUREMENT_ID). */
  options: () => FirebaseOptions;
  storage: () => DeviceStorage;
  origin: () => string;
}

/** A Firebase app of its own: the dashboard's default app must not depend on whether a visitor consented. */
export const ANALYTICS_APP_NAME = 'visitor-analytics';

const browserDeps: FirebaseAnalyticsDeps = {
  loadSdk: async () => {
    const [app, analytics] = await Promise.all([import('firebase/app'), import('firebase/analytics')]);
    return { app, analytics };
  },
  options: () => {
    const measurementId = import.meta.env.VITE_FIREBASE_MEASUREMENT_ID as string | undefined;
    if (!measurementId) throw new Error('VITE_FIREBASE_MEASUREMENT_ID fehlt: ohne sie gibt es im Firebase-Betrieb keine Besucherstatistik.');
    return { ...readFirebaseConfig(import.meta.env).options, measurementId };
  },
  storage: browserStorage,
  origin: () => window.location.origin,
};

/**
 * Page addresses go to Google as origin plus the counted path (see trackedPath): never a query
 * string. Events keep the names of the embedded mode, so both backends report the same things.
 */
export function firebaseEventParams(event: TrackedEvent, origin: string): { name: string; params: Record<string, string> } {
  const page = { page_path: event.path, page_location: `${origin}${event.path}` };
  switch (event.type) {
    case 'page_view':
      return { name: 'page_view', params: page };
    case 'offer_viewed':
      return { name: 'offer_viewed', params: { ...page, offer_id: event.offerId } };
    case 'inquiry_sent':
      return { name: 'inquiry_sent', params: { ...page, topic: event.topic, ...(event.offerId ? { offer_id: event.offerId } : {}) } };
    case 'filter_used':
      return { name: 'filter_used', params: { ...page, filter: event.filter } };
  }
}

/**
 * Firebase mode: Google Analytics for Firebase behind the same interface, its SDK loaded only now
 * (after consent). Only analytics storage is granted, never advertising; no automatic page views
 * (the site sends them on navigation), no Google signals, and Google's cookies expire no later
 * than the consent itself.
 */
export async function createFirebaseAnalytics(deps: FirebaseAnalyticsDeps = browserDeps): Promise<AnalyticsClient> {
  const { app: appSdk, analytics: sdk } = await deps.loadSdk();
  if (!(await sdk.isSupported())) throw new Error('Firebase Analytics wird in diesem Browser nicht unterstützt.');
  const app: FirebaseApp = appSdk.getApps().find((candidate) => candidate.name === ANALYTICS_APP_NAME) ?? appSdk.initializeApp(deps.options(), ANALYTICS_APP_NAME);
  sdk.setConsent({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', personalization_storage: 'denied' });
  const instance = sdk.initializeAnalytics(app, {
    config: {
      send_page_view: false,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      cookie_expires: CONSENT_MAX_AGE_SECONDS,
    },
  });
  let active = true;
  return {
    send(event) {
      if (!active) return;
      const { name, params } = firebaseEventParams(event, deps.origin());
      sdk.logEvent(instance, name, params);
    },
    stop() {
      active = false;
      sdk.setAnalyticsCollectionEnabled(instance, false);
      sdk.setConsent({ analytics_storage: 'denied' });
      removeAnalyticsStorage(deps.storage());
    },
    resume() {
      active = true;
      sdk.setConsent({ analytics_storage: 'granted' });
      sdk.setAnalyticsCollectionEnabled(instance, true);
    },
  };
}
