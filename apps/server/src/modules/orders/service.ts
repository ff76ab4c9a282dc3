import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { LIMITS } from '@spaceshare/shared/constants';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@spaceshare/shared/messages';
import { CLOSED_MESSAGES, closedReason } from '@spaceshare/shared/rules/listing-state';
import { cancelRefusal } from '@spaceshare/shared/rules/order-steps';
import { UNIT_BY_LISTING_TYPE, type Order, type OrderAction, type OrderReviewState } from '@spaceshare/shared/schemas/order';
import { rmbToUsdWholeDollars } from '@spaceshare/shared/rules/price';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { bookingRequests, orders, users } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { badRequest, conflict, forbidden, HttpError, isUniqueViolation, notFound } from '../../lib/errors.js';
import { cardColumns, otherPartyId, userCard, type UserCard } from '../conversations/service.js';
import { hasInterest, loadForOrder, releaseSpace, reserveSpace } from '../listings/capacity.js';
import type { ListingKindBase, OrderListingKey } from '../listings/kind.js';
import { listingKindOf } from '../listings/kinds.js';
import { notify, readAbout, readOffer } from '../notifications/service.js';
import { offerAcceptedNotification, orderNotification } from '../notifications/texts.js';
import { expirePendingRequests, requestListingColumn } from '../requests/expire.js';
import { assertNotBlocked, lockPeople } from '../safety/blocks.js';
import { disputed, isUnderReview } from './disputes.js';

export type OrderRow = typeof orders.$inferSelect;

export const ORDERS_CAP = 500;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order's steps as ISO times, for its people and for operators alike (an order confirmed before completedAt existed completed then). */
export function orderSteps(row: OrderRow): Pick<Order, 'pickedUpAt' | 'deliveredAt' | 'completedAt' | 'cancelledAt'> {
  return {
    pickedUpAt: iso(row.pickedUpAt),
    deliveredAt: iso(row.deliveredAt),
    completedAt: iso(row.completedAt ?? row.buyerConfirmedAt),
    cancelledAt: iso(row.cancelledAt),
  };
}

/** The id of the order's listing, kept in the column of its kind. */
export const orderListingId = (row: OrderRow): string | null => row[listingKindOf(row.listingType).order.key];

/** The order's pointer to its listing, in the column of the listing's kind. */
const listingRef = (key: OrderListingKey, listingId: string): Partial<Record<OrderListingKey, string>> => ({
  [key]: listingId,
});

/**
 * The order as `viewerId` sees it: the delivery code is the buyer's alone, and only while it can still
 * complete the order.
 */
export function toOrder(row: OrderRow, otherUser: UserCard, viewerId: string, review: OrderReviewState = 'none', underReview = false): Order {
  return {
    _id: row.id,
    title: row.title,
    img: row.img,
    price: row.price,
    priceRMB: row.priceRMB,
    createdAt: row.createdAt.toISOString(),
    sellerId: row.sellerId,
    buyerId: row.buyerId,
    status: row.status,
    quantity: row.quantity,
    unit: row.unit,
    listingType: row.listingType,
    listingId: orderListingId(row),
    ...orderSteps(row),
    buyerConfirmedAt: iso(row.buyerConfirmedAt),
    requestedAt: iso(row.requestedAt),
    requestId: row.requestId,
    deliveryCode: viewerId === row.buyerId && row.status === 'active' ? row.deliveryCode : null,
    underReview: row.status === 'active' && underReview,
    review,
    otherUser: userCard(otherUser),
  };
}

/**
 * The buyer's review of the order's courier as this order sees it (decision 2203; one review per author
 * and seller, found through its unique index): it counts for the order when it was written from it, or
 * written or last edited once the order had completed; one written before asks to be updated. An
 * order that has not completed asks for no review: 'none'.
 */
// Written with table names: in a select from orders alone Drizzle would leave its columns bare, and the
// subquery would read its own review's id and seller instead of the order's.
const reviewStateSql = sql<OrderReviewState>`case when "orders"."status" <> 'completed' then 'none' else coalesce((
  select case
    when r.hidden_at is not null then 'hidden'
    when r.order_id = "orders"."id" or r.updated_at >= coalesce("orders"."completed_at", "orders"."updated_at") then 'counted'
    else 'earlier'
  end
  from reviews r
  where r.user_id = "orders"."buyer_id" and r.seller_id = "orders"."seller_id"
), 'none') end`;

