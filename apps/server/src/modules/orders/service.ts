import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@spaceshare/shared/messages';
import { CLOSED_MESSAGES, closedReason } from '@spaceshare/shared/rules/listing-state';
import { UNIT_BY_LISTING_TYPE, type Order } from '@spaceshare/shared/schemas/order';
import { rmbToUsdWholeDollars } from '@spaceshare/shared/rules/price';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { orders, users } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { cardColumns, otherPartyId, userCard, type UserCard } from '../conversations/service.js';
import { hasInterest, loadForOrder, releaseSpace, reserveSpace } from '../listings/capacity.js';
import type { ListingKindBase, OrderListingKey } from '../listings/kind.js';
import { listingKindOf } from '../listings/kinds.js';

export type OrderRow = typeof orders.$inferSelect;

export const ORDERS_CAP = 500;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order's pointer to its listing, in the column of the listing's kind. */
const listingRef = (key: OrderListingKey, listingId: string): Partial<Record<OrderListingKey, string>> => ({
  [key]: listingId,
});

export function toOrder(row: OrderRow, otherUser: UserCard): Order {
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
    listingId: row[listingKindOf(row.listingType).order.key],
    deliveredAt: iso(row.deliveredAt),
    buyerConfirmedAt: iso(row.buyerConfirmedAt),
    cancelledAt: iso(row.cancelledAt),
    otherUser: userCard(otherUser),
  };
}

/** Mine as buyer or as seller, newest first, each with the other party: one query. */
export async function listOrders(db: Db, userId: string): Promise<Order[]> {
  const other = alias(users, 'other_user');
  const rows = await db
    .select({ o: orders, other: cardColumns(other) })
    .from(orders)
    .innerJoin(other, eq(other.id, otherPartyId(orders.sellerId, orders.buyerId, userId)))
    .where(or(eq(orders.sellerId, userId), eq(orders.buyerId, userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_CAP);
  return rows.map((r) => toOrder(r.o, r.other));
}

/** A cancelled order gives its space back (even to a listing that was since completed or deleted). */
async function releaseOrderSpace(tx: Executor, row: OrderRow) {
  const kind = listingKindOf(row.listingType);
  const listingId = row[kind.order.key];
  if (listingId) await releaseSpace(tx, kind, listingId, row.quantity);
}

async function cards(db: Db, ids: string[]): Promise<Map<string, UserCard>> {
  const rows = await db
    .select(cardColumns(users))
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const fallbackCard = (id: string): UserCard => ({ id, username: '', img: '', country: '' });

/** Each side sees the other as otherUser; both hear about every change. */
async function viewsAndPublish(db: Db, events: EventBus, row: OrderRow, publish: boolean) {
  const people = await cards(db, [row.sellerId, row.buyerId]);
  const sellerView = toOrder(row, people.get(row.buyerId) ?? fallbackCard(row.buyerId));
  const buyerView = toOrder(row, people.get(row.sellerId) ?? fallbackCard(row.sellerId));
  if (publish) {
    await events.publishBatch([
      { userIds: [row.sellerId], event: { type: 'order', order: sellerView } },
      { userIds: [row.buyerId], event: { type: 'order', order: buyerView } },
    ]);
  }
  return { sellerView, buyerView };
}

export type AcceptInput = {
  kind: ListingKindBase;
  listingId: string;
  ownerId: string;
  buyerId: string;
  quantity: number;
  usdPerRmb: number;
};

/**
 * The owner of a listing accepts an interested user for `quantity` kg (gig) or CBM (container). The
 * space goes down and sales up in the same transaction as the order is written.
 */
export async function acceptOffer(db: Db, events: EventBus, input: AcceptInput): Promise<Order> {
  const { kind, listingId, ownerId, buyerId, quantity, usdPerRmb } = input;
  const row = await db.transaction(async (tx) => {
    const listing = await loadForOrder(tx, kind, listingId);
    if (!listing) throw notFound(kind.messages.notFound);
    if (listing.userId !== ownerId) throw forbidden(MESSAGES.orderNotOwner);
    if (buyerId === ownerId) throw badRequest(kind.messages.selfOffer);
    // A closed listing books no one (a full one would fail on space anyway, with this clearer message).
    const closed = closedReason(listing);
    if (closed) throw conflict(CLOSED_MESSAGES[closed]);
    if (!(await hasInterest(tx, kind, listingId, buyerId))) throw badRequest(MESSAGES.notInterested);
    if (!(await reserveSpace(tx, kind, listingId, quantity))) throw conflict(MESSAGES.notEnoughSpace);

    const priceRMB = quantity * listing.priceRMB;
    try {
      const [order] = await tx
        .insert(orders)
        .values({
          id: newId(),
          listingType: kind.name,
          ...listingRef(kind.order.key, listingId),
          title: listing.title,
          img: listing.img,
          price: rmbToUsdWholeDollars(priceRMB, usdPerRmb),
          priceRMB,
          quantity,
          unit: UNIT_BY_LISTING_TYPE[kind.name],
          sellerId: ownerId,
          buyerId,
        })
        .returning();
      return order!;
    } catch (err) {
      // Rolls the space back with the rest of the transaction.
      if (isUniqueViolation(err)) throw conflict(MESSAGES.orderAlreadyBooked);
      throw err;
    }
  });
  const { sellerView } = await viewsAndPublish(db, events, row, true);
  return sellerView;
}

export type OrderAction = 'deliver' | 'confirm' | 'cancel';

/**
 * deliver (seller), confirm (buyer; completes the order once it was delivered) and cancel (either
 * side, before completion; gives the space back). The order row is locked for the decision, so a
 * confirm racing a cancel cannot both win. Repeating an action that already happened answers the
 * order unchanged.
 */
export async function changeOrder(
  db: Db,
  events: EventBus,
  { orderId, userId, action }: { orderId: string; userId: string; action: OrderAction },
): Promise<Order> {
  const { row, changed } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (!current) throw notFound(MESSAGES.orderNotFound);
    const isSeller = current.sellerId === userId;
    const isBuyer = current.buyerId === userId;
    if (!isSeller && !isBuyer) throw forbidden(MESSAGES.orderNotParticipant);

    const now = new Date();
    const save = async (values: Partial<typeof orders.$inferInsert>) => {
      const [updated] = await tx
        .update(orders)
        .set({ ...values, updatedAt: now })
        .where(eq(orders.id, orderId))
        .returning();
      return { row: updated!, changed: true };
    };
    const unchanged = { row: current, changed: false };

    switch (action) {
      case 'deliver': {
        if (!isSeller) throw forbidden(MESSAGES.orderOnlySellerDelivers);
        if (current.status === 'cancelled') throw badRequest(MESSAGES.orderCancelled);
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
        await tx
          .update(users)
          .set({ tripsCompleted: sql`${users.tripsCompleted} + 1` })
          .where(eq(users.id, current.sellerId));
        return save({ status: 'completed', buyerConfirmedAt: now });
      }
      case 'cancel': {
        if (current.status === 'completed') throw badRequest(MESSAGES.orderCompletedNoCancel);
        if (current.status === 'cancelled') return unchanged;
        await releaseOrderSpace(tx, current);
        return save({ status: 'cancelled', cancelledAt: now, cancelledBy: userId });
      }
    }
  });
  const { sellerView, buyerView } = await viewsAndPublish(db, events, row, changed);
  return row.sellerId === userId ? sellerView : buyerView;
}
