export interface RateWindowOptions {
  /** Requests one key may make per window. */
  max: number;
  windowMs: number;
  now?: () => number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateWindow {
  /** Counts a request, or says how long the key has to wait (the refused request is not counted). */
  hit(key: string): RateDecision;
  /** Forgets keys whose window has passed, so memory does not grow with every visitor. */
  sweep(): void;
  size(): number;
}

/**
 * A fixed window per key that starts with the key's first request, in memory only (addresses are
 * never written anywhere). One counter per key is enough for beacons and cheaper than a list of
 * timestamps (server/content/visitorWriteRateLimit.ts keeps those for the few visitor writes).
 */
export function createRateWindow({ max, windowMs, now = Date.now }: RateWindowOptions): RateWindow {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const time = now();
      const current = windows.get(key);
      if (!current || time - current.start >= windowMs) {
        windows.set(key, { start: time, count: 1 });
        return { allowed: true };
      }
      if (current.count >= max) return { allowed: false, retryAfterMs: current.start + windowMs - time };
      current.count += 1;
      return { allowed: true };
    },
    sweep() {
      const cutoff = now() - windowMs;
      for (const [key, window] of windows) if (window.start <= cutoff) windows.delete(key);
    },
    size: () => windows.size,
  };
}
