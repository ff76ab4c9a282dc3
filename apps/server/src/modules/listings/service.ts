import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import { DAY_MS, expiresAt as listingExpiresAt, hasDeparted } from '@spaceshare/shared/rules/expiry';
import { departureTooEarly } from '@spaceshare/shared/schemas/container';
import { expandPlace } from '@spaceshare/shared/rules/route-search';
import {
  SEARCH_FALLBACK_GROUP_SIZE,
  type MatchGroup,
  type SearchFallback,
  searchRoute,
  type SearchRouteLabel,
  type SearchUnderstood,
} from '@spaceshare/shared/rules/search-fallback';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { cachePerDatabase } from '../../lib/ttl-cache.js';
import type { KindListQuery, ListingKind, ListingKindBase, PreparedRowQuery, RowQuery } from './kind.js';
import {
  cacheOpenListings,
  countQuery,
  forgetOpenListings,
  listFilters,
  listWhereAndOrder,
  offsetOf,
  pageAndTotal,
  priceOutOfReach,
  readCount,
} from './query.js';
import { cachedCount, countKey, forgetCounts } from './count-cache.js';
import { cachePlaces, forgetPlaces, isResolved, listedForms, type ResolvedPlace } from './places.js';
import { cacheTitleCounts, countryIn, forgetTitleCounts, type SearchRoute } from './search.js';
import { expirePendingRequests } from '../requests/expire.js';
import { hasActiveOrder, hasOpenBookings, waitingBuyers } from './capacity.js';
import type { EventBus } from '../../lib/events.js';
import { notify } from '../notifications/service.js';
import { listingChangedNotification } from '../notifications/texts.js';

// One service for every kind of listing: the kind brings its table, shapes and filters.

type Kind<Row, Api, Form, Query extends KindListQuery> = ListingKind<Row, Api, Form, Query>;

/**
 * The owner is the signed-in seller; expiresAt is stored so that "still open" is an index range: the
 * listing's days, or a container's departure cut-off when sooner (decision 2460).
 */
export async function createListing<Row, Api, Form extends { expirationDays: number }, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  userId: string,
  input: Form,
): Promise<Api> {
  await kind.beforeSave?.(db, input, userId);
  const createdAt = new Date();
  const row = await kind.insert(db, input, {
    id: newId(),
    userId,
    createdAt,
    updatedAt: createdAt,
    expiresAt: listingExpiresAt(createdAt, input.expirationDays, kind.departure?.of(input)) as Date,
  });
  forgetSearches(db);
  forgetCounts(db);
  return kind.toApi(row);
}

/**
 * The owner's edit of their listing (decision 1602): the form's fields are written over the row, the
 * expiry counts from the listing's creation as it did when posted. The row is locked first, as every
 * booking writer locks it, so what is checked here (the space left, open bookings) cannot change
 * before the write:
 * - the route and price (a container's location and type) stay while buyers have a pending request
 *   or an active order on them;
 * - `spaceWas` is the space the form was loaded with. If bookings took space since, a form that left
 *   the space as loaded keeps what is left now, and one that changed it is refused (409) rather than
 *   writing over the bookings.
 */
