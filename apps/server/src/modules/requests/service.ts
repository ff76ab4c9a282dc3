import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@spaceshare/shared/messages';
import { CLOSED_MESSAGES, closedReason } from '@spaceshare/shared/rules/listing-state';
import type {
  BookingRequest,
  BookingRequestFormInput,
  PendingRequests,
  RequestListQuery,
  RequestStatus,
} from '@spaceshare/shared/schemas/booking-request';
import { UNIT_BY_LISTING_TYPE, type Order, type OrderStatus } from '@spaceshare/shared/schemas/order';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { bookingRequests, orders, users } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { deletedSql, goneSql, otherPartyId, userCard, type UserCard } from '../conversations/service.js';
import { loadForOrder } from '../listings/capacity.js';
import { dropInterest, registerInterest } from '../listings/interest.js';
import type { ListingKindBase } from '../listings/kind.js';
import { LISTING_KINDS, listingKindOf } from '../listings/kinds.js';
import { notify, readAbout, readOffer } from '../notifications/service.js';
import { requestNotification } from '../notifications/texts.js';
import { assertOpen, bookSpace, viewsAndPublish } from '../orders/service.js';
import { assertNotBlocked, lockPeople } from '../safety/blocks.js';
import { requestListingColumn } from './expire.js';

// Booking requests (issue 10): ask, accept (an order), decline, withdraw. Every decision locks the
// request row, so one request never makes two orders and a withdraw racing an accept has one winner.

type RequestRow = typeof bookingRequests.$inferSelect;

export const REQUESTS_CAP = 500;

const kinds = Object.values(LISTING_KINDS);

/** One expression over the left-joined listing tables: the value from the request's own kind. */
const perKind = <T>(pick: (kind: ListingKindBase) => SQL | AnyPgColumn) =>
  sql<T>`case ${sql.join(
    kinds.map((k) => sql`when ${bookingRequests.listingType} = ${k.name} then ${pick(k)}`),
    sql` `,
  )} end`;

const closedSql = (k: ListingKindBase) =>
  sql`(${k.table.deletedAt} is not null or ${k.table.isCompleted} or ${k.table.expiresAt} <= now() or ${k.capacity.space} <= 0)`;

/** A pending request of a listing that has closed since (by date, with no write) reads as expired. */
const statusSql = sql<RequestStatus>`case when ${bookingRequests.status} = 'pending' and ${perKind<boolean>(closedSql)} then 'expired' else ${bookingRequests.status} end`;

// Flat columns: drizzle would answer a nested object of left-joined values as null.
const listingColumns = {
  title: perKind<string>((k) => k.table.title),
  fromCity: perKind<string>((k) => k.order.route.fromCity),
  fromCountry: perKind<string>((k) => k.order.route.fromCountry),
  toCity: perKind<string | null>((k) => k.order.route.toCity),
  toCountry: perKind<string | null>((k) => k.order.route.toCountry),
  priceRMB: perKind<number>((k) => k.table.priceRMB).mapWith(Number),
  space: perKind<number>((k) => k.capacity.space).mapWith(Number),
};

type Joined = {
  r: RequestRow;
  status: RequestStatus;
  orderStatus: OrderStatus | null;
  title: string;
  fromCity: string;
  fromCountry: string;
  toCity: string | null;
  toCountry: string | null;
  priceRMB: number;
  space: number;
  other: UserCard;
};

/** 'Guangzhou, China': the line API clients show (the web shows the parts, decision 2455). */
const placeLine = (place: { city: string; country: string } | null) => (place ? `${place.city}, ${place.country}` : '');

