import type { Executor } from '../../db/client.js';
import { cachePerDatabase } from '../../lib/ttl-cache.js';

// The capped count behind X-Total-Count, kept per database for a few seconds. The count does not
// depend on the sort or the page, so one search's pages and sorts (and every visitor asking the same)
// share it: on the long tail this halves the statements of a full page. A listing written through
// this process clears it at once; another instance's write shows in the totals within the TTL
// (the pages themselves are always fresh).

type Counted = Array<{ n: number }>;

const caches = cachePerDatabase<Counted>();

/** Turns on the count cache for `db` (0 turns it off). */
export function cacheCounts(db: Executor, ttlMs: number) {
  caches.configure(db, ttlMs);
}

/** Listings were written: every total may have changed. */
export function forgetCounts(db: Executor) {
  caches.of(db)?.clear();
}

/** The count query, answered from the cache of `db` when it has one. */
export function cachedCount(db: Executor, query: PromiseLike<Counted> & { toSQL(): { sql: string; params: unknown[] } }): Promise<Counted> {
  const cache = caches.of(db);
  if (!cache) return Promise.resolve(query);
  const { sql, params } = query.toSQL();
  return cache.get(`${sql}\u0000${JSON.stringify(params)}`, () => Promise.resolve(query));
}
