import { describe, expect, it, vi } from 'vitest';
import { PublicDataCache, type CachedQuery } from './publicDataCache';

const query = <T>(key: unknown[], data: T): CachedQuery<T> & { fetch: ReturnType<typeof vi.fn> } => ({ key, fetch: vi.fn(async () => data) });

describe('the data cache of visitors\' pages', () => {
  it('fetches a read once, however many ask at the same time, and answers later asks from the cache', async () => {
    const cache = new PublicDataCache();
    const offers = query(['public', 'properties', 'list', { range: [0, 11] }], { data: [{ id: 'a' }], total: 1 });
    const [first, second] = await Promise.all([cache.ensure(offers), cache.ensure(offers)]);
    expect(await cache.ensure(offers)).toEqual({ data: [{ id: 'a' }], total: 1 });
    expect(first).toBe(second);
    expect(offers.fetch).toHaveBeenCalledTimes(1);
  });

  it('treats parameters in another order as the same read', async () => {
    const cache = new PublicDataCache();
    await cache.ensure(query(['public', 'properties', 'list', { filter: { city: 'Köln' }, range: [0, 5] }], 'first'));
    expect(cache.get(['public', 'properties', 'list', { range: [0, 5], filter: { city: 'Köln' } }])).toBe('first');
    expect(cache.get(['public', 'properties', 'list', { range: [0, 6], filter: { city: 'Köln' } }])).toBeUndefined();
  });

  it('stores nothing when a fetch fails, answers with that failure for a moment, then fetches again', async () => {
    vi.useFakeTimers();
    try {
      const cache = new PublicDataCache();
      const flaky: CachedQuery<string> = { key: ['public', 'team', 'one', 'x'], fetch: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('Anna') };
      const failed = cache.ensure(flaky);
      await expect(failed).rejects.toThrow('offline');
      expect(cache.get(flaky.key)).toBeUndefined();
      // A component rendering again gets the same failure (React shows the error), not a new request.
      expect(cache.ensure(flaky)).toBe(failed);
      expect(flaky.fetch).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(5000);
      expect(await cache.ensure(flaky)).toBe('Anna');
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a failure when new data arrives from the server', async () => {
    const cache = new PublicDataCache();
    const flaky: CachedQuery<string> = { key: ['x'], fetch: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back') };
    await expect(cache.ensure(flaky)).rejects.toThrow('offline');
    cache.hydrate([]);
    expect(await cache.ensure(flaky)).toBe('back');
  });

  it('hands the browser what the server read, and keeps whichever copy of a read is newer', () => {
    const server = new PublicDataCache();
    server.hydrate([{ key: ['public', 'settings', 'one', 'agency'], data: { phone: '0221 1' }, fetchedAt: 2000 }]);
    const browser = new PublicDataCache();
    browser.hydrate([
      { key: ['public', 'settings', 'one', 'agency'], data: { phone: 'alt' }, fetchedAt: 1000 },
      { key: ['public', 'numbers', 'list', {}], data: { data: [], total: 0 }, fetchedAt: 3000 },
    ]);
    browser.hydrate(JSON.parse(JSON.stringify(server.dehydrate())));
    browser.hydrate([{ key: ['public', 'numbers', 'list', {}], data: 'older', fetchedAt: 2500 }]);
    expect(browser.get(['public', 'settings', 'one', 'agency'])).toEqual({ phone: '0221 1' });
    expect(browser.get(['public', 'numbers', 'list', {}])).toEqual({ data: [], total: 0 });
  });

  it('tells subscribers when data changes, and stops when they unsubscribe', async () => {
    const cache = new PublicDataCache();
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(listener);
    await cache.ensure(query(['a'], 1));
    cache.hydrate([{ key: ['a'], data: 2, fetchedAt: Date.now() + 1000 }]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await cache.ensure(query(['b'], 3));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stays bounded on a long visit, dropping the reads used least recently', async () => {
    const cache = new PublicDataCache();
    const agency = { key: ['agency'], data: 'kept', fetchedAt: 1000 };
    cache.hydrate([agency]);
    for (let page = 0; page < 250; page++) {
      await cache.ensure(query(['page', page], page));
      // Every navigation's payload brings the agency's settings again, often the same (cached on the server).
      cache.hydrate([agency]);
    }
    expect(cache.dehydrate().length).toBeLessThanOrEqual(200);
    expect(cache.get(['agency'])).toBe('kept');
    expect(cache.get(['page', 249])).toBe(249);
    expect(cache.get(['page', 0])).toBeUndefined();
  });

  it('lets any data from the server replace what the browser fetched itself, whatever the two clocks say', async () => {
    const browser = new PublicDataCache({ browser: true });
    await browser.ensure(query(['public', 'numbers', 'list', {}], 'fetched in the browser'));
    browser.hydrate([{ key: ['public', 'numbers', 'list', {}], data: 'from the server', fetchedAt: 1 }]);
    expect(browser.get(['public', 'numbers', 'list', {}])).toBe('from the server');
  });
});