export async function updateListing<Row, Api, Form extends { expirationDays: number }, Query extends KindListQuery>(
  db: Db,
  events: EventBus,
  kind: Kind<Row, Api, Form, Query>,
  listingId: string,
  userId: string,
  { spaceWas, ...form }: Form & { spaceWas?: number },
): Promise<Api> {
  const t = kind.table;
  const owner = await findOwner(db, kind, listingId);
  if (owner.userId !== userId) throw forbidden();
  const input = form as unknown as Form;
  await kind.beforeSave?.(db, input, userId);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        deletedAt: t.deletedAt,
        isCompleted: t.isCompleted,
        createdAt: t.createdAt,
        priceRMB: t.priceRMB,
        departure: kind.departure?.column ?? sql<null>`null`,
        space: kind.capacity.space,
        terms: kind.edit.terms,
        // What waiting buyers are told about; a kind that tells nothing selects its id, never read
        // (a nested selection needs a column, and one select keeps the row type whole).
        told: kind.edit.told?.columns ?? { id: t.id },
      })
      .from(t)
      .where(eq(t.id, listingId))
      .for('update');
    // Deleted, or removed by an operator (which deletes it too): missing, as for everyone.
    if (!current || current.deletedAt) throw notFound(kind.messages.notFound);
    if (current.isCompleted) throw badRequest(MESSAGES.listingEditCompleted);
    // An unchanged departure that has passed closes the listing but does not stop its owner's edit
    // (decision 2460); a moved one may not be in the past. The days must reach today only where
    // more days would open something: a sailed container stays closed whatever they say (2520).
    const departure = kind.departure?.of(input);
    if (departure !== undefined && departureTooEarly(departure, current.departure)) throw badRequest(MESSAGES.departureDatePast);
    const sailed = departure !== undefined && hasDeparted(departure);
    if (!sailed && current.createdAt.getTime() + input.expirationDays * DAY_MS <= Date.now()) throw badRequest(MESSAGES.listingExpiryPast);
    const expiresAt = listingExpiresAt(current.createdAt, input.expirationDays, departure) as Date;
    const given = form as Record<string, unknown>;
    const changed = (columns: Record<string, unknown>) => Object.entries(columns).some(([name, value]) => given[name] !== value);
    const termsChange = given.priceRMB !== current.priceRMB || changed(current.terms);
    if (termsChange && (await hasOpenBookings(tx, kind, listingId))) throw badRequest(kind.edit.termsLocked);
    let space = kind.edit.space(input);
    if (spaceWas !== undefined && current.space !== spaceWas && space !== current.space) {
      if (space !== spaceWas) throw conflict(MESSAGES.listingSpaceChanged);
      space = current.space;
    }
    const updated = await kind.edit.update(tx, listingId, input, { space, expiresAt, updatedAt: new Date() });
    const told = kind.edit.told && changed(current.told) ? await waitingBuyers(tx, kind, listingId) : [];
    return { updated, told, before: current.told as Record<string, unknown> };
  });
  forgetSearches(db);
  forgetCounts(db);
  const listing = kind.toApi(row.updated);
  if (row.told.length > 0 && kind.edit.told) {
    const what = kind.edit.told.text(row.before, input);
    await notify(db, events, row.told.map((buyerId) => listingChangedNotification(buyerId, { id: listingId, title: (input as { title?: string }).title ?? '', kind: kind.name }, what)));
  }
  return listing;
}

/**
 * What the owner's edit page needs to know before its form opens (decision 2107): whether the terms
 * are held by open bookings, as `updateListing` would find them now. A listing the owner cannot edit
 * for another reason (completed) says so through its own fields.
 */
export async function listingEditState(db: Db, kind: ListingKindBase, listingId: string, userId: string): Promise<{ termsLocked: boolean }> {
  const owner = await findOwner(db, kind, listingId);
  if (owner.userId !== userId) throw forbidden();
  return { termsLocked: await hasOpenBookings(db, kind, listingId) };
}

/**
 * One listing by id, its SQL built once per database and kind: building it through drizzle took a
 * third of the CPU of a single-listing request on PostgreSQL (the app's process is the bottleneck
 * there). The text still runs through the driver's kept plans.
 */
const byId = new WeakMap<Db, Map<ListingKindBase, PreparedRowQuery<unknown>>>();

/** The statement of one listing by id (placeholder `id`), built once per database and kind. */
export function listingById(db: Db, kind: ListingKindBase & { select: (db: Db) => RowQuery<unknown> }): PreparedRowQuery<unknown> {
  let known = byId.get(db);
  if (!known) byId.set(db, (known = new Map()));
  let query = known.get(kind);
  if (!query) {
    const t = kind.table;
    query = kind.select(db).where(and(eq(t.id, sql.placeholder('id')), isNull(t.deletedAt))).prepare(`${kind.name}_by_id`);
    known.set(kind, query);
  }
  return query;
}

export async function getListing<Row, Api, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  id: string,
): Promise<Api> {
  const query = listingById(db, kind);
  const [row] = (await query.execute({ id })) as Row[];
  if (!row) throw notFound(kind.messages.notFound);
  return kind.toApi(row);
}

/** The page query and the (capped) count query, unexecuted: the benchmark EXPLAINs these very queries. */
export async function buildListQueries<Row, Api, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  q: Query,
) {
  const { condition, countIds, plain, order, search } = await listWhereAndOrder(
    db,
    kind.table,
    kind.list.search,
    q,
    await kind.list.filters(db, q),
    kind.list.orderBy(q),
  );
  const pageOf = (where: SQL | undefined) =>
    kind
      .select(db)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(offsetOf(q));
  return {
    page: pageOf(condition),
    /** A branched search's page as one query over every match, for when it has few (see onlyPastCap). */
    plainPage: plain ? () => pageOf(plain) : null,
    count: countQuery(db, kind.table, condition, countIds),
    search,
  };
}

