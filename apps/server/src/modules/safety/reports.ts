import { and, eq, isNull, or } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Report, ReportCreateInput, ReportTargetType } from '@spaceshare/shared/schemas/safety';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { containers, conversations, gigs, messages, reports, users } from '../../db/schema/index.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';

// Reports (issue 12): any signed-in user reports a listing, a user or a message; one open report per
// reporter and target; operators resolve them in the console.

export type ReportTarget = { userId: string | null; label: string; link: string | null };

/**
 * What a report is about: its owner or author, a short label and where it lives. `viewerId`
 * (the reporter) must be able to see a message: only its conversation's participants can.
 */
export async function findTarget(
  db: Executor,
  type: ReportTargetType,
  id: string,
  { viewerId, withDeleted = false }: { viewerId?: string; withDeleted?: boolean } = {},
): Promise<ReportTarget | null> {
  if (type === 'gig' || type === 'container') {
    const t = type === 'gig' ? gigs : containers;
    const [row] = await db
      .select({ userId: t.userId, title: t.title })
      .from(t)
      .where(and(eq(t.id, id), withDeleted ? undefined : isNull(t.deletedAt)))
      .limit(1);
    return row ? { userId: row.userId, label: row.title, link: `/${type}/${id}` } : null;
  }
  if (type === 'user') {
    const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id)).limit(1);
    return row ? { userId: id, label: row.username, link: `/profile/${id}` } : null;
  }
  const [row] = await db
    .select({ userId: messages.userId, text: messages.desc })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, id), viewerId ? or(eq(conversations.sellerId, viewerId), eq(conversations.buyerId, viewerId)) : undefined))
    .limit(1);
  return row ? { userId: row.userId, label: row.text.length > 80 ? `${row.text.slice(0, 79)}…` : row.text, link: null } : null;
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

export async function createReport(db: Db, reporterId: string, input: ReportCreateInput): Promise<Report> {
  const target = await findTarget(db, input.targetType, input.targetId, { viewerId: reporterId });
  if (!target) throw notFound(MESSAGES.reportTargetNotFound);
  if (target.userId === reporterId) throw badRequest(MESSAGES.reportSelf);
  try {
    const [row] = await db
      .insert(reports)
      .values({ id: newId(), reporterId, targetType: input.targetType, targetId: input.targetId, targetUserId: target.userId, reason: input.reason, details: input.details ?? '' })
      .returning();
    return toReport(row!);
  } catch (err) {
    if (isUniqueViolation(err, 'reports_open_key')) throw conflict(MESSAGES.reportDuplicate);
    throw err;
  }
}
