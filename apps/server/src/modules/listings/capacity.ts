import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookingRequests, orders } from '../../db/schema/index.js';
import type { ListingKindBase } from './kind.js';

// What an order does to a listing: read what it sells, take space off and give it back.

/**
 * The listing as an order needs it (deleted ones too: the caller decides), or undefined. `lock`
 * takes its row for the transaction: every booking writer locks the listing before its requests and
 * orders (decisions 1503, 1506), so two of them can never wait on each other in a circle.
 */
export async function loadForOrder(db: Executor, kind: ListingKindBase, id: string, { lock = false } = {}) {
  const t = kind.table;
  const query = db
    .select({
      id: t.id,
      userId: t.userId,
      title: t.title,
      priceRMB: t.priceRMB,
      isCompleted: t.isCompleted,
      deletedAt: t.deletedAt,
      expiresAt: t.expiresAt,
      space: kind.capacity.space,
      img: kind.order.image,
    })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function hasInterest(db: Executor, kind: ListingKindBase, listingId: string, userId: string): Promise<boolean> {
  const i = kind.interests;
  const rows = await db
    .select({ userId: i.table.userId })
    .from(i.table)
    .where(and(eq(i.listingId, listingId), eq(i.table.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes `quantity` off the listing's space only if that much is left: one conditional UPDATE, so
 * parallel accepts serialise on the row lock and can never oversell. Answers the space left, or null
 * when nothing was taken.
 */
export async function reserveSpace(db: Executor, kind: ListingKindBase, id: string, quantity: number): Promise<number | null> {
  const t = kind.table;
  const space = kind.capacity.space;
  const rows = await db
    .update(t)
    .set({ ...kind.capacity.setSpace(sql`${space} - ${quantity}`), sales: sql`${t.sales} + 1`, updatedAt: sql`now()` })
    .where(and(eq(t.id, id), gte(space, quantity), eq(t.isCompleted, false), isNull(t.deletedAt)))
    .returning({ left: space });
  return rows[0]?.left ?? null;
}

/** A cancelled order gives its space back (even to a listing that was since completed or deleted). */
export async function releaseSpace(db: Executor, kind: ListingKindBase, id: string, quantity: number): Promise<void> {
  const t = kind.table;
  const space = kind.capacity.space;
  await db
    .update(t)
    .set({ ...kind.capacity.setSpace(sql`${space} + ${quantity}`), sales: sql`greatest(${t.sales} - 1, 0)`, updatedAt: sql`now()` })
    .where(eq(t.id, id));
}

/**
 * Whether buyers wait on the listing's terms: a pending request or an active order. Each is one probe
 * of an index on the listing's column (the pending requests' unique index, the orders' listing index).
 */
export async function hasOpenBookings(db: Executor, kind: ListingKindBase, listingId: string): Promise<boolean> {
  const key = kind.order.key;
  const [pending] = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(and(eq(bookingRequests[key], listingId), eq(bookingRequests.status, 'pending')))
    .limit(1);
  return !!pending || hasActiveOrder(db, kind, listingId);
}

/** Whether an order on the listing is still active (through the orders' listing index). */
export async function hasActiveOrder(db: Executor, kind: ListingKindBase, listingId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders[kind.order.key], listingId), eq(orders.status, 'active')))
    .limit(1);
  return !!open;
}

/** The buyers waiting on a listing: a pending request or an active order on it (decision 1703). */
export async function waitingBuyers(db: Executor, kind: ListingKindBase, listingId: string): Promise<string[]> {
  const key = kind.order.key;
  const rows = await db
    .select({ id: bookingRequests.buyerId })
    .from(bookingRequests)
    .where(and(eq(bookingRequests[key], listingId), eq(bookingRequests.status, 'pending')))
    .union(db.select({ id: orders.buyerId }).from(orders).where(and(eq(orders[key], listingId), eq(orders.status, 'active'))));
  return rows.map((r) => r.id);
}
