import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationPage, NotificationType } from '@spaceshare/shared/schemas/notification';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { notifications } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { emailNotification, skipAlertEmails, skipUnreadEmail } from './emails.js';
import { pushNotification } from './pushes.js';

// In-app notifications (issue 11). They are written after the change they describe has committed and
// pushed live like every other event: a notification that could not be written never undoes the
// message, request or order it was about.

type Row = typeof notifications.$inferSelect;

/**
 * `actorId`: who caused it, for interest and review, whose repeats collapse per person. `subjectId`:
 * the request or order it is about, read once that moves on (readAbout).
 */
export type NewNotification = { userId: string; type: NotificationType; text: string; link: string; actorId?: string; subjectId?: string };

const toNotification = (row: Row): Notification => ({
  _id: row.id,
  type: row.type,
  text: row.text,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The kinds whose repeats from one person refresh their unread notification (notifications_unread_actor_key). */
const COLLAPSED_PER_ACTOR: ReadonlySet<NotificationType> = new Set(['interest', 'review']);

/**
 * Writes the notifications. A conversation's new messages refresh its one unread 'message'
 * notification instead of piling up, and so do one person's repeated Make Offer toggles on a listing
 * and edits of their review; a listing's 'expires soon' warning is written once.
 */
async function write(db: Executor, items: NewNotification[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const item of items) {
    const insert = db.insert(notifications).values({ id: newId(), ...item });
    const refresh = { text: item.text, createdAt: sql`now()` };
    let written: Row[];
    if (item.type === 'message') {
      written = await insert
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.link],
          targetWhere: sql`${notifications.type} = 'message' and ${notifications.readAt} is null`,
          set: refresh,
        })
        .returning();
    } else if (item.actorId && COLLAPSED_PER_ACTOR.has(item.type)) {
      written = await insert
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.type, notifications.link, notifications.actorId],
          targetWhere: sql`${notifications.type} in ('interest', 'review') and ${notifications.readAt} is null`,
          set: refresh,
        })
        .returning();
    } else if (item.type === 'listing_expiring') {
      written = await insert
        .onConflictDoNothing({ target: [notifications.userId, notifications.link], where: sql`${notifications.type} = 'listing_expiring'` })
        .returning();
    } else {
      written = await insert.returning();
    }
    rows.push(...written);
  }
  return rows;
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Writes and pushes each new notification to its user's open tabs, with their unread count, and queues
 * its email and device-push twins. Answers what was written, for a caller that emails some of them its own way.
 */
export async function notify(db: Db, events: EventBus, items: NewNotification[]): Promise<Array<{ userId: string; notification: Notification }>> {
  const rows = await write(db, items.filter((i) => i.text.length > 0));
  const written = [];
  for (const row of rows) {
    const notification = toNotification(row);
    await events.publishToUsers([row.userId], { type: 'notification', notification, unread: await unreadCount(db, row.userId) });
    await emailNotification(db, row.userId, notification);
    await pushNotification(db, row.userId, notification, row.subjectId);
    written.push({ userId: row.userId, notification });
  }
  return written;
}

export async function listNotifications(db: Db, userId: string, { page, limit }: { page: number; limit: number }): Promise<NotificationPage> {
  const [rows, unread, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    unreadCount(db, userId),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { items: rows.map(toNotification), unread, total: total?.n ?? 0 };
}

/** Marks these (or all) of the user's notifications read; the user's other tabs hear the new count. */
export async function markRead(db: Db, events: EventBus, userId: string, ids?: string[]): Promise<{ unread: number }> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
  await skipAlertEmails(db, userId, ids);
  const unread = await unreadCount(db, userId);
  await events.publishToUsers([userId], { type: 'notifications-read', unread });
  return { unread };
}

/**
 * A request or order moved on (decision 1603): what its people were told of its earlier state is
 * read (a new request once answered, "please confirm receipt" once confirmed or cancelled), and
 * their open tabs hear their new counts. The notification of the new state comes after this.
 */
export const readAbout = (db: Db, events: EventBus, subjectId: string) => readWhere(db, events, eq(notifications.subjectId, subjectId));

/**
 * The owner accepted a buyer's offer: the owner's "made an offer" notification of that buyer on that
 * listing is read (decision 1603).
 */
export const readOffer = (db: Db, events: EventBus, ownerId: string, link: string, buyerId: string) =>
  readWhere(
    db,
    events,
    and(eq(notifications.userId, ownerId), eq(notifications.type, 'interest'), eq(notifications.link, link), eq(notifications.actorId, buyerId)),
  );

/**
 * The buyer reviewed the courier (from an order, the listing or the profile): their "How did it go?
 * Leave … a review" of every completed order with that courier is answered, since one review per
 * courier is what it asks for (decision 2412).
 */
export const readReviewAsks = (db: Db, events: EventBus, authorId: string, sellerId: string) =>
  readWhere(
    db,
    events,
    and(eq(notifications.userId, authorId), eq(notifications.type, 'order_completed'), eq(notifications.actorId, sellerId)),
  );

/** Reads the unread notifications `where` picks; each user whose notifications were read hears their new count. */
async function readWhere(db: Db, events: EventBus, where: SQL | undefined): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(where, isNull(notifications.readAt)))
    .returning({ userId: notifications.userId });
  for (const userId of new Set(updated.map((u) => u.userId))) {
    await events.publishToUsers([userId], { type: 'notifications-read', unread: await unreadCount(db, userId) });
  }
}

/** Reading a conversation reads its message notification too, and skips its pending unread email. */
export async function markLinkRead(db: Db, events: EventBus, userId: string, link: string): Promise<void> {
  await skipUnreadEmail(db, userId, link);
  await readWhere(db, events, and(eq(notifications.userId, userId), eq(notifications.link, link)));
}
