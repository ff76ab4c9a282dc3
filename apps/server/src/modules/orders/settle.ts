import type { FastifyInstance } from 'fastify';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { DAY_MS } from '@spaceshare/shared/rules/expiry';
import type { Db } from '../../db/client.js';
import { orders, reports } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { conflict, notFound } from '../../lib/errors.js';
import { runPeriodically } from '../../lib/periodic.js';
import { audit, type Actor } from '../admin/moderation.js';
import { notify, readAbout } from '../notifications/service.js';
import { settledNotification, type Settlement } from '../notifications/texts.js';
import { needsSettlement, reportedFrom } from './disputes.js';
import { cancelLocked, completeLocked, viewsAndPublish, type OrderRow } from './service.js';

// Orders settled without one of their two people (decision 1701): a delivered order that the buyer
// neither confirms nor disputes completes by itself, and an operator settles a dispute.

/** Orders completed per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** After the change committed: both people's open pages update, and both are told why. */
async function announce(db: Db, events: EventBus, row: OrderRow, how: Settlement, note = '') {
  const { sellerView, buyerView } = await viewsAndPublish(db, events, row, true);
  await readAbout(db, events, row.id);
  await notify(db, events, [
    settledNotification(buyerView, row.buyerId, how, note),
    settledNotification(sellerView, row.sellerId, how, note),
  ]);
}

/**
 * Completes the active orders delivered `ORDER_AUTO_COMPLETE_DAYS` ago or more, unless either person
 * has an open report about the other or is suspended (an operator decides those, decision 2204). Each order completes in its own
 * transaction, its row taken with SKIP LOCKED: instances sweeping together, or a buyer confirming
 * meanwhile, never complete one twice, and two sweeps never hold two couriers' rows crosswise.
 */
export async function completeDeliveredOrders(db: Db, events: EventBus, now = new Date()): Promise<number> {
  const due = and(eq(orders.status, 'active'), lte(orders.deliveredAt, new Date(now.getTime() - LIMITS.ORDER_AUTO_COMPLETE_DAYS * DAY_MS)), sql`not ${needsSettlement}`);
  const candidates = await db.select({ id: orders.id }).from(orders).where(due).orderBy(asc(orders.deliveredAt)).limit(SWEEP_BATCH);
  let completed = 0;
  for (const { id } of candidates) {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(and(eq(orders.id, id), due)).for('update', { skipLocked: true });
      return current ? completeLocked(tx, current, now) : null;
    });
    if (!row) continue;
    completed++;
    await announce(db, events, row, 'auto');
  }
  return completed;
}

/** Sweeps every `everyMs` while the app runs (0: never). */
export function scheduleOrderAutoCompletion(app: FastifyInstance, everyMs: number) {
  runPeriodically(app, 'order auto-completion', everyMs, () => completeDeliveredOrders(app.db, app.events));
}

/**
 * An operator cancels an active order (its space goes back) or completes it, whatever step it is at;
 * the note reaches both people and the audit log. The open reports made from the order are answered
 * by the same decision: resolved as 'settled', with an audit row of their own (decision 2204).
 */
export async function settleOrder(
  db: Db,
  events: EventBus,
  adminId: Actor,
  orderId: string,
  action: 'cancel' | 'complete',
  note: string,
): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    if (!current) throw notFound(MESSAGES.orderNotFound);
    if (current.status !== 'active') throw conflict(MESSAGES.orderNotActive);
    const now = new Date();
    const settled = action === 'cancel' ? await cancelLocked(tx, current, now, adminId) : await completeLocked(tx, current, now);
    await audit(tx, adminId, { action: `order.${action}`, targetType: 'order', targetId: orderId, note });
    const resolved = await tx
      .update(reports)
      .set({ status: 'resolved', resolution: 'settled', note: `Order ${action === 'cancel' ? 'cancelled' : 'completed'}${note ? `: ${note}` : ''}`, resolvedBy: adminId, resolvedAt: now })
      .where(and(eq(reports.status, 'open'), reportedFrom(current)))
      .returning({ id: reports.id });
    if (resolved.length > 0) {
      await audit(tx, adminId, { action: 'report.settled', targetType: 'order', targetId: orderId, note, details: { resolved: resolved.map((r) => r.id) } });
    }
    return settled;
  });
  await announce(db, events, row, action, note);
}
