import { and, eq, inArray, or, sql, type Column } from 'drizzle-orm';
import { orderRefLine } from '@spaceshare/shared/rules/report-order';
import type { Db, Executor } from '../../db/client.js';
import { orders, reports, users } from '../../db/schema/index.js';

// Orders SpaceShare settles instead of their two people (decisions 1701, 2204): one of them reported
// the other, or one of them was suspended. Neither completes by itself; the console lists them under
// Disputed.

/** A report between an order's two people, either way round: the order's columns, or its values. */
const betweenPair = (buyerId: Column | string, sellerId: Column | string) =>
  or(
    and(eq(reports.reporterId, buyerId), eq(reports.targetUserId, sellerId)),
    and(eq(reports.reporterId, sellerId), eq(reports.targetUserId, buyerId)),
  );

/** An open report by one of an order's two people about the other. */
export const disputed = sql<boolean>`exists (
  select 1 from ${reports} where ${reports.status} = 'open' and ${betweenPair(orders.buyerId, orders.sellerId)})`.mapWith(Boolean);

/** One of an order's two people is suspended: they can no longer take its next step. */
const partySuspended = sql<boolean>`exists (
  select 1 from ${users} u where u.id in (${orders.buyerId}, ${orders.sellerId}) and u.suspended_at is not null)`;

/** What an operator has to settle (the sweep leaves these alone). */
export const needsSettlement = sql<boolean>`(${disputed} or ${partySuspended})`.mapWith(Boolean);

/** The order is active and under review: what its card says instead of promising auto-completion. */
export async function isUnderReview(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db.select({ d: disputed }).from(orders).where(and(eq(orders.id, orderId), eq(orders.status, 'active')));
  return row?.d ?? false;
}

type Pair = { id: string; buyerId: string; sellerId: string };

/** A report made from this order: its details name the order, and it is between the order's two people. */
export const reportedFrom = (o: Pair) => and(sql`split_part(${reports.details}, E'\n', 1) = ${orderRefLine(o.id)}`, betweenPair(o.buyerId, o.sellerId));

/** The open reports between each order's two people (one query for a page of orders), by order id. */
export async function openReportsOfOrders(db: Db, page: Pair[]) {
  const byOrder = new Map<string, Array<{ _id: string; reporter: string; reason: (typeof reports.$inferSelect)['reason'] }>>();
  if (page.length === 0) return byOrder;
  const people = [...new Set(page.flatMap((o) => [o.buyerId, o.sellerId]))];
  const rows = await db
    .select({ id: reports.id, reporterId: reports.reporterId, targetUserId: reports.targetUserId, reason: reports.reason, reporter: users.username })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.status, 'open'), inArray(reports.reporterId, people), inArray(reports.targetUserId, people)))
    .orderBy(reports.createdAt);
  for (const o of page) {
    const pair = new Set([o.buyerId, o.sellerId]);
    const mine = rows.filter((r) => r.reporterId !== r.targetUserId && pair.has(r.reporterId) && pair.has(r.targetUserId ?? ''));
    byOrder.set(o.id, mine.map((r) => ({ _id: r.id, reporter: r.reporter, reason: r.reason })));
  }
  return byOrder;
}
