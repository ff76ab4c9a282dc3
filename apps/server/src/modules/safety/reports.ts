import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import { preview } from '@spaceshare/shared/rules/preview';
import type { Report, ReportCreateInput, ReportTargetType } from '@spaceshare/shared/schemas/safety';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { withOrderRef } from '@spaceshare/shared/rules/report-order';
import { containers, conversations, gigs, messages, orders, reports, reviews, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';

// Reports (issue 12): any signed-in user reports a listing, a user, a message or a review (2203); one
// open report per reporter and target; operators resolve them in the console.

/** `restorable`: an operator hid it and may bring it back from the report (a review). */
export type ReportTarget = { userId: string | null; label: string; link: string | null; restorable?: boolean };

type TargetOptions = { viewerId?: string; withDeleted?: boolean };

/**
 * What reports are about, by id, for targets of one type (one query): the owner or author, a short
 * label and where it lives. `viewerId` (the reporter) must be able to see a message: only its
 * conversation's participants can. Ids that are missing (or hidden from the viewer) are absent.
 */
export async function findTargets(
  db: Executor,
  type: ReportTargetType,
  ids: string[],
  { viewerId, withDeleted = false }: TargetOptions = {},
): Promise<Map<string, ReportTarget>> {
  if (ids.length === 0) return new Map();
  if (type === 'gig' || type === 'container') {
    const t = type === 'gig' ? gigs : containers;
    const rows = await db
      .select({ id: t.id, userId: t.userId, title: t.title })
      .from(t)
      .where(and(inArray(t.id, ids), withDeleted ? undefined : isNull(t.deletedAt)));
    return new Map(rows.map((r) => [r.id, { userId: r.userId, label: r.title, link: `/${type}/${r.id}` }]));
  }
  if (type === 'user') {
    // A deleted account is gone for reports as for profiles; an operator still resolves old ones.
    const rows = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(inArray(users.id, ids), withDeleted ? undefined : isNull(users.deletedAt)));
    return new Map(rows.map((r) => [r.id, { userId: r.id, label: r.username, link: `/profile/${r.id}` }]));
  }
  if (type === 'review') {
    // A review lives on its seller's profile (and listings); one an operator hid is reported no more.
    const rows = await db
      .select({ id: reviews.id, userId: reviews.userId, sellerId: reviews.sellerId, text: reviews.desc, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(and(inArray(reviews.id, ids), withDeleted ? undefined : isNull(reviews.hiddenAt)));
    return new Map(
      rows.map((r) => [r.id, { userId: r.userId, label: preview(r.text), link: `/profile/${r.sellerId}`, restorable: r.hiddenAt !== null }]),
    );
  }
  const rows = await db
    .select({ id: messages.id, userId: messages.userId, text: messages.desc })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(inArray(messages.id, ids), viewerId ? or(eq(conversations.sellerId, viewerId), eq(conversations.buyerId, viewerId)) : undefined));
  return new Map(rows.map((r) => [r.id, { userId: r.userId, label: preview(r.text), link: null }]));
}

export async function findTarget(db: Executor, type: ReportTargetType, id: string, options: TargetOptions = {}): Promise<ReportTarget | null> {
  return (await findTargets(db, type, [id], options)).get(id) ?? null;
}

const toReport = (row: typeof reports.$inferSelect): Report => ({
  _id: row.id,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
  details: row.details,
  status: row.status,
  resolution: (row.resolution as Report['resolution']) ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A report made from an order (decision 2204) is about the other person on it, and carries the order
 * in its details, where the console finds it: the reporter's own order, or nothing is written.
 */
async function detailsFrom(db: Executor, reporterId: string, input: ReportCreateInput): Promise<string> {
  if (!input.orderId) return input.details ?? '';
  const [order] = await db.select({ buyerId: orders.buyerId, sellerId: orders.sellerId }).from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw notFound(MESSAGES.orderNotFound);
  if (order.buyerId !== reporterId && order.sellerId !== reporterId) throw forbidden(MESSAGES.reportOrderNotYours);
  const other = order.buyerId === reporterId ? order.sellerId : order.buyerId;
  if (input.targetType !== 'user' || input.targetId !== other) throw badRequest(MESSAGES.reportOrderWrongTarget);
  return withOrderRef(input.orderId, input.details);
}

export async function createReport(db: Db, reporterId: string, input: ReportCreateInput): Promise<Report> {
  const details = await detailsFrom(db, reporterId, input);
  // A suspended person is still someone an order's other party may report (the order wants settling).
  const target = await findTarget(db, input.targetType, input.targetId, { viewerId: reporterId });
  if (!target) throw notFound(MESSAGES.reportTargetNotFound);
  if (target.userId === reporterId) throw badRequest(MESSAGES.reportSelf);
  try {
    const [row] = await db
      .insert(reports)
      .values({ id: newId(), reporterId, targetType: input.targetType, targetId: input.targetId, targetUserId: target.userId, reason: input.reason, details })
      .returning();
    return toReport(row!);
  } catch (err) {
    if (isUniqueViolation(err, 'reports_open_key')) throw conflict(MESSAGES.reportDuplicate);
    throw err;
  }
}
