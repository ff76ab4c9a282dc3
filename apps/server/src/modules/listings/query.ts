import { and, count, eq, getTableName, max, min, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@spaceshare/shared/schemas/list-query';
import type { Db, Executor } from '../../db/client.js';
import { cachePerDatabase } from '../../lib/ttl-cache.js';
import type { ListingTable } from './kind.js';
import { buildSearch, type SearchFields, type SearchSql } from './search.js';

// The SQL of a listing list, the same for every kind of listing.

export const offsetOf = (q: { page: number; limit: number }) => (q.page - 1) * q.limit;

/**
 * Counting stops here: X-Total-Count is exact up to this many matches and reads "1000" beyond (with
 * X-Total-Count-Capped: true, i.e. "1000+"), so a broad query never pays for counting 100,000 rows
 * just to draw a pager: 1000 listings are 42 pages of 24.
 */
export const TOTAL_COUNT_CAP = 1000;

/**
 * Explore lists show open listings only: not deleted, not completed, not expired. The literal
 * `= false` / `is null` match the partial indexes' predicate.
 */
export function exploreVisible(c: ListingTable): SQL {
  return sql`${c.isCompleted} = false and ${c.deletedAt} is null and ${c.expiresAt} > now()`;
}

/** An owner's own list: everything but deleted listings. */
export function ownerVisible(c: ListingTable, userId: string): SQL {
  return sql`${c.userId} = ${userId} and ${c.deletedAt} is null`;
}

/**
 * Counts matches up to the cap + 1; `readCount` turns the answer into the header value. `ids` (the
 * ids of a branched search, each branch capped) is counted instead of the table when given.
 */
export function countQuery(db: Db, table: PgTable, where: SQL | undefined, ids?: SQL) {
  if (ids) return db.select({ n: count() }).from(sql`(${ids}) as ids`);
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(where))
    .limit(TOTAL_COUNT_CAP + 1)
    .as('limited');
  return db.select({ n: count() }).from(limited);
}

export function readCount(rows: Array<{ n: number }>): { total: number; capped: boolean } {
  const n = rows[0]?.n ?? 0;
  return n > TOTAL_COUNT_CAP ? { total: TOTAL_COUNT_CAP, capped: true } : { total: n, capped: false };
}

/**
 * Runs the page, then counts only when it has to: a page that is not full (and not past the end)
 * already tells the total, which spares the count for most searches and every owner's list.
 */
export async function pageAndTotal<Row>(
  q: { page: number; limit: number },
  page: PromiseLike<Row[]>,
  count: () => PromiseLike<Array<{ n: number }>>,
): Promise<{ rows: Row[]; total: number; capped: boolean }> {
  const rows = await page;
  if (rows.length > 0 && rows.length < q.limit) return { rows, total: offsetOf(q) + rows.length, capped: false };
  if (rows.length === 0 && q.page === 1) return { rows, total: 0, capped: false };
  return { rows, ...readCount(await count()) };
}


/** The filters of a list query other than its search: visibility, price range and the kind's own. */
export function listFilters(table: ListingTable, q: ListQuery, filters: Array<SQL | undefined>): Array<SQL | undefined> {
  const price = table.priceRMB;
  const where: Array<SQL | undefined> = q.userId
    ? [ownerVisible(table, q.userId), q.status === 'open' ? exploreVisible(table) : undefined, ...filters]
    : [exploreVisible(table), ...filters];
  // Prices are whole yuan in integer columns: rounding a decimal bound inwards compares exactly and
  // keeps the parameter an integer, which the column's type (and index) needs.
  if (q.min !== undefined) where.push(sql`${price} >= ${Math.ceil(q.min)}`);
  if (q.max !== undefined) where.push(sql`${price} <= ${Math.floor(q.max)}`);
  return where;
}

/** The lowest and highest price of an open listing, per table and database, kept with the place words' lifetime. */
const openPrices = cachePerDatabase<{ low: number | null; high: number | null }>();
/** Whether some open listing has a value (a category), kept as long. */
const openValues = cachePerDatabase<boolean>();

/** Turns on, for `db`, the caches of what open listings hold: price extremes, values (0 turns them off). */
export function cacheOpenListings(db: Executor, ttlMs: number) {
  openPrices.configure(db, ttlMs);
  openValues.configure(db, ttlMs);
}

/** A listing was written: its price may lie outside the extremes, its values may be new. */
export function forgetOpenListings(db: Executor) {
  openPrices.clear(db);
  openValues.clear(db);
}

