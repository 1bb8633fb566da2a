import { describe, expect, it } from 'vitest';
import { ResponseCache, sizeOf, type CachedAnswer } from './responseCache';

const answer = (reads: string[], bytes = 100): CachedAnswer => ({
  status: 200,
  headers: { 'content-type': 'text/plain' },
  body: Buffer.alloc(bytes, 'x'),
  hash: 'h',
  encoded: {},
  reads: new Set(reads),
  log: [],
});

describe('the response cache', () => {
  it('keeps answers by key and counts their bytes', () => {
    const cache = new ResponseCache({ maxBytes: 100_000 });
    const stored = answer(['team']);
    expect(cache.put('/a', stored, cache.begin())).toBe(true);
    expect(cache.get('/a')).toBe(stored);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.size).toBe(sizeOf('/a', stored));
    expect(cache.put('/a', answer(['team'], 50), cache.begin())).toBe(true);
    expect(cache.count).toBe(1);
    expect(cache.size).toBe(sizeOf('/a', answer([], 50)));
  });

  it('stays within its bytes, dropping the least recently used first', () => {
    const one = sizeOf('/0', answer([], 1000));
    const cache = new ResponseCache({ maxBytes: one * 4 });
    for (const key of ['/0', '/1', '/2', '/3']) cache.put(key, answer([], 1000), cache.begin());
    cache.get('/0');
    cache.put('/4', answer([], 1000), cache.begin());
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/0')).toBeDefined();
    expect(cache.get('/4')).toBeDefined();
    for (let index = 5; index < 500; index++) cache.put(`/${index}`, answer([], 1000), cache.begin());
    expect(cache.size).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.count).toBe(4);
  });

  it('counts the key, so long visitor-chosen query strings cannot grow it without bound', () => {
    const cache = new ResponseCache({ maxBytes: 200_000 });
    for (let index = 0; index < 200; index++) cache.put(`/angebote?q=${'x'.repeat(3000)}${index}`, answer([], 10), cache.begin());
    expect(cache.size).toBeLessThanOrEqual(200_000);
    expect(cache.count).toBeLessThan(40);
  });

  it('refuses an answer bigger than a quarter of its room', () => {
    const cache = new ResponseCache({ maxBytes: 10_000 });
    expect(cache.put('/big', answer([], 3000), cache.begin())).toBe(false);
    expect(cache.put('/small', answer([], 1000), cache.begin())).toBe(true);
  });

  it('drops exactly the answers made from a changed collection', () => {
    const cache = new ResponseCache({ maxBytes: 100_000 });
    cache.put('/angebote', answer(['properties', 'settings']), cache.begin());
    cache.put('/unser-team', answer(['team', 'settings']), cache.begin());
    cache.put('/', answer(['properties', 'team', 'settings']), cache.begin());
    cache.changed('team');
    expect(cache.get('/angebote')).toBeDefined();
    expect(cache.get('/unser-team')).toBeUndefined();
    expect(cache.get('/')).toBeUndefined();
    cache.changed('inquiries');
    expect(cache.get('/angebote')).toBeDefined();
    cache.changed('settings');
    expect(cache.count).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('does not store an answer when something it read changed while it was made', () => {
    const cache = new ResponseCache({ maxBytes: 100_000 });
    const ticket = cache.begin();
    cache.changed('properties');
    expect(cache.put('/angebote', answer(['properties', 'settings']), ticket)).toBe(false);
    // A change of something it did not read does not matter.
    expect(cache.put('/unser-team', answer(['team', 'settings']), ticket)).toBe(true);
    // Started after the change: fresh.
    expect(cache.put('/angebote', answer(['properties', 'settings']), cache.begin())).toBe(true);
  });

  it('drops everything when told so or when the watched external token changes', () => {
    const cache = new ResponseCache({ maxBytes: 100_000 });
    let version = 1;
    cache.watchExternal(() => version);
    cache.put('/a', answer(['team']), cache.begin());
    expect(cache.get('/a')).toBeDefined();
    const ticket = cache.begin();
    version = 2;
    // Every request through the cache begins with begin(), which notices the change.
    cache.begin();
    expect(cache.get('/a')).toBeUndefined();
    // Begun before the external change was seen: not fresh, whatever it read.
    expect(cache.put('/b', answer([]), ticket)).toBe(false);
    cache.put('/c', answer([]), cache.begin());
    cache.clear();
    expect(cache.get('/c')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets concurrent misses find the production under way until it settles', async () => {
    const cache = new ResponseCache({ maxBytes: 100_000 });
    let settle: (value: undefined) => void = () => {};
    const production = { ticket: cache.begin(), result: new Promise<undefined>((resolve) => (settle = resolve)) };
    cache.track('/a', production);
    expect(cache.inFlight('/a')).toBe(production);
    expect(cache.inFlight('/b')).toBeUndefined();
    settle(undefined);
    await production.result;
    // Gone before anybody who waited for it resumes.
    expect(cache.inFlight('/a')).toBeUndefined();
  });
});