function toRequest({ r, status, orderStatus, title, fromCity, fromCountry, toCity, toCountry, priceRMB, space, other }: Joined, viewerId: string): BookingRequest {
  const from = { city: fromCity, country: fromCountry };
  const to = toCity === null || toCountry === null ? null : { city: toCity, country: toCountry };
  return {
    _id: r.id,
    listingType: r.listingType,
    listingId: (r.gigId ?? r.containerId)!,
    buyerId: r.buyerId,
    sellerId: r.sellerId,
    quantity: r.quantity,
    unit: UNIT_BY_LISTING_TYPE[r.listingType],
    description: r.description,
    status,
    declineReason: r.declineReason,
    orderId: r.orderId,
    orderStatus,
    acceptedQuantity: r.acceptedQuantity,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    role: viewerId === r.sellerId ? 'seller' : 'buyer',
    listing: { title, from: placeLine(from), to: placeLine(to), places: { from, to }, priceRMB, space },
    otherUser: userCard(other),
  };
}

/** Requests with their listing and the viewer's other party, in one query (no N+1). */
async function selectRequests(db: Executor, viewerId: string, where: SQL | undefined, limit: number): Promise<Joined[]> {
  const other = alias(users, 'other_user');
  let query = db
    .select({
      r: bookingRequests,
      status: statusSql,
      orderStatus: orders.status,
      ...listingColumns,
      otherId: other.id,
      otherUsername: other.username,
      otherImg: other.img,
      otherCountry: other.country,
      otherGone: goneSql(other),
      otherDeleted: deletedSql(other),
    })
    .from(bookingRequests)
    .innerJoin(other, eq(other.id, otherPartyId(bookingRequests.sellerId, bookingRequests.buyerId, viewerId)))
    .leftJoin(orders, eq(orders.id, bookingRequests.orderId))
    .$dynamic();
  for (const k of kinds) query = query.leftJoin(k.table, eq(k.table.id, requestListingColumn(k)));
  const rows = await query
    .where(where)
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
    .limit(limit);
  return rows.map(({ otherId, otherUsername, otherImg, otherCountry, otherGone, otherDeleted, ...row }) => ({
    ...row,
    other: { id: otherId, username: otherUsername, img: otherImg, country: otherCountry, gone: otherGone, deleted: otherDeleted },
  }));
}

/** The request as each side sees it (the seller's card for the buyer, the buyer's for the seller). */
async function viewsOf(db: Executor, id: string, viewerId: string) {
  const [mine] = await selectRequests(db, viewerId, eq(bookingRequests.id, id), 1);
  if (!mine) throw notFound(MESSAGES.requestNotFound);
  const otherId = viewerId === mine.r.sellerId ? mine.r.buyerId : mine.r.sellerId;
  const [theirs] = await selectRequests(db, otherId, eq(bookingRequests.id, id), 1);
  const seller = viewerId === mine.r.sellerId ? mine : theirs!;
  const buyer = viewerId === mine.r.sellerId ? theirs! : mine;
  return { buyer: toRequest(buyer, mine.r.buyerId), seller: toRequest(seller, mine.r.sellerId) };
}

/**
 * Both parties hear about every change, each with their own view, and the one who did not act gets a
 * notification; answers `viewerId`'s view.
 */
async function publish(db: Db, events: EventBus, id: string, viewerId: string): Promise<BookingRequest> {
  const { buyer, seller } = await viewsOf(db, id, viewerId);
  await events.publishBatch([
    { userIds: [seller.sellerId], event: { type: 'request', request: seller } },
    { userIds: [buyer.buyerId], event: { type: 'request', request: buyer } },
  ]);
  const other = viewerId === seller.sellerId ? buyer : seller;
  const notification = requestNotification(other);
  // A new request has nothing told of it yet; once it moves on, what was said of it is read.
  if (other.status !== 'pending') await readAbout(db, events, id);
  if (notification) await notify(db, events, [notification]);
  return viewerId === seller.sellerId ? seller : buyer;
}

/**
 * A buyer asks for `quantity` of the listing's space. The listing row is locked, so the space check and
 * the closed check hold at the moment of asking; asking also registers the buyer's interest.
 */
