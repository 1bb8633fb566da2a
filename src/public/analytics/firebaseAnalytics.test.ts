import { describe, expect, it, vi } from 'vitest';
import { cookieDomains, removeAnalyticsStorage, type DeviceStorage } from './deviceStorage';
import { ANALYTICS_APP_NAME, createFirebaseAnalytics, firebaseEventParams, type FirebaseAnalyticsDeps } from './firebaseAnalytics';

function fakeSdk(supported = true) {
  const instance = { app: { name: ANALYTICS_APP_NAME } };
  return {
    app: { getApps: vi.fn(() => []), initializeApp: vi.fn((_options: unknown, name: string) => ({ name })) },
    analytics: {
      isSupported: vi.fn(async () => supported),
      initializeAnalytics: vi.fn(() => instance),
      logEvent: vi.fn(),
      setConsent: vi.fn(),
      setAnalyticsCollectionEnabled: vi.fn(),
    },
  };
}

function fakeStorage(cookies: string[]): DeviceStorage & { written: string[]; deleted: string[] } {
  const written: string[] = [];
  const deleted: string[] = [];
  return { cookieNames: () => cookies, writeCookie: (text) => written.push(text), hostname: 'www.rheinkontor.de', deleteDatabase: (name) => deleted.push(name), written, deleted };
}

function deps(sdk: ReturnType<typeof fakeSdk>, storage = fakeStorage([])): FirebaseAnalyticsDeps {
  return {
    loadSdk: async () => sdk as never,
    options: () => ({ apiKey: 'k', projectId: 'p', appId: 'a', measurementId: 'G-TEST' }),
    storage: () => storage,
    origin: () => 'https://www.rheinkontor.de',
  };
}

describe('Firebase analytics adapter', () => {
  it('grants analytics storage only, without advertising, automatic page views or Google signals', async () => {
    const sdk = fakeSdk();
    await createFirebaseAnalytics(deps(sdk));
    expect(sdk.app.initializeApp).toHaveBeenCalledWith(expect.objectContaining({ measurementId: 'G-TEST' }), ANALYTICS_APP_NAME);
    expect(sdk.analytics.setConsent).toHaveBeenCalledWith(expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }));
    expect(sdk.analytics.initializeAnalytics).toHaveBeenCalledWith(expect.anything(), {
      config: { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false, cookie_expires: 31_536_000 },
    });
  });

  it('logs the same events as the embedded mode, with the counted path and never a query string', async () => {
    const sdk = fakeSdk();
    const client = await createFirebaseAnalytics(deps(sdk));
    client.send({ type: 'offer_viewed', offerId: 'abc', path: '/angebote/abc', device: 'mobile' });
    expect(sdk.analytics.logEvent).toHaveBeenCalledWith(expect.anything(), 'offer_viewed', {
      page_path: '/angebote/abc',
      page_location: 'https://www.rheinkontor.de/angebote/abc',
      offer_id: 'abc',
    });
    expect(firebaseEventParams({ type: 'filter_used', filter: 'district', path: '/angebote', device: 'desktop' }, 'https://x.de')).toEqual({
      name: 'filter_used',
      params: { page_path: '/angebote', page_location: 'https://x.de/angebote', filter: 'district' },
    });
  });

  it('on withdrawal stops collecting and removes Google’s cookies and the SDK’s databases', async () => {
    const sdk = fakeSdk();
    const storage = fakeStorage(['viewport', 'consent', '_ga', '_ga_ABC123']);
    const client = await createFirebaseAnalytics(deps(sdk, storage));
    client.stop();
    client.send({ type: 'page_view', path: '/', device: 'desktop' });
    expect(sdk.analytics.logEvent).not.toHaveBeenCalled();
    expect(sdk.analytics.setAnalyticsCollectionEnabled).toHaveBeenCalledWith(expect.anything(), false);
    expect(storage.written).toContain('_ga=; Max-Age=0; Path=/; Domain=rheinkontor.de');
    expect(storage.written).toContain('_ga_ABC123=; Max-Age=0; Path=/; Domain=www.rheinkontor.de');
    expect(storage.written.some((text) => text.startsWith('viewport') || text.startsWith('consent'))).toBe(false);
    expect(storage.deleted).toEqual(['firebase-installations-database', 'firebase-heartbeat-database']);
    client.resume();
    expect(sdk.analytics.setAnalyticsCollectionEnabled).toHaveBeenLastCalledWith(expect.anything(), true);
  });

  it('refuses to start where Analytics is not supported, so the gate stays closed', async () => {
    await expect(createFirebaseAnalytics(deps(fakeSdk(false)))).rejects.toThrow('nicht unterstützt');
  });
});

describe('cookie domains', () => {
  it('lists the host and its parents, not the top-level domain', () => {
    expect(cookieDomains('www.rheinkontor.de')).toEqual(['www.rheinkontor.de', 'rheinkontor.de']);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
  });

  it('removes nothing but analytics cookies', () => {
    const storage = fakeStorage(['consent', 'viewport', '_gid']);
    removeAnalyticsStorage(storage);
    expect(storage.written.every((text) => text.startsWith('_gid='))).toBe(true);
  });
});
