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
  caches.clear(db);
}

/** The key of a count query in the cache: its SQL and values. */
export const countKey = ({ sql, params }: { sql: string; params: unknown[] }) => `${sql}\u0000${JSON.stringify(params)}`;

/** The count under `key`, answered from the cache of `db` when it has one, else by `run`. */
export function cachedCount(db: Executor, key: string, run: () => Promise<Counted>): Promise<Counted> {
  return caches.get(db, key, run);
}