export async function createRequest(
  db: Db,
  events: EventBus,
  { kind, listingId, buyerId, input }: { kind: ListingKindBase; listingId: string; buyerId: string; input: BookingRequestFormInput },
): Promise<BookingRequest> {
  const id = await db.transaction(async (tx) => {
    // The owner never changes: read without a lock, to lock the two people before the listing.
    const [owner] = await tx.select({ id: kind.table.userId }).from(kind.table).where(eq(kind.table.id, listingId));
    await lockPeople(tx, owner ? [owner.id, buyerId] : [buyerId]);
    const [locked] = await tx.select({ id: kind.table.id }).from(kind.table).where(eq(kind.table.id, listingId)).for('update');
    const listing = locked && (await loadForOrder(tx, kind, listingId));
    if (!listing) throw notFound(kind.messages.notFound);
    if (listing.userId === buyerId) throw forbidden(kind.messages.selfOffer);
    // Closed first: a suspended owner's listing is removed, which says more than 'cannot contact'.
    assertOpen(listing);
    await assertNotBlocked(tx, listing.userId, buyerId);
    if (input.quantity > listing.space) throw conflict(MESSAGES.notEnoughSpace);
    const requestId = newId();
    try {
      await tx.insert(bookingRequests).values({
        id: requestId,
        listingType: kind.name,
        [kind.order.key]: listingId,
        buyerId,
        sellerId: listing.userId,
        quantity: input.quantity,
        description: input.description,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MESSAGES.requestAlreadyPending);
      throw err;
    }
    await registerInterest(tx, kind, listingId, buyerId);
    return requestId;
  });
  return publish(db, events, id, buyerId);
}

/** Mine as buyer and as seller, newest first, narrowed by role, status and listing. */
export async function listRequests(db: Db, userId: string, q: RequestListQuery): Promise<BookingRequest[]> {
  const mine =
    q.role === 'buyer'
      ? eq(bookingRequests.buyerId, userId)
      : q.role === 'seller'
        ? eq(bookingRequests.sellerId, userId)
        : or(eq(bookingRequests.buyerId, userId), eq(bookingRequests.sellerId, userId));
  const onListing = q.listingId ? or(eq(bookingRequests.gigId, q.listingId), eq(bookingRequests.containerId, q.listingId)) : undefined;
  const rows = await selectRequests(db, userId, and(mine, onListing, q.status ? sql`${statusSql} = ${q.status}` : undefined), REQUESTS_CAP);
  return rows.map((row) => toRequest(row, userId));
}

/** The seller's pending requests (still open listings only), in all and per listing. */
export async function pendingRequests(db: Db, sellerId: string): Promise<PendingRequests> {
  let query = db
    .select({ listingId: sql<string>`coalesce(${bookingRequests.gigId}, ${bookingRequests.containerId})`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookingRequests)
    .$dynamic();
  for (const k of kinds) query = query.leftJoin(k.table, eq(k.table.id, requestListingColumn(k)));
  const rows = await query
    .where(and(eq(bookingRequests.sellerId, sellerId), eq(bookingRequests.status, 'pending'), sql`not ${perKind<boolean>(closedSql)}`))
    .groupBy(sql`1`);
  const byListing: Record<string, number> = {};
  let total = 0;
  for (const { listingId, n } of rows) {
    byListing[listingId] = n;
    total += n;
  }
  return { total, byListing };
}

/**
 * The request row, locked for a decision, with the caller's right to make it checked. With
 * `lockListing`, the listing's row is locked first: every writer takes the listing before its requests
 * (a listing that fills up expires its other pending requests), so parallel accepts cannot deadlock.
 */
async function lockForDecision(tx: Executor, requestId: string, userId: string, side: 'seller' | 'buyer', { lockListing = false } = {}) {
  if (lockListing) {
    const [target] = await tx
      .select({ type: bookingRequests.listingType, id: sql<string>`coalesce(${bookingRequests.gigId}, ${bookingRequests.containerId})` })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, requestId))
      .limit(1);
    if (target) {
      const { table } = listingKindOf(target.type);
      await tx.select({ id: table.id }).from(table).where(eq(table.id, target.id)).for('update');
    }
  }
  const [row] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, requestId)).for('update').limit(1);
  if (!row) throw notFound(MESSAGES.requestNotFound);
  if (row.sellerId !== userId && row.buyerId !== userId) throw forbidden(MESSAGES.requestNotParticipant);
  if (side === 'seller' && row.sellerId !== userId) throw forbidden(MESSAGES.requestOnlyOwnerAnswers);
  if (side === 'buyer' && row.buyerId !== userId) throw forbidden(MESSAGES.requestOnlyBuyerWithdraws);
  if (row.status !== 'pending') throw conflict(MESSAGES.requestNotPending);
  return row;
}

