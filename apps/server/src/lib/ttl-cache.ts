/**
 * Promises of values kept for `ttlMs`, shared by concurrent askers of the same key, forgotten on
 * rejection, and bounded: a flood of distinct keys empties it rather than growing it without end.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { until: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { until: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * One cache per database object (an app, a test, a bench), on when its TTL is above 0, of at most
 * `maxEntries` keys.
 */
export function cachePerDatabase<T>(maxEntries?: number) {
  const caches = new WeakMap<object, TtlCache<T>>();
  return {
    configure(db: object, ttlMs: number) {
      if (ttlMs > 0) caches.set(db, new TtlCache<T>(ttlMs, maxEntries));
      else caches.delete(db);
    },
    of: (db: object) => caches.get(db),
    /** `load()` kept under `key` in the cache of `db`, or run every time when `db` has none. */
    get(db: object, key: string, load: () => Promise<T>): Promise<T> {
      const cache = caches.get(db);
      return cache ? cache.get(key, load) : load();
    },
    /** Forgets what the cache of `db` holds, if it has one. */
    clear: (db: object) => caches.get(db)?.clear(),
  };
}