export interface ListPage<Api> {
  items: Api[];
  total: number;
  capped: boolean;
  /** Set when a route search found nothing and the items are the nearest listings instead. */
  fallback: SearchFallback | null;
  /** Set for a route search whose places are all known: the route as understood (a route alert can watch it). */
  route: SearchRouteLabel | null;
  /** Set for a search whose places are all understood (a route, or one place): the names searched. */
  understood: SearchUnderstood | null;
}

/** A side is known when it stands for a listed place or a country we know (decision 1401). */
const knownSide = (place: ResolvedPlace | null) => (place ? (isResolved(place) || place.country !== null ? place.name : undefined) : null);

const routeLabelOf = (route: SearchRoute | null): SearchRouteLabel | null => (route ? searchRoute(knownSide(route.from), knownSide(route.to)) : null);

/** A typed word was read as a near name of a listed place ('ghna' → Ghana). */
const corrected = (place: ResolvedPlace | null) => !!place && isResolved(place) && !place.exact;

/** The names a search was read as, when all its places are understood (see ListPage.understood). */
function understoodOf(route: SearchRouteLabel | null, search: { route: SearchRoute | null; place: ResolvedPlace | null } | null): SearchUnderstood | null {
  if (route && search?.route) return { ...route, place: null, corrected: corrected(search.route.from) || corrected(search.route.to) };
  const place = search?.place;
  return place ? { from: null, to: null, place: place.name, corrected: corrected(place) } : null;
}

/** A list query's statements with their SQL built (drizzle's prepared queries), and its route. */
interface BuiltList {
  page: PreparedRowQuery<unknown>;
  plainPage: PreparedRowQuery<unknown> | null;
  count: PreparedRowQuery<{ n: number }>;
  countKey: string;
  /** Set for route searches: where a search that found nothing looks instead. */
  route: SearchRoute | null;
  /** Set for a search of one place: the same, either way (to it, from it). */
  place: ResolvedPlace | null;
  /** The route as the list answers it (see ListPage.route). */
  routeLabel: SearchRouteLabel | null;
  /** See ListPage.understood. */
  understood: SearchUnderstood | null;
  /** The fallback's queries, built when the search first finds nothing (with the list's lifetime). */
  fallback?: Promise<BuiltFallback | null>;
}

/**
 * Built list queries, kept per database as long as the place words they were built from
 * (PLACE_CACHE_TTL_MS) and forgotten with them when a listing is created: building a search's SQL
 * through drizzle cost as much of the app's CPU as reading its rows (0.28 of 0.85 ms for a route
 * search). Only the SQL is kept; every request runs it. About 11 KB each, so at most 2,000 (a flood
 * of distinct queries empties the cache rather than growing it).
 */
const builtLists = cachePerDatabase<BuiltList>(2000);

/**
 * Turns on, for `db`, the caches of what list queries are built from (resolved place words, how many
 * titles hold a word, the open prices' extremes and categories) and of the list queries built from them, with one
 * lifetime (0 turns them off): a kept query is only as good as what it was built from.
 */
export function cacheSearches(db: Executor, ttlMs: number) {
  cachePlaces(db, ttlMs);
  cacheTitleCounts(db, ttlMs);
  cacheOpenListings(db, ttlMs);
  builtLists.configure(db, ttlMs);
}

/** A listing was written: its places may be new, and so may what a search resolves to. */
function forgetSearches(db: Executor) {
  forgetPlaces(db);
  forgetTitleCounts(db);
  forgetOpenListings(db);
  builtLists.clear(db);
}

async function buildList<Row, Api, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  q: Query,
): Promise<BuiltList> {
  const { page, plainPage, count, search } = await buildListQueries(db, kind, q);
  const routeLabel = routeLabelOf(search?.route ?? null);
  return {
    page: page.prepare(`${kind.name}_page`),
    plainPage: plainPage ? plainPage().prepare(`${kind.name}_plain_page`) : null,
    count: count.prepare(`${kind.name}_count`),
    countKey: countKey(count.toSQL()),
    route: search?.route ?? null,
    place: search?.place ?? null,
    routeLabel,
    understood: understoodOf(routeLabel, search),
  };
}