/** Mine as buyer or as seller, newest first, each with the other party: one query. */
export async function listOrders(db: Db, userId: string): Promise<Order[]> {
  const other = alias(users, 'other_user');
  const rows = await db
    .select({ o: orders, other: cardColumns(other), review: reviewStateSql, underReview: disputed })
    .from(orders)
    .innerJoin(other, eq(other.id, otherPartyId(orders.sellerId, orders.buyerId, userId)))
    .where(or(eq(orders.sellerId, userId), eq(orders.buyerId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_CAP);
  return rows.map((r) => toOrder(r.o, r.other, userId, r.review, r.underReview));
}

type OrderValues = Partial<typeof orders.$inferInsert>;

async function saveLocked(tx: Executor, current: OrderRow, now: Date, values: OrderValues): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ ...values, updatedAt: now })
    .where(eq(orders.id, current.id))
    .returning();
  return updated!;
}

/** Completes an active order its caller locked: the courier's count of trips grows by one. */
export async function completeLocked(tx: Executor, current: OrderRow, now: Date, values: OrderValues = {}): Promise<OrderRow> {
  await tx
    .update(users)
    .set({ tripsCompleted: sql`${users.tripsCompleted} + 1` })
    .where(eq(users.id, current.sellerId));
  return saveLocked(tx, current, now, { status: 'completed', completedAt: now, ...values });
}

/**
 * Cancels an active order its caller locked; the space goes back (even to a listing that was since
 * completed or deleted).
 */
export async function cancelLocked(tx: Executor, current: OrderRow, now: Date, by: string): Promise<OrderRow> {
  const kind = listingKindOf(current.listingType);
  const listingId = current[kind.order.key];
  if (listingId) await releaseSpace(tx, kind, listingId, current.quantity);
  return saveLocked(tx, current, now, { status: 'cancelled', cancelledAt: now, cancelledBy: by });
}

async function cards(db: Db, ids: string[]): Promise<Map<string, UserCard>> {
  const rows = await db
    .select(cardColumns(users))
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

async function reviewStateOf(db: Db, row: OrderRow): Promise<OrderReviewState> {
  const [found] = await db.select({ review: reviewStateSql }).from(orders).where(eq(orders.id, row.id));
  return found?.review ?? 'none';
}

const fallbackCard = (id: string): UserCard => ({ id, username: '', img: '', country: '' });

/** Each side sees the other as otherUser; both hear about every change. */
export async function viewsAndPublish(db: Db, events: EventBus, row: OrderRow, publish: boolean) {
  const [people, review, underReview] = await Promise.all([
    cards(db, [row.sellerId, row.buyerId]),
    row.status === 'completed' ? reviewStateOf(db, row) : ('none' as const),
    row.status === 'active' ? isUnderReview(db, row.id) : false,
  ]);
  const sellerView = toOrder(row, people.get(row.buyerId) ?? fallbackCard(row.buyerId), row.sellerId, review, underReview);
  const buyerView = toOrder(row, people.get(row.sellerId) ?? fallbackCard(row.sellerId), row.buyerId, review, underReview);
  if (publish) {
    await events.publishBatch([
      { userIds: [row.sellerId], event: { type: 'order', order: sellerView } },
      { userIds: [row.buyerId], event: { type: 'order', order: buyerView } },
    ]);
  }
  return { sellerView, buyerView };
}

/** Both people's open pages hear the order again, e.g. once it is under review (decision 2204). */
export async function republishOrder(db: Db, events: EventBus, orderId: string): Promise<void> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (row) await viewsAndPublish(db, events, row, true);
}

export type AcceptInput = {
  kind: ListingKindBase;
  listingId: string;
  ownerId: string;
  buyerId: string;
  quantity: number;
  usdPerRmb: number;
};

/** Six digits from a CSPRNG, zero-padded: the buyer's proof-of-hand-over code. */
export const newDeliveryCode = () => String(randomInt(0, 10 ** LIMITS.DELIVERY_CODE_LENGTH)).padStart(LIMITS.DELIVERY_CODE_LENGTH, '0');

type Listing = NonNullable<Awaited<ReturnType<typeof loadForOrder>>>;

export type BookInput = {
  kind: ListingKindBase;
  listing: Listing;
  buyerId: string;
  quantity: number;
  usdPerRmb: number;
  request?: { id: string; createdAt: Date };
};

/**
 * Writes the order and takes its space off the listing, inside the caller's transaction; a listing
 * left with no space closes, so its pending requests expire with it. The caller locked both people
 * first (lockPeople), so the block and suspension check below holds until the commit.
 */