/** A declined or withdrawn request takes the interest it registered with it. */
const endInterest = (tx: Executor, request: typeof bookingRequests.$inferSelect) =>
  dropInterest(tx, listingKindOf(request.listingType), (request.gigId ?? request.containerId)!, request.buyerId);

async function decide(tx: Executor, id: string, values: Partial<typeof bookingRequests.$inferInsert>) {
  const now = new Date();
  await tx
    .update(bookingRequests)
    .set({ ...values, decidedAt: now, updatedAt: now })
    .where(eq(bookingRequests.id, id));
}

/**
 * The owner accepts: an order for the request's quantity (or less), its space reserved, the request
 * marked accepted, all in one transaction. Parallel accepts on one listing queue on its row lock and
 * never oversell.
 */
export async function acceptRequest(
  db: Db,
  events: EventBus,
  { requestId, ownerId, quantity, usdPerRmb }: { requestId: string; ownerId: string; quantity?: number; usdPerRmb: number },
): Promise<Order> {
  const order = await db.transaction(async (tx) => {
    const [parties] = await tx.select({ buyerId: bookingRequests.buyerId }).from(bookingRequests).where(eq(bookingRequests.id, requestId));
    await lockPeople(tx, parties ? [ownerId, parties.buyerId] : [ownerId]);
    const request = await lockForDecision(tx, requestId, ownerId, 'seller', { lockListing: true });
    const kind = listingKindOf(request.listingType);
    const listingId = (request.gigId ?? request.containerId)!;
    const listing = await loadForOrder(tx, kind, listingId);
    if (!listing) throw notFound(kind.messages.notFound);
    const closed = closedReason(listing);
    if (closed) throw conflict(CLOSED_MESSAGES[closed]);
    const booked = quantity ?? request.quantity;
    if (booked > request.quantity) throw badRequest(MESSAGES.requestQuantityAboveAsked);
    const row = await bookSpace(tx, {
      kind,
      listing,
      buyerId: request.buyerId,
      quantity: booked,
      usdPerRmb,
      request: { id: request.id, createdAt: request.createdAt },
    });
    await decide(tx, request.id, { status: 'accepted', orderId: row.id, acceptedQuantity: booked });
    return { row, link: `/${kind.name}/${listingId}`, buyerId: request.buyerId };
  });
  const { sellerView } = await viewsAndPublish(db, events, order.row, true);
  await publish(db, events, requestId, ownerId);
  // The buyer's Make Offer on this listing was answered too, as accepting the offer reads their request (decision 2414).
  await readOffer(db, events, ownerId, order.link, order.buyerId);
  return sellerView;
}

export async function declineRequest(
  db: Db,
  events: EventBus,
  { requestId, ownerId, reason }: { requestId: string; ownerId: string; reason?: string },
): Promise<BookingRequest> {
  await db.transaction(async (tx) => {
    const request = await lockForDecision(tx, requestId, ownerId, 'seller', { lockListing: true });
    await decide(tx, requestId, { status: 'declined', declineReason: reason || null });
    await endInterest(tx, request);
  });
  return publish(db, events, requestId, ownerId);
}

export async function withdrawRequest(
  db: Db,
  events: EventBus,
  { requestId, buyerId }: { requestId: string; buyerId: string },
): Promise<BookingRequest> {
  await db.transaction(async (tx) => {
    const request = await lockForDecision(tx, requestId, buyerId, 'buyer', { lockListing: true });
    await decide(tx, requestId, { status: 'withdrawn' });
    await endInterest(tx, request);
  });
  return publish(db, events, requestId, buyerId);
}
