export interface RateLimitBounds {
  count: number;
  windowMs: number;
}

/**
 * At most `count` events per key in any `windowMs` (a sliding window of their times). Held in memory:
 * a restart forgets it, which only lets a sender start over.
 */
export function createRateLimit({ count, windowMs }: RateLimitBounds, clock: () => number = Date.now) {
  const seen = new Map<string, number[]>();
  return {
    /** Whether `key` may do one more now; if so, it is counted. */
    allows(key: string): boolean {
      const now = clock();
      const recent = (seen.get(key) ?? []).filter((at) => at > now - windowMs);
      // Keys with nothing recent are dropped, so the map grows only with active senders.
      for (const [other, times] of seen) if (times.every((at) => at <= now - windowMs)) seen.delete(other);
      if (recent.length >= count) {
        seen.set(key, recent);
        return false;
      }
      seen.set(key, [...recent, now]);
      return true;
    },
  };
}
