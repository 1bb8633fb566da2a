/**
 * At most `max` events per key within `windowMs`, in memory (one server process; enough for the small limits of the
 * password reset). The map forgets keys whose window has passed once it grows large.
 */
export function windowLimit(max: number, windowMs: number, now: () => number = Date.now) {
  const events = new Map<string, number[]>();
  return {
    /** Counts an event for the key; false when the key already had `max` in the window (not counted then). */
    hit(key: string): boolean {
      const time = now();
      const recent = (events.get(key) ?? []).filter((at) => at > time - windowMs);
      if (recent.length >= max) {
        events.set(key, recent);
        return false;
      }
      recent.push(time);
      events.set(key, recent);
      if (events.size > 10_000) for (const [other, times] of events) if (times[times.length - 1] <= time - windowMs) events.delete(other);
      return true;
    },
  };
}