export async function bookSpace(tx: Executor, { kind, listing, buyerId, quantity, usdPerRmb, request }: BookInput): Promise<OrderRow> {
  // Accepting an offer or a request made before a block (or a suspension) books no one.
  await assertNotBlocked(tx, listing.userId, buyerId);
  const left = await reserveSpace(tx, kind, listing.id, quantity);
  if (left === null) throw conflict(MESSAGES.notEnoughSpace);
  const priceRMB = quantity * listing.priceRMB;
  try {
    const [order] = await tx
      .insert(orders)
      .values({
        id: newId(),
        listingType: kind.name,
        ...listingRef(kind.order.key, listing.id),
        title: listing.title,
        img: listing.img,
        price: rmbToUsdWholeDollars(priceRMB, usdPerRmb),
        priceRMB,
        quantity,
        unit: UNIT_BY_LISTING_TYPE[kind.name],
        sellerId: listing.userId,
        buyerId,
        requestId: request?.id ?? null,
        requestedAt: request?.createdAt ?? null,
        deliveryCode: newDeliveryCode(),
      })
      .returning();
    if (left <= 0) await expirePendingRequests(tx, kind, listing.id);
    return order!;
  } catch (err) {
    // Rolls the space back with the rest of the transaction.
    if (isUniqueViolation(err)) throw conflict(MESSAGES.orderAlreadyBooked);
    throw err;
  }
}

/** A closed listing books no one (a full one would fail on space anyway, with this clearer message). */
export function assertOpen(listing: Listing) {
  const closed = closedReason(listing);
  if (closed) throw conflict(CLOSED_MESSAGES[closed]);
}

/**
 * The owner of a listing accepts an interested user for `quantity` kg (gig) or CBM (container). The
 * space goes down and sales up in the same transaction as the order is written.
 */
export async function acceptOffer(db: Db, events: EventBus, input: AcceptInput): Promise<Order> {
  const { kind, listingId, ownerId, buyerId, quantity, usdPerRmb } = input;
  const { row, answered } = await db.transaction(async (tx) => {
    await lockPeople(tx, [ownerId, buyerId]);
    // The listing before its requests, as every other booking writer takes them: a withdrawal or a
    // decline under way finishes first, so the interest and request read below are the latest.
    const listing = await loadForOrder(tx, kind, listingId, { lock: true });
    if (!listing) throw notFound(kind.messages.notFound);
    if (listing.userId !== ownerId) throw forbidden(MESSAGES.orderNotOwner);
    if (buyerId === ownerId) throw badRequest(kind.messages.selfOffer);
    assertOpen(listing);
    if (!(await hasInterest(tx, kind, listingId, buyerId))) throw badRequest(MESSAGES.notInterested);
    // A pending request from this buyer is what this acceptance answers: it is booked as asked (or
    // less), and marked accepted with the order, instead of waiting for an answer it cannot get.
    const [pending] = await tx
      .select({ id: bookingRequests.id, quantity: bookingRequests.quantity, createdAt: bookingRequests.createdAt })
      .from(bookingRequests)
      .where(and(eq(requestListingColumn(kind), listingId), eq(bookingRequests.buyerId, buyerId), eq(bookingRequests.status, 'pending')))
      .for('update');
    if (pending && quantity > pending.quantity) throw badRequest(MESSAGES.requestQuantityAboveAsked);
    const order = await bookSpace(tx, { kind, listing, buyerId, quantity, usdPerRmb, ...(pending && { request: pending }) });
    if (pending) {
      const now = new Date();
      await tx
        .update(bookingRequests)
        .set({ status: 'accepted', orderId: order.id, acceptedQuantity: quantity, decidedAt: now, updatedAt: now })
        .where(eq(bookingRequests.id, pending.id));
    }
    return { row: order, answered: pending?.id };
  });
  const { sellerView, buyerView } = await viewsAndPublish(db, events, row, true);
  // What the owner was told of this buyer's offer, and of their request, was dealt with here.
  await readOffer(db, events, ownerId, `/${kind.name}/${listingId}`, buyerId);
  if (answered) await readAbout(db, events, answered);
  // The buyer hears of it as of an accepted request: in the bell, live, and by email.
  await notify(db, events, [offerAcceptedNotification(buyerView, buyerId)]);
  return sellerView;
}

/** The courier's try of the buyer's code, compared in constant time. */
const codeMatches = (expected: string | null, given: string) =>
  expected !== null && expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

const LOCK_MS = LIMITS.DELIVERY_CODE_LOCK_MINUTES * 60_000;

/**
 * pickup (seller: the buyer handed the parcel over), deliver (seller), confirm (buyer; completes the
 * order once it was delivered) and cancel (gives the space back: either side until pick-up, then the
 * courier alone until delivery, decision 1701). The order row is locked for the decision, so a
 * confirm racing a cancel, or a pick-up racing the buyer's cancel, cannot both win. Repeating an
 * action that already happened answers the order unchanged.
 */
