/**
 * What visitors' pages have read, by query key: route loaders fill it (on the server before
 * rendering, in the browser before a page is shown), components read it, and the server hands its
 * contents to the browser (in the page's data block and in `_payload.json` on client-side
 * navigation), so the browser starts with exactly the data the server rendered with.
 *
 * Visitors only read, and fresh data arrives with every navigation's payload, so this needs none of
 * a general query library's machinery (mutations, retries, refetching on focus, infinite lists);
 * the library (TanStack Query) serves the dashboard, and visitors' first visit does not download it
 * (docs/performance.md).
 */

export type CacheKey = readonly unknown[];

/** A read: its key and how to fetch it when the cache has nothing under that key. */
export interface CachedQuery<T> {
  key: CacheKey;
  fetch: () => Promise<T>;
}

export interface CacheEntry {
  key: CacheKey;
  data: unknown;
  /** When the data was fetched (ms since epoch); newer data replaces older, never the reverse. */
  fetchedAt: number;
}

/** The cache's contents as JSON, for the browser. */
export type DehydratedCache = CacheEntry[];

/** A long visit reads many pages; the oldest reads beyond this many are dropped (and fetched again if needed). */
const MAX_ENTRIES = 200;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** One text per key, whatever the order of object properties: `{a, b}` and `{b, a}` are the same read. */
export const hashKey = (key: CacheKey) =>
  JSON.stringify(key, (_name, value: unknown) =>
    isPlainObject(value) ? Object.fromEntries(Object.keys(value).sort().map((name) => [name, value[name]])) : value,
  );

export class PublicDataCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<() => void>();

  /** The entry under a key, the same object until its data changes (for useSyncExternalStore). */
  entry(key: CacheKey): CacheEntry | undefined {
    return this.entries.get(hashKey(key));
  }

  get<T>(key: CacheKey): T | undefined {
    return this.entry(key)?.data as T | undefined;
  }

  /** The cached data, or fetches it once however many ask at the same time. A failed fetch stores nothing. */
  ensure<T>(query: CachedQuery<T>): Promise<T> {
    const hash = hashKey(query.key);
    const cached = this.entries.get(hash);
    if (cached) return Promise.resolve(cached.data as T);
    let pending = this.pending.get(hash) as Promise<T> | undefined;
    if (!pending) {
      pending = query
        .fetch()
        .then((data) => {
          this.store({ key: query.key, data, fetchedAt: Date.now() });
          return data;
        })
        .finally(() => this.pending.delete(hash));
      this.pending.set(hash, pending);
    }
    return pending;
  }

  dehydrate(): DehydratedCache {
    return [...this.entries.values()];
  }

  /** Takes over what the server read; an entry the browser fetched later than the server stays. */
  hydrate(entries: DehydratedCache) {
    for (const entry of entries) {
      const current = this.entries.get(hashKey(entry.key));
      if (!current || current.fetchedAt < entry.fetchedAt) this.store(entry, false);
    }
    this.notify();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private store(entry: CacheEntry, notify = true) {
    const hash = hashKey(entry.key);
    // Re-inserted at the end: the entries are kept in the order of their last update, oldest first.
    this.entries.delete(hash);
    this.entries.set(hash, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
    if (notify) this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}
