import type { DehydratedCache, PublicDataCache } from '../shared/data/publicDataCache';
import { payloadUrl } from '../shared/ssr/payloadPath';

export interface Payload {
  cache: DehydratedCache;
}

/**
 * On client-side navigation, fetch the data the server would have rendered with. A failed
 * payload is not fatal: the page's loader then fetches what the cache does not hold yet, and the
 * next payload replaces what it fetched.
 */
export async function prefetchPayload(url: URL, cache: PublicDataCache, signal: AbortSignal) {
  try {
    const response = await fetch(payloadUrl(url), { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const payload = (await response.json()) as Payload;
    cache.hydrate(payload.cache);
  } catch (error) {
    if (signal.aborted) throw error;
  }
}