export async function listListings<Row, Api extends { _id: string }, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  q: Query,
): Promise<ListPage<Api>> {
  const built = await builtLists.get(db, `${kind.name}\u0000${JSON.stringify(q)}`, () => buildList(db, kind, q));
  const { plainPage, route, place, understood } = built;
  const page = () => built.page.execute({}) as Promise<Row[]>;
  const count = () => cachedCount(db, built.countKey, () => built.count.execute({}));
  const { rows, total, capped } = plainPage
    ? await branchedPage(page, () => plainPage.execute({}) as Promise<Row[]>, count)
    : await pageAndTotal(q, page(), count);
  if (rows.length === 0 && q.page === 1 && (route || place) && !q.userId) {
    if (!built.fallback) {
      built.fallback = buildFallback(db, kind, q, route ?? { from: place, to: place }, !route);
      built.fallback.catch(() => (built.fallback = undefined));
    }
    const fallback = await listFallback(kind, await built.fallback);
    if (fallback) return { ...fallback, total, capped, route: built.routeLabel, understood };
  }
  return { items: rows.map((row) => kind.toApi(row)), total, capped, fallback: null, route: built.routeLabel, understood };
}

/**
 * A branch walked in the sort's order reaches a page's rows quickly only when the branch has many:
 * walking for a three-word typo that matched nothing went through every open gig (280 ms on
 * PGlite). So for such searches the capped count comes first (the pager needs it anyway); at most
 * the cap of matches are fetched and sorted, more are walked through the branches.
 */
async function branchedPage<Row>(
  branched: () => PromiseLike<Row[]>,
  plain: () => PromiseLike<Row[]>,
  count: () => PromiseLike<Array<{ n: number }>>,
): Promise<{ rows: Row[]; total: number; capped: boolean }> {
  const counted = readCount(await count());
  return { rows: await (counted.capped ? branched() : plain()), ...counted };
}

/** A fallback group's query, with its SQL built (see buildFallback). */
type FallbackGroup = { group: MatchGroup; rows: PreparedRowQuery<unknown> };

/** The fallback of a route search, built once with its list (see BuiltList.fallback). */
interface BuiltFallback {
  groups: FallbackGroup[];
  fallback: Omit<SearchFallback, 'groups'>;
}

/**
 * The queries of the nearest useful listings for a route search that found none: the same departure
 * and destination countries, then the same destination from anywhere, then the same departure, in
 * the requested sort, with the query's other filters (price, category, type). Null when the route
 * names no known country; no groups when its countries have no listing. Each group takes
 * SEARCH_FALLBACK_GROUP_SIZE more rows than the one before it, so that after dropping what the
 * groups before it showed it still has a full group: the groups run at once instead of each waiting
 * for the ids of the ones before. A search of one place (`onePlace`, given as both ends) falls back
 * on its country at either end: to it, then from it.
 */
async function buildFallback<Row, Api extends { _id: string }, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  q: Query,
  route: SearchRoute,
  onePlace: boolean,
): Promise<BuiltFallback | null> {
  const sides = kind.list.search.fallback;
  const forms = (country: string | null | undefined) => (country ? listedForms(db, expandPlace(country)) : null);
  const [fromForms, toForms] = await Promise.all([forms(route.from?.country), sides.to ? forms(route.to?.country) : null]);
  // A search of two countries already was the 'countries' group.
  const onlyCountries = (place: SearchRoute['from']) => !!place && place.countries.length > 0 && place.cities.size === 0;
  const countriesOnly = onePlace || (onlyCountries(route.from) && onlyCountries(route.to));
  const conditions: Array<[MatchGroup, SQL]> = [];
  if (fromForms?.length && toForms?.length && sides.to && !countriesOnly) {
    conditions.push(['countries', and(countryIn(sides.from, fromForms), countryIn(sides.to, toForms))!]);
  }
  if (toForms?.length && sides.to) conditions.push(['destination', countryIn(sides.to, toForms)]);
  if (fromForms?.length) conditions.push(['departure', countryIn(sides.from, fromForms)]);
  const label = (place: SearchRoute['from']) => (place ? { name: place.name, country: place.country } : null);
  const fallback: Omit<SearchFallback, 'groups'> = onePlace
    ? { from: null, to: null, place: label(route.from)! }
    : { from: label(route.from), to: label(route.to) };
  // A country we know that no listing names yet ('Côte d'Ivoire'): no group, but the route as
  // understood, so the page says there is nothing there yet rather than only "no match".
  if (conditions.length === 0) return route.from?.country || route.to?.country ? { groups: [], fallback } : null;
  // No open listing is in the price bounds: the groups would walk their places for nothing (0821).
  if (await priceOutOfReach(db, kind.table, q)) return { groups: [], fallback };

  const filters = listFilters(kind.table, q, await kind.list.filters(db, q));
  const groups = conditions.map(([group, condition], i): FallbackGroup => ({
    group,
    rows: kind
      .select(db)
      .where(and(...filters, condition))
      .orderBy(...kind.list.orderBy(q))
      .limit(SEARCH_FALLBACK_GROUP_SIZE * (i + 1))
      .prepare(`${kind.name}_fallback`),
  }));
  return { groups, fallback };
}

