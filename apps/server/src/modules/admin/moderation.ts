import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import { REPORT_REASONS, type ReportAction, type ReportTargetType } from '@spaceshare/shared/schemas/safety';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { auditLog, emailOutbox, messages, notifications, reports, users } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { LISTING_KINDS } from '../listings/kinds.js';
import { forgetCounts } from '../listings/count-cache.js';
import { tellCounterparts } from '../conversations/service.js';
import { notify } from '../notifications/service.js';
import { messageNotification, moderatedListingNotification } from '../notifications/texts.js';
import { expirePendingRequests } from '../requests/expire.js';
import { setReviewHidden } from '../reviews/service.js';
import { findTarget } from '../safety/reports.js';
import { enqueueEmail } from '../email/outbox.js';
import { renderEmail } from '../email/templates.js';
import { withdrawUser } from '../users/withdraw.js';

// The operator's actions (issue 12). Each one writes the audit log in its own transaction.

/** Who did it: an operator's user id, or 'cli' for `npm run admin`. */
export type Actor = string;

type Audit = { action: string; targetType: string; targetId: string; note?: string; details?: Record<string, unknown> };

export async function audit(db: Executor, adminId: Actor, entry: Audit): Promise<void> {
  await db.insert(auditLog).values({ id: newId(), adminId, note: entry.note ?? '', ...entry });
}

type ListingType = 'gig' | 'container';

/** Hides a listing from Explore and its page (removed by an operator); its pending requests expire. */
export async function removeListing(db: Db, events: EventBus, adminId: Actor, type: ListingType, id: string, note = ''): Promise<void> {
  const removed = await db.transaction((tx) => removeListingIn(tx, adminId, type, id, note));
  forgetCounts(db);
  await tellOwner(db, events, removed, 'removed', note);
}

type Moderated = { userId: string; title: string; id: string; kind: ListingType } | null;

/** The owner hears what an operator did to their listing, and why (decision 1703). */
async function tellOwner(db: Db, events: EventBus, listing: Moderated, how: 'removed' | 'restored', note: string) {
  if (listing) await notify(db, events, [moderatedListingNotification(listing, how, note)]);
}

/** Hides the listing; answers its owner and title when this removed it (not when it was gone already). */
async function removeListingIn(tx: Executor, adminId: Actor, type: ListingType, id: string, note: string): Promise<Moderated> {
  const kind = LISTING_KINDS[type];
  const t = kind.table;
  const [row] = await tx.select({ deletedAt: t.deletedAt, userId: t.userId, title: t.title }).from(t).where(eq(t.id, id)).for('update');
  if (!row) throw notFound(kind.messages.notFound);
  let removed: Moderated = null;
  if (!row.deletedAt) {
    await tx.update(t).set({ deletedAt: new Date(), hiddenBy: 'admin', updatedAt: new Date() }).where(eq(t.id, id));
    await expirePendingRequests(tx, kind, id);
    removed = { userId: row.userId, title: row.title, id, kind: type };
  }
  await audit(tx, adminId, { action: 'listing.remove', targetType: type, targetId: id, note });
  return removed;
}

/** Brings back a listing an operator removed (never one its owner deleted). */
export async function restoreListing(db: Db, events: EventBus, adminId: Actor, type: ListingType, id: string, note = ''): Promise<void> {
  const kind = LISTING_KINDS[type];
  const t = kind.table;
  const restored = await db.transaction(async (tx): Promise<Moderated> => {
    const [row] = await tx
      .select({ hiddenBy: t.hiddenBy, ownerSuspendedAt: users.suspendedAt, userId: t.userId, title: t.title })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .where(eq(t.id, id))
      .for('update');
    if (!row) throw notFound(kind.messages.notFound);
    if (row.hiddenBy !== 'admin') throw conflict(MESSAGES.listingNotRemoved);
    // Restored now, it would be on Explore while its owner cannot answer anyone.
    if (row.ownerSuspendedAt) throw conflict(MESSAGES.listingOwnerSuspended);
    await tx.update(t).set({ deletedAt: null, hiddenBy: null, updatedAt: new Date() }).where(eq(t.id, id));
    await audit(tx, adminId, { action: 'listing.restore', targetType: type, targetId: id, note });
    return { userId: row.userId, title: row.title, id, kind: type };
  });
  forgetCounts(db);
  await tellOwner(db, events, restored, 'restored', note);
}

