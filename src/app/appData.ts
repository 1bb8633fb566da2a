import type { ConsentChoice } from '../shared/analytics/consentCookie';
import type { DehydratedCache } from '../shared/data/publicDataCache';
import type { Viewport } from '../shared/viewport/breakpoints';
import type { RouterHydrationData } from './routerHydration';

/** What the server hands the browser besides the HTML, in <script id="app-data">. */
export interface AppData {
  viewport: Viewport;
  /** The answer the server read from the "consent" cookie, so hydration shows the banner as the server did (hidden once answered). */
  consent: ConsentChoice | null;
  buildId: string;
  /** What the server's render read (src/shared/data/publicDataCache.ts). */
  cache: DehydratedCache;
  /** False for the dashboard shell, which the browser renders from scratch. */
  hydrate: boolean;
  /** The router's loader data and errors of a server-rendered page. */
  router?: RouterHydrationData;
}

export const APP_DATA_ID = 'app-data';

/** JSON that is safe inside a <script> element. */
export function serializeAppData(data: AppData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
