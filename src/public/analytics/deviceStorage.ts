/** Cookies Google Analytics sets: the client id (_ga, _ga_<stream>) and older throttling/session ones. */
export const isGoogleAnalyticsCookie = (name: string) => name === '_ga' || name.startsWith('_ga_') || name === '_gid' || name.startsWith('_gat');

/** IndexedDB databases of the Firebase SDK (installation id and its usage heartbeat). */
export const FIREBASE_DATABASES = ['firebase-installations-database', 'firebase-heartbeat-database'] as const;

/** "www.rheinkontor.de" → ["www.rheinkontor.de", "rheinkontor.de"]: every domain a cookie may have been set for. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [hostname];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

export interface DeviceStorage {
  cookieNames(): string[];
  writeCookie(text: string): void;
  hostname: string;
  deleteDatabase(name: string): void;
}

export const browserStorage = (): DeviceStorage => ({
  cookieNames: () => document.cookie.split(';').map((pair) => pair.split('=')[0].trim()).filter(Boolean),
  writeCookie: (text) => {
    document.cookie = text;
  },
  hostname: window.location.hostname,
  deleteDatabase: (name) => {
    window.indexedDB?.deleteDatabase(name);
  },
});

/**
 * Withdrawn consent means the identifiers Google stored go too: each analytics cookie is expired
 * for the host and every parent domain (Google sets it on the widest one), and the SDK's databases
 * are deleted.
 */
export function removeAnalyticsStorage(storage: DeviceStorage) {
  const names = storage.cookieNames().filter(isGoogleAnalyticsCookie);
  for (const name of names) {
    storage.writeCookie(`${name}=; Max-Age=0; Path=/`);
    for (const domain of cookieDomains(storage.hostname)) storage.writeCookie(`${name}=; Max-Age=0; Path=/; Domain=${domain}`);
  }
  for (const database of FIREBASE_DATABASES) storage.deleteDatabase(database);
}