/** Hides a review (decision 2203): out of its seller's list and star totals; its author sees it as hidden. */
async function hideReviewIn(tx: Executor, adminId: Actor, id: string, note: string): Promise<void> {
  await setReviewHidden(tx, id, true);
  await audit(tx, adminId, { action: 'review.hide', targetType: 'review', targetId: id, note });
}

/** Brings back a review an operator hid: in its seller's list and totals again. */
export async function restoreReview(db: Db, adminId: Actor, id: string, note = ''): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await setReviewHidden(tx, id, false))) throw conflict(MESSAGES.reviewNotHidden);
    await audit(tx, adminId, { action: 'review.restore', targetType: 'review', targetId: id, note });
  });
}

async function removeMessage(tx: Executor, adminId: Actor, id: string, note: string): Promise<void> {
  const updated = await tx
    .update(messages)
    .set({ removedAt: new Date() })
    .where(and(eq(messages.id, id), isNull(messages.removedAt)))
    .returning({ conversationId: messages.conversationId, userId: messages.userId, desc: messages.desc });
  const [removed] = updated;
  if (removed) await unquoteRemovedMessage(tx, removed);
  else {
    const [exists] = await tx.select({ id: messages.id }).from(messages).where(eq(messages.id, id));
    if (!exists) throw notFound(MESSAGES.messageNotFound);
  }
  await audit(tx, adminId, { action: 'message.remove', targetType: 'message', targetId: id, note });
}

/**
 * The recipient's notification (read or not: the bell lists both) and the unread-messages email
 * still waiting quote a message ('kofi: …'); once an operator removed it, neither may show it: the
 * notification goes, the email is skipped. Those that quote another message of the thread stay.
 */
async function unquoteRemovedMessage(tx: Executor, message: { conversationId: string; userId: string; desc: string }): Promise<void> {
  const [sender] = await tx.select({ username: users.username, deletedAt: users.deletedAt }).from(users).where(eq(users.id, message.userId));
  if (!sender) return;
  // A deleted sender's notifications name them 'Deleted user' (decision 2313).
  const from = { id: message.userId, username: sender.deletedAt ? MESSAGES.deletedUser : sender.username };
  const { text, link } = messageNotification('', from, message.conversationId, message.desc);
  await tx
    .delete(notifications)
    .where(and(eq(notifications.type, 'message'), eq(notifications.link, link), eq(notifications.text, text)));
  await tx
    .update(emailOutbox)
    .set({ status: 'skipped', lockedUntil: null })
    .where(and(eq(emailOutbox.status, 'pending'), like(emailOutbox.dedupeKey, `unread:%:${link}`), sql`strpos(${emailOutbox.text}, ${text}) > 0`));
}

/**
 * Suspends a user: every session ends (open tabs hear 'signed-out' and their sockets close at the
 * next heartbeat), sign-in is refused, their open listings are hidden, and the pending requests on
 * them, and those they made as a buyer, expire. Unsuspending brings the listings back.
 */
export async function suspendUser(db: Db, events: EventBus, adminId: Actor, userId: string, reason: string): Promise<void> {
  const newly = await db.transaction((tx) => suspendUserIn(tx, adminId, userId, reason));
  await afterSuspension(db, events, userId, newly);
}