export async function changeOrder(
  db: Db,
  events: EventBus,
  { orderId, userId, action, code }: { orderId: string; userId: string; action: OrderAction; code?: string },
): Promise<Order> {
  const { row, changed, refusal } = await db.transaction(async (tx): Promise<{ row: OrderRow; changed: boolean; refusal?: HttpError }> => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (!current) throw notFound(MESSAGES.orderNotFound);
    const isSeller = current.sellerId === userId;
    const isBuyer = current.buyerId === userId;
    if (!isSeller && !isBuyer) throw forbidden(MESSAGES.orderNotParticipant);

    const now = new Date();
    const save = async (values: OrderValues) => ({ row: await saveLocked(tx, current, now, values), changed: true });
    const unchanged = { row: current, changed: false };
    const complete = async (values: OrderValues) => ({ row: await completeLocked(tx, current, now, values), changed: true });

    switch (action) {
      case 'pickup': {
        if (!isSeller) throw forbidden(MESSAGES.orderOnlySellerPicksUp);
        if (current.status === 'cancelled') throw badRequest(MESSAGES.orderCancelled);
        if (current.status === 'completed') throw badRequest(MESSAGES.orderCompleted);
        // Delivered without a pick-up first: the hand-over it would record is already past.
        if (current.pickedUpAt || current.deliveredAt) return unchanged;
        return save({ pickedUpAt: now });
      }
      case 'deliver': {
        if (!isSeller) throw forbidden(MESSAGES.orderOnlySellerDelivers);
        if (current.status === 'cancelled') throw badRequest(MESSAGES.orderCancelled);
        if (code !== undefined) {
          // Proof of hand-over: the buyer's code completes the order at once; five wrong tries lock
          // the code for a while (the lock is written, so it survives the refusal).
          if (current.status === 'completed') return unchanged;
          if (current.deliveryCodeLockedUntil && current.deliveryCodeLockedUntil > now) {
            return { ...unchanged, refusal: new HttpError(429, MESSAGES.deliveryCodeLocked) };
          }
          if (!codeMatches(current.deliveryCode, code)) {
            const attempts = current.deliveryCodeAttempts + 1;
            const locked = attempts >= LIMITS.DELIVERY_CODE_MAX_ATTEMPTS;
            await tx
              .update(orders)
              .set(locked ? { deliveryCodeAttempts: 0, deliveryCodeLockedUntil: new Date(now.getTime() + LOCK_MS) } : { deliveryCodeAttempts: attempts })
              .where(eq(orders.id, orderId));
            return { ...unchanged, refusal: locked ? new HttpError(429, MESSAGES.deliveryCodeLocked) : badRequest(MESSAGES.deliveryCodeWrong) };
          }
          return complete({ deliveredAt: current.deliveredAt ?? now, deliveryCodeAttempts: 0, deliveryCodeLockedUntil: null });
        }
        if (current.deliveredAt) return unchanged;
        if (current.status === 'completed') throw badRequest(MESSAGES.orderCompleted);
        return save({ deliveredAt: now });
      }
      case 'confirm': {
        if (!isBuyer) throw forbidden(MESSAGES.orderOnlyBuyerConfirms);
        if (current.status === 'cancelled') throw badRequest(MESSAGES.orderCancelled);
        if (current.status === 'completed') return unchanged;
        // Receipt follows hand-over (issue 10): the courier marks the order delivered first.
        if (!current.deliveredAt) throw conflict(MESSAGES.orderNotDeliveredYet);
        return complete({ buyerConfirmedAt: now });
      }
      case 'cancel': {
        if (current.status === 'completed') throw badRequest(MESSAGES.orderCompletedNoCancel);
        if (current.status === 'cancelled') return unchanged;
        const refusal = cancelRefusal(current, isBuyer);
        if (refusal) throw conflict(refusal);
        return { row: await cancelLocked(tx, current, now, userId), changed: true };
      }
    }
  });
  if (refusal) throw refusal;
  const { sellerView, buyerView } = await viewsAndPublish(db, events, row, changed);
  if (changed) {
    // The party who did not act hears of it.
    const actorIsSeller = row.sellerId === userId;
    await readAbout(db, events, row.id);
    await notify(db, events, [orderNotification(actorIsSeller ? buyerView : sellerView, actorIsSeller ? row.buyerId : row.sellerId)]);
  }
  return row.sellerId === userId ? sellerView : buyerView;
}