/** The query behind someOpenHas: the first open listing with `value`, in the order of an index. */
export const firstOpenWith = (db: Executor, table: ListingTable, column: AnyPgColumn, value: string, order: SQL[]) =>
  db.select({ one: sql`1` }).from(table).where(and(exploreVisible(table), eq(column, value))).orderBy(...order).limit(1);

/**
 * True when some open listing of `table` has `value` in `column`: the first entry of the index that
 * `order` spells (an ORDER BY that the index serves, so that a plan made once walks it rather than
 * scanning the table for a value that no listing has; decisions 0819, 0822).
 */
export async function someOpenHas(db: Executor, table: ListingTable, column: AnyPgColumn, value: string, order: SQL[]): Promise<boolean> {
  return openValues.get(db, `${getTableName(table)}\u0000${column.name}\u0000${value}`, async () =>
    (await firstOpenWith(db, table, column, value, order)).length > 0,
  );
}

/**
 * True when Explore's price bounds leave out every open listing (decision 0821). A bound on one side
 * runs on a plan made once (0814), which walks the sort's index and tests each price: `min=200`,
 * above every price, walked a whole route and then its fallback groups (63–82 ms). The extremes come
 * from the price index's two ends. An owner's list also holds listings that are not open, so it is
 * never cut short.
 */
export async function priceOutOfReach(db: Executor, table: ListingTable, q: ListQuery): Promise<boolean> {
  if (q.userId || (q.min === undefined && q.max === undefined)) return false;
  const price = table.priceRMB;
  const run = async () => {
    const [row] = await db.select({ low: min(price), high: max(price) }).from(table).where(exploreVisible(table));
    return { low: row?.low ?? null, high: row?.high ?? null };
  };
  const { low, high } = await openPrices.get(db, getTableName(table), run);
  if (low === null || high === null) return true;
  return (q.min !== undefined && Math.ceil(q.min) > high) || (q.max !== undefined && Math.floor(q.max) < low);
}

/**
 * The WHERE and ORDER BY of a listing list, the same for every kind: an owner's list or the open
 * Explore list, the price range, the kind's own filters, the search (whose rank, when it has one,
 * orders before the requested sort). The search's place words are resolved first (one small query
 * each on the places table).
 *
 * A rank ahead of the sort stops the sort's index from ordering the matches: a one-word search for a
 * big city sorted all of its 13,000 gigs for one page. Such a search comes with branches instead,
 * each walked in the sort's order for only as many rows as the page needs (their union holds the
 * page; see SearchBranches), and the count takes at most the cap from each branch.
 */
export async function listWhereAndOrder(
  db: Executor,
  table: ListingTable,
  searchFields: SearchFields,
  q: ListQuery,
  filters: Array<SQL | undefined>,
  sortOrder: SQL[],
): Promise<{ condition: SQL | undefined; countIds?: SQL; plain?: SQL; order: SQL[]; search: SearchSql | null }> {
  const where = listFilters(table, q, filters);
  if (await priceOutOfReach(db, table, q)) where.push(sql`false`);
  const search = await buildSearch(db, searchFields, q.search);
  if (!search) return { condition: and(...where), order: sortOrder, search };
  const order = search.rank ? [sql`${search.rank} desc`, ...sortOrder] : sortOrder;
  // Every match of the search, ordered by rank then sort: the page unless branches serve it.
  const plain = and(...where, search.where);
  if (search.branches) {
    const { ranked, covering } = search.branches;
    const walk = (branch: SQL, by: SQL[] | null, limit: number) =>
      sql`(select ${table.id} from ${table} where ${and(...where, branch)}${by ? sql` order by ${sql.join(by, sql`, `)}` : sql``} limit ${limit})`;
    const firstRows = offsetOf(q) + q.limit;
    const page = sql.join(ranked.map((branch) => walk(branch, sortOrder, firstRows)), sql` union all `);
    return {
      condition: and(...where, sql`${table.id} = any(array(${page}))`),
      // Disjoint branches (each without the ones before it), so their rows add up and the count
      // stops as soon as the first branches reach the cap.
      countIds: sql`select id from (${sql.join(
        covering.map((branch, i) => walk(and(branch, ...covering.slice(0, i).map((before) => sql`not coalesce(${before}, false)`))!, null, TOTAL_COUNT_CAP + 1)),
        sql` union all `,
      )}) as branches limit ${TOTAL_COUNT_CAP + 1}`,
      // For searches with few matches (see onlyPastCap).
      ...(search.branches.onlyPastCap && { plain }),
      order,
      search,
    };
  }
  return { condition: plain, order, search };
}
