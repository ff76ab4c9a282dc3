import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@spaceshare/shared/messages';
import { countryCode } from '@spaceshare/shared/countries';
import { knownPlace } from '@spaceshare/shared/rules/place-aliases';
import { cityKey, listingSide, sideName, type RouteSide } from '@spaceshare/shared/rules/route-alert';
import { routeLabel } from '@spaceshare/shared/rules/search-fallback';
import { parseRouteQuery } from '@spaceshare/shared/rules/route-search';
import { ROUTE_ALERTS_MAX, type RouteAlert } from '@spaceshare/shared/schemas/route-alert';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { blocks, routeAlerts, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { resolvePlaceCached } from '../listings/places.js';
import { emailRouteAlert } from '../notifications/emails.js';
import { notify } from '../notifications/service.js';
import { routeAlertNotification } from '../notifications/texts.js';

// Route alerts (decision 1401): a user watches a route ('China to Ghana', 'to Kenya'); every new gig
// on it tells them, in the bell and live. Places are compared by meaning (rules/route-alert.ts).

type Row = typeof routeAlerts.$inferSelect;

const toApi = (row: Row): RouteAlert => ({
  _id: row.id,
  search: row.search,
  label: row.label,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

interface Side {
  side: RouteSide;
  name: string;
}

/**
 * One end of the route as typed: a country or a city we know by name (in English, French, Portuguese
 * or Chinese), else a place some listing names (its nearest spelling, as search finds it). Null when
 * nothing stands for it.
 */
async function resolveSide(db: Executor, term: string): Promise<Side | null> {
  const known = knownPlace(term);
  if (known) {
    const side = { country: known.country, city: known.city ? cityKey(known.name) : null };
    return { side, name: sideName(side, known.name) };
  }
  const place = await resolvePlaceCached(db, term);
  const names = place.exactNames.cities.size > 0 || place.exactNames.countries.length > 0 ? place.exactNames : place;
  const [city] = names.cities;
  if (city) {
    const code = countryCode(city[1][0]);
    if (code) {
      const side = { country: code, city: cityKey(city[0]) };
      return { side, name: sideName(side, place.name) };
    }
  }
  const code = countryCode(names.countries[0]);
  if (!code) return null;
  const side = { country: code, city: null };
  return { side, name: sideName(side, null) };
}

/** The route a search names, resolved; a 400 when it names none or a place we cannot place. */
async function resolveRoute(db: Executor, search: string) {
  const route = parseRouteQuery(search);
  if (route.from === undefined && route.to === undefined) throw badRequest(MESSAGES.alertNeedsRoute);
  const [from, to] = await Promise.all([
    route.from === undefined ? null : resolveSide(db, route.from),
    route.to === undefined ? null : resolveSide(db, route.to),
  ]);
  if ((route.from !== undefined && !from) || (route.to !== undefined && !to)) throw badRequest(MESSAGES.alertUnknownPlace);
  return { from: from?.side ?? null, to: to?.side ?? null, label: routeLabel({ from: from?.name ?? null, to: to?.name ?? null }) };
}

export async function listAlerts(db: Executor, userId: string): Promise<RouteAlert[]> {
  const rows = await db.select().from(routeAlerts).where(eq(routeAlerts.userId, userId)).orderBy(asc(routeAlerts.createdAt), asc(routeAlerts.id));
  return rows.map(toApi);
}

/**
 * Watches the route of `search`. Watching a route again answers the alert already kept (`created`
 * false); past ROUTE_ALERTS_MAX a new one is refused. The user's row is locked so that two requests
 * at once cannot pass the cap together.
 */
export async function createAlert(db: Db, userId: string, search: string): Promise<{ alert: RouteAlert; created: boolean }> {
  const route = await resolveRoute(db, search);
  const values = {
    fromCountry: route.from?.country ?? null,
    fromCity: route.from?.city ?? null,
    toCountry: route.to?.country ?? null,
    toCity: route.to?.city ?? null,
  };
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const same = and(
      eq(routeAlerts.userId, userId),
      sql`coalesce(${routeAlerts.fromCountry}, '') = ${values.fromCountry ?? ''}`,
      sql`coalesce(${routeAlerts.fromCity}, '') = ${values.fromCity ?? ''}`,
      sql`coalesce(${routeAlerts.toCountry}, '') = ${values.toCountry ?? ''}`,
      sql`coalesce(${routeAlerts.toCity}, '') = ${values.toCity ?? ''}`,
    );
    const [existing] = await tx.select().from(routeAlerts).where(same);
    if (existing) return { alert: toApi(existing), created: false };
    const [kept] = await tx.select({ n: count() }).from(routeAlerts).where(eq(routeAlerts.userId, userId));
    if ((kept?.n ?? 0) >= ROUTE_ALERTS_MAX) throw badRequest(MESSAGES.alertLimit);
    const [row] = await tx
      .insert(routeAlerts)
      .values({ id: newId(), userId, search, label: route.label, ...values })
      .returning();
    return { alert: toApi(row!), created: true };
  });
}

/** The user's own alert, or 404 when there is none and 403 when it is someone else's. */
async function ownAlert(db: Executor, userId: string, id: string, notYours: string): Promise<void> {
  const [row] = await db.select({ userId: routeAlerts.userId }).from(routeAlerts).where(eq(routeAlerts.id, id));
  if (!row) throw notFound(MESSAGES.alertNotFound);
  if (row.userId !== userId) throw forbidden(notYours);
}

export async function deleteAlert(db: Executor, userId: string, id: string): Promise<void> {
  await ownAlert(db, userId, id, MESSAGES.alertNotYours);
  await db.delete(routeAlerts).where(eq(routeAlerts.id, id));
}

/** Turns the alert's email on or off (decision 1505). */
export async function updateAlert(db: Executor, userId: string, id: string, change: { email: boolean }): Promise<RouteAlert> {
  await ownAlert(db, userId, id, MESSAGES.alertNotYoursToChange);
  const [row] = await db.update(routeAlerts).set({ email: change.email }).where(and(eq(routeAlerts.id, id), eq(routeAlerts.userId, userId))).returning();
  if (!row) throw notFound(MESSAGES.alertNotFound);
  return toApi(row);
}

/** How closely an alert names a route: a city counts more than a country, a country more than anywhere. */
const sideCloseness = (country: string | null, city: string | null) => (city ? 2 : country ? 1 : 0);
const closeness = (row: Pick<Row, 'fromCountry' | 'fromCity' | 'toCountry' | 'toCity'>) =>
  sideCloseness(row.fromCountry, row.fromCity) + sideCloseness(row.toCountry, row.toCity);

/** What a new gig needs to find its watchers. */
export interface NewGig {
  id: string;
  userId: string;
  title: string;
  departureCountry: string;
  departureCity: string;
  destinationCountry: string;
  destinationCity: string;
}

/** The alert's side names the listing's country, and its city or none. */
const at = (country: AnyPgColumn, city: AnyPgColumn, listing: RouteSide) =>
  sql`(${country} = ${listing.country} and (${city} is null or ${city} = ${listing.city}))`;

/**
 * The alerts a listing's route matches, in two parts that each have an index: those with a
 * destination (by the destination), and those without one (by the departure).
 */
function watching(from: RouteSide | null, to: RouteSide | null) {
  const a = routeAlerts;
  const fromSide = from ? sql`(${a.fromCountry} is null or ${at(a.fromCountry, a.fromCity, from)})` : sql`${a.fromCountry} is null`;
  const withDestination = to ? and(at(a.toCountry, a.toCity, to), fromSide) : undefined;
  const withoutDestination = from ? and(sql`${a.toCountry} is null`, at(a.fromCountry, a.fromCity, from)) : undefined;
  return or(withDestination, withoutDestination);
}

/**
 * Tells everyone who watches the new gig's route, except its owner and anyone on either side of a
 * block with them. Found through the destination index (or, for alerts without a destination, the
 * departure one); one notification each.
 */
export async function notifyRouteWatchers(db: Db, events: EventBus, gig: NewGig): Promise<number> {
  const from = listingSide(gig.departureCountry, gig.departureCity);
  const to = listingSide(gig.destinationCountry, gig.destinationCity);
  if (!from && !to) return 0;
  const a = routeAlerts;
  const rows = await db
    .select({ id: a.id, userId: a.userId, label: a.label, email: a.email, fromCountry: a.fromCountry, fromCity: a.fromCity, toCountry: a.toCountry, toCity: a.toCity })
    .from(a)
    .where(
      and(
        ne(a.userId, gig.userId),
        watching(from, to),
        sql`not exists (select 1 from ${blocks} b where (b.blocker_id = ${a.userId} and b.blocked_id = ${gig.userId}) or (b.blocker_id = ${gig.userId} and b.blocked_id = ${a.userId}))`,
      ),
    );
  // One notification per user, however many of their alerts the gig matches, named by the closest
  // of them ('Guangzhou to Accra' rather than 'China to anywhere'); and one email, by the closest of
  // those that want email (decision 1505).
  const byUser = closestPerUser(rows);
  const emailed = closestPerUser(rows.filter((row) => row.email));
  const written = await notify(db, events, [...byUser.values()].map((row) => routeAlertNotification(row.userId, row.label, gig.title, `/gig/${gig.id}`)));
  for (const { userId, notification } of written) {
    const alert = emailed.get(userId);
    if (alert) await emailRouteAlert(db, userId, alert, notification);
  }
  return byUser.size;
}

function closestPerUser<T extends Pick<Row, 'userId' | 'fromCountry' | 'fromCity' | 'toCountry' | 'toCity'>>(rows: T[]): Map<string, T> {
  const byUser = new Map<string, T>();
  for (const row of rows) {
    const kept = byUser.get(row.userId);
    if (!kept || closeness(row) > closeness(kept)) byUser.set(row.userId, row);
  }
  return byUser;
}