/** Answers whether this suspended the user (false: they were suspended already). */
async function suspendUserIn(tx: Executor, adminId: Actor, userId: string, reason: string): Promise<boolean> {
  if (userId === adminId) throw badRequest(MESSAGES.cannotSuspendSelf);
  const [user] = await tx.select({ suspendedAt: users.suspendedAt, isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound(MESSAGES.userNotFound);
  // One operator does not lock another out in one click: the role goes first, on the audit log.
  if (user.isAdmin) throw conflict(MESSAGES.cannotSuspendOperator);
  if (!user.suspendedAt) {
    await tx.update(users).set({ suspendedAt: new Date(), suspendedReason: reason, updatedAt: new Date() }).where(eq(users.id, userId));
    await withdrawUser(tx, userId, 'hide');
  }
  await audit(tx, adminId, { action: 'user.suspend', targetType: 'user', targetId: userId, note: reason });
  return !user.suspendedAt;
}

async function afterSuspension(db: Db, events: EventBus, userId: string, newly: boolean): Promise<void> {
  forgetCounts(db);
  await events.publishToUsers([userId], { type: 'signed-out', message: MESSAGES.accountSuspended, reason: 'suspended' });
  await tellCounterparts(db, events, userId);
  // Signed out mid-page, they hear why by email too (an account email: it goes to a suspended
  // person, whatever their settings). Sign-in shows no reason, so neither does this (decision 2204).
  if (newly) {
    await enqueueEmail(db, {
      userId,
      category: 'account',
      content: ({ publicUrl }) =>
        renderEmail({
          subject: `SpaceShare: ${MESSAGES.suspendedEmailSubject}`,
          heading: MESSAGES.suspendedEmailSubject,
          body: MESSAGES.suspendedEmailBody,
          action: 'Visit SpaceShare',
          url: `${publicUrl}/`,
          unsubscribeUrl: null,
          category: 'account',
        }),
    });
  }
}

export async function unsuspendUser(db: Db, events: EventBus, adminId: Actor, userId: string, note = ''): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ suspendedAt: users.suspendedAt, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (user.deletedAt) throw conflict(MESSAGES.accountWasDeleted);
    if (!user.suspendedAt) throw conflict(MESSAGES.userNotSuspended);
    await tx.update(users).set({ suspendedAt: null, suspendedReason: null, updatedAt: new Date() }).where(eq(users.id, userId));
    for (const kind of Object.values(LISTING_KINDS)) {
      const t = kind.table;
      await tx
        .update(t)
        .set({ deletedAt: null, hiddenBy: null, updatedAt: new Date() })
        .where(and(eq(t.userId, userId), eq(t.hiddenBy, 'suspension')));
    }
    await audit(tx, adminId, { action: 'user.unsuspend', targetType: 'user', targetId: userId, note });
  });
  forgetCounts(db);
  await tellCounterparts(db, events, userId);
}

/** Makes a user an operator or takes it back. 'cli' is `npm run admin`, the only way to the first one. */
export async function setAdmin(db: Db, adminId: Actor, userId: string, isAdmin: boolean, note = ''): Promise<void> {
  if (!isAdmin && userId === adminId) throw badRequest(MESSAGES.cannotSuspendSelf);
  await db.transaction(async (tx) => {
    // The operator's own row is locked with the target's, in id order: of two operators revoking each
    // other at once, the second finds it is no operator any more (both had won, leaving none).
    const ids = adminId === 'cli' ? [userId] : [adminId, userId].sort();
    const rows = await tx
      .select({ id: users.id, isAdmin: users.isAdmin, suspendedAt: users.suspendedAt })
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(asc(users.id))
      .for('update');
    if (adminId !== 'cli' && !rows.find((r) => r.id === adminId)?.isAdmin) throw forbidden(MESSAGES.adminOnly);
    const user = rows.find((r) => r.id === userId);
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (user.isAdmin === isAdmin) throw conflict(isAdmin ? MESSAGES.alreadyAdmin : MESSAGES.notAdmin);
    if (isAdmin && user.suspendedAt) throw conflict(MESSAGES.suspendedCannotBeAdmin);
    await tx.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, userId));
    await audit(tx, adminId, { action: isAdmin ? 'admin.grant' : 'admin.revoke', targetType: 'user', targetId: userId, note });
  });
}

