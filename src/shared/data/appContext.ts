import type { SessionSource } from '../auth/session';
import type { PublicDataSource } from './publicData';
import type { PublicDataCache } from './publicDataCache';

/**
 * What route loaders and guards get: one per request on the server, one per tab in the
 * browser. Loaders read through the data cache so the server render can hand its data
 * to the browser.
 */
export interface AppContext {
  cache: PublicDataCache;
  session: SessionSource;
  /** What visitors may read: over HTTP in the browser, in-process on the server. */
  data: PublicDataSource;
  /** Reports things worth a log line (the server logs them with the request). */
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
}
