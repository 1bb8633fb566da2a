import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadOnce } from './reloadGuard';

function env(start = 1_000_000) {
  const values = new Map<string, string>();
  let now = start;
  return {
    storage: { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) },
    now: () => now,
    reload: vi.fn(),
    advance: (ms: number) => (now += ms),
  };
}

describe('reloadOnce', () => {
  it('reloads once, then suppresses reloads of the same path for 10 seconds', () => {
    const e = env();
    expect(reloadOnce('/angebote', e)).toBe(true);
    e.advance(RELOAD_GUARD_MS - 1);
    expect(reloadOnce('/angebote', e)).toBe(false);
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the 10 seconds are over', () => {
    const e = env();
    reloadOnce('/angebote', e);
    e.advance(RELOAD_GUARD_MS);
    expect(reloadOnce('/angebote', e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the guard per path', () => {
    const e = env();
    reloadOnce('/angebote', e);
    expect(reloadOnce('/kontakt', e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(2);
  });
});