/** The fallback groups' listings, each listing once, in its first group; null when it has none. */
async function listFallback<Row, Api extends { _id: string }, Form, Query extends KindListQuery>(
  kind: Kind<Row, Api, Form, Query>,
  built: BuiltFallback | null,
): Promise<{ items: Api[]; fallback: SearchFallback } | null> {
  if (!built) return null;
  const found = await Promise.all(built.groups.map(({ rows }) => rows.execute({}) as Promise<Row[]>));
  const items: Api[] = [];
  const counts: SearchFallback['groups'] = [];
  const seen = new Set<string>();
  built.groups.forEach(({ group }, i) => {
    let count = 0;
    for (const row of found[i]!) {
      if (count === SEARCH_FALLBACK_GROUP_SIZE) break;
      const api = kind.toApi(row);
      if (seen.has(api._id)) continue;
      seen.add(api._id);
      items.push({ ...api, matchGroup: group });
      count++;
    }
    if (count > 0) counts.push({ group, count });
  });
  return { items, fallback: { ...built.fallback, groups: counts } };
}

/** The listing's owner and state, or 404 (deleted listings count as missing unless asked for). */
export async function findOwner(db: Executor, kind: ListingKindBase, listingId: string, { withDeleted = false } = {}) {
  const t = kind.table;
  const where: SQL[] = [eq(t.id, listingId)];
  if (!withDeleted) where.push(isNull(t.deletedAt));
  const [row] = await db
    .select({ userId: t.userId, deletedAt: t.deletedAt, isCompleted: t.isCompleted, expiresAt: t.expiresAt })
    .from(t)
    .where(and(...where));
  if (!row) throw notFound(kind.messages.notFound);
  return row;
}

/**
 * Soft delete by the owner; deleting again is harmless. Orders keep pointing at the row. A listing an
 * operator removed becomes the owner's deletion too, so restoring it later does not bring it back.
 */
export async function deleteListing(db: Db, kind: ListingKindBase, listingId: string, userId: string): Promise<void> {
  const t = kind.table;
  const row = await findOwner(db, kind, listingId, { withDeleted: true });
  if (row.userId !== userId) throw forbidden();
  const changed = await db.transaction(async (tx) => {
    // Locked as every booking writer locks it, so no order is accepted between the check and the
    // delete: a listing with an active order stays until that order ends (decision 1703).
    await tx.select({ id: t.id }).from(t).where(eq(t.id, listingId)).for('update');
    if (await hasActiveOrder(tx, kind, listingId)) throw conflict(kind.messages.openOrders);
    const [closed] = await tx
      .update(t)
      .set({ deletedAt: sql`coalesce(${t.deletedAt}, now())`, hiddenBy: null, updatedAt: new Date() })
      .where(and(eq(t.id, listingId), or(isNull(t.deletedAt), eq(t.hiddenBy, 'admin'))))
      .returning({ id: t.id });
    if (closed) await expirePendingRequests(tx, kind, listingId);
    return !!closed;
  });
  if (changed) forgetCounts(db);
}

/**
 * Marks an expired listing completed (owner only) and answers it. Completing a completed listing
 * answers it again. The expiry check and the write are one UPDATE, so a listing cannot be completed
 * while still live.
 */
export async function completeListing<Row, Api, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  listingId: string,
  userId: string,
): Promise<Api> {
  const t = kind.table;
  const row = await findOwner(db, kind, listingId);
  if (row.userId !== userId) throw forbidden();
  if (!row.isCompleted) {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(t)
        .set({ isCompleted: true, updatedAt: new Date() })
        .where(and(eq(t.id, listingId), isNull(t.deletedAt), sql`${t.expiresAt} <= now()`))
        .returning({ id: t.id });
      if (updated.length === 0) throw badRequest(MESSAGES.notExpiredYet);
      await expirePendingRequests(tx, kind, listingId);
    });
    forgetCounts(db);
  }
  return getListing(db, kind, listingId);
}
