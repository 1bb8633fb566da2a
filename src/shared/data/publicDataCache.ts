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

/** A long visit reads many pages; the reads least recently used beyond this many are dropped (and fetched again if needed). */
const MAX_ENTRIES = 200;

/** A failed read answers with the same failure for this long, so a page's error shows instead of fetching again on every render. */
const RETRY_AFTER_MS = 5000;

export interface PublicDataCacheOptions {
  /**
   * In the browser: reads it fetched itself count as older than anything the server sends, as the two clocks
   * may differ; the next navigation's payload then always replaces them.
   */
  browser?: boolean;
}

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
  private readonly failures = new Map<string, { promise: Promise<unknown>; at: number }>();
  private readonly listeners = new Set<() => void>();
  private readonly browser: boolean;

  constructor({ browser = false }: PublicDataCacheOptions = {}) {
    this.browser = browser;
  }

  /** The entry under a key, the same object until its data changes (for useSyncExternalStore). */
  entry(key: CacheKey): CacheEntry | undefined {
    return this.entries.get(hashKey(key));
  }

  get<T>(key: CacheKey): T | undefined {
    return this.entry(key)?.data as T | undefined;
  }

  /**
   * The cached data, or fetches it once however many ask at the same time. A failed fetch stores nothing; for
   * RETRY_AFTER_MS (or until new data arrives) asking again gets the same failure, so a component that renders
   * again is shown the error rather than starting a fetch on every render.
   */
  ensure<T>(query: CachedQuery<T>): Promise<T> {
    const hash = hashKey(query.key);
    const cached = this.entries.get(hash);
    if (cached) {
      this.touch(hash, cached);
      return Promise.resolve(cached.data as T);
    }
    const failure = this.failures.get(hash);
    if (failure && Date.now() - failure.at < RETRY_AFTER_MS) return failure.promise as Promise<T>;
    let pending = this.pending.get(hash) as Promise<T> | undefined;
    if (!pending) {
      const fetching: Promise<T> = query.fetch().then(
        (data) => {
          this.pending.delete(hash);
          this.failures.delete(hash);
          this.store({ key: query.key, data, fetchedAt: this.browser ? 0 : Date.now() });
          return data;
        },
        (error: unknown) => {
          this.pending.delete(hash);
          this.failures.set(hash, { promise: fetching, at: Date.now() });
          throw error;
        },
      );
      pending = fetching;
      this.pending.set(hash, pending);
    }
    return pending;
  }

  dehydrate(): DehydratedCache {
    return [...this.entries.values()];
  }

  /** Takes over what the server read; an entry already as new stays (and counts as used). */
  hydrate(entries: DehydratedCache) {
    this.failures.clear();
    for (const entry of entries) {
      const hash = hashKey(entry.key);
      const current = this.entries.get(hash);
      if (!current || current.fetchedAt < entry.fetchedAt) this.store(entry, false);
      else this.touch(hash, current);
    }
    this.notify();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Moves an entry to the end: the entries are kept in the order of their last use, least recent first. */
  private touch(hash: string, entry: CacheEntry) {
    this.entries.delete(hash);
    this.entries.set(hash, entry);
  }

  private store(entry: CacheEntry, notify = true) {
    this.touch(hashKey(entry.key), entry);
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