const OUTCOME: Record<ReportAction, string> = {
  dismiss: 'we found nothing against our rules this time',
  remove: 'we removed it',
  suspend: 'we suspended the account involved',
};

/**
 * Resolves a report (and every other open report on the same target, which the same decision
 * answers): dismiss, remove the listing or message (hide the review), or suspend the user it is about. Each reporter
 * is told the outcome.
 */
export async function resolveReport(db: Db, events: EventBus, adminId: Actor, reportId: string, action: ReportAction, note = ''): Promise<void> {
  const [first] = await db.select().from(reports).where(eq(reports.id, reportId));
  if (!first) throw notFound(MESSAGES.reportNotFound);
  const type: ReportTargetType = first.targetType;
  const onTarget = and(eq(reports.targetType, first.targetType), eq(reports.targetId, first.targetId));

  // One decision per target: its open reports are locked (in id order, as every resolution takes
  // them) before the report is checked, so of two operators resolving at once the second sees it
  // resolved and changes nothing.
  const { target, resolved, suspended, removed, newly } = await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(reports)
      .where(and(onTarget, or(eq(reports.status, 'open'), eq(reports.id, reportId))))
      .orderBy(asc(reports.id))
      .for('update');
    const report = locked.find((r) => r.id === reportId);
    if (!report) throw notFound(MESSAGES.reportNotFound);
    if (report.status !== 'open') throw conflict(MESSAGES.reportAlreadyResolved);
    const target = await findTarget(tx, type, report.targetId, { withDeleted: true });

    let suspended: string | null = null;
    let newly = false;
    let removed: Moderated = null;
    if (action === 'remove') {
      if (type === 'user') throw badRequest(MESSAGES.reportNothingToRemove);
      if (type === 'message') await removeMessage(tx, adminId, report.targetId, note);
      else if (type === 'review') await hideReviewIn(tx, adminId, report.targetId, note);
      else removed = await removeListingIn(tx, adminId, type, report.targetId, note);
    } else if (action === 'suspend') {
      suspended = report.targetUserId ?? target?.userId ?? null;
      if (!suspended) throw notFound(MESSAGES.userNotFound);
      newly = await suspendUserIn(tx, adminId, suspended, note || `Report: ${REPORT_REASONS[report.reason]}`);
    }

    const resolved = await tx
      .update(reports)
      .set({ status: 'resolved', resolution: action, note: note || null, resolvedBy: adminId, resolvedAt: new Date() })
      .where(and(onTarget, eq(reports.status, 'open')))
      .returning({ id: reports.id, reporterId: reports.reporterId });
    await audit(tx, adminId, { action: `report.${action}`, targetType: 'report', targetId: reportId, note, details: { resolved: resolved.map((r) => r.id) } });
    return { target, resolved, suspended, removed, newly };
  });

  if (suspended) await afterSuspension(db, events, suspended, newly);
  else if (action === 'remove' && (type === 'gig' || type === 'container')) forgetCounts(db);
  await tellOwner(db, events, removed, 'removed', note);
  // A message is never quoted: removed, its text is served nowhere; kept, it may carry private data.
  // Nor is a review: hidden, its text is served to its author alone (decision 2203).
  const about = type === 'message' || type === 'review' ? `a ${type}` : target ? `"${target.label}"` : `this ${type}`;
  await notify(
    db,
    events,
    resolved.map((r) => ({ userId: r.reporterId, type: 'report_resolved' as const, text: `Thank you for your report about ${about}: ${OUTCOME[action]}.`, link: '/notifications' })),
  );
}
