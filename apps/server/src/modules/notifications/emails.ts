import type { Notification, NotificationType } from '@spaceshare/shared/schemas/notification';
import type { EmailCategory } from '../../db/schema/index.js';
import { enqueueEmail, emailConfigOf } from '../email/outbox.js';
import { renderEmail } from '../email/templates.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';

// Which notifications are also emailed (issue 11): unread messages, booking requests and their
// answers, order changes. Interest, reviews and expiry warnings stay in the app.

const EMAILED: Partial<Record<NotificationType, { category: EmailCategory; subject: string; action: string }>> = {
  message: { category: 'messages', subject: 'You have an unread message', action: 'Open the conversation' },
  request_new: { category: 'orders', subject: 'New booking request', action: 'Answer the request' },
  request_accepted: { category: 'orders', subject: 'Your request was accepted', action: 'See your order and delivery code' },
  offer_accepted: { category: 'orders', subject: 'Your offer was accepted', action: 'See your order and delivery code' },
  request_declined: { category: 'orders', subject: 'Your request was declined', action: 'See your requests' },
  request_withdrawn: { category: 'orders', subject: 'A request was withdrawn', action: 'See your requests' },
  order_picked_up: { category: 'orders', subject: 'Your order was picked up', action: 'See your order' },
  order_delivered: { category: 'orders', subject: 'Your order was delivered', action: 'Confirm receipt' },
  order_completed: { category: 'orders', subject: 'Order completed', action: 'See your orders' },
  order_cancelled: { category: 'orders', subject: 'Order cancelled', action: 'See your orders' },
  listing_changed: { category: 'orders', subject: 'A listing you booked changed', action: 'Open the listing' },
  listing_removed: { category: 'account', subject: 'Your listing was removed', action: 'See your listings' },
  listing_restored: { category: 'account', subject: 'Your listing is back', action: 'Open your listing' },
};

/** How a notification type is emailed (its category and subject), if it is. */
export const emailedAs = (type: NotificationType) => EMAILED[type];

const unreadKey = (userId: string, link: string) => `unread:${userId}:${link}`;

/** A notification's words end without a stop in the bell; in an email's body they are a sentence. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * Queues the email twin of a notification. A conversation's messages make one email, sent only if
 * it is still unread `unreadDelayMs` after the first unread message.
 */
export async function emailNotification(db: Executor, userId: string, notification: Notification): Promise<void> {
  const kind = EMAILED[notification.type];
  const config = emailConfigOf(db);
  if (!kind || !config) return;
  const message = notification.type === 'message';
  await enqueueEmail(db, {
    userId,
    category: kind.category,
    content: ({ publicUrl, unsubscribeUrl }) =>
      renderEmail({
        subject: `SpaceShare: ${kind.subject}`,
        heading: kind.subject,
        body: notification.type === 'message' ? notification.text : sentence(notification.text),
        action: kind.action,
        url: `${publicUrl}${notification.link}`,
        unsubscribeUrl,
        category: kind.category,
      }),
    ...(message && {
      dedupeKey: unreadKey(userId, notification.link),
      delayMs: config.unreadDelayMs,
      condition: { kind: 'conversation-unread', conversationId: notification.link.slice('/message/'.length), userId },
    }),
  });
}

/**
 * Queues the email of a route alert's notification (decision 1505), for an alert that wants email.
 * Like unread messages it waits `unreadDelayMs` and goes only if the notification is still unread
 * and the alert still wants email; gigs on the route while it waits add no second email.
 */
export async function emailRouteAlert(db: Executor, userId: string, alert: { id: string; label: string }, notification: Notification): Promise<void> {
  const config = emailConfigOf(db);
  if (!config) return;
  const heading = `New gig on your route ${alert.label}`;
  await enqueueEmail(db, {
    userId,
    category: 'alerts',
    content: ({ publicUrl, unsubscribeUrl }) =>
      renderEmail({
        subject: `SpaceShare: ${heading}`,
        heading,
        body: sentence(notification.text),
        action: 'See the gig',
        url: `${publicUrl}${notification.link}`,
        unsubscribeUrl,
        category: 'alerts',
      }),
    dedupeKey: `route-alert:${alert.id}`,
    delayMs: config.unreadDelayMs,
    condition: { kind: 'route-alert', alertId: alert.id, notificationId: notification._id },
  });
}

/**
 * What was read in the app needs no email, and must not hold back the next one: a conversation's
 * pending unread-messages email is skipped when its reader opens it, so the next message queues an
 * email of its own (quoting that message, timed from it) instead of folding into one about what was
 * read (decision 1506).
 */
export async function skipUnreadEmail(db: Executor, userId: string, link: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'skipped' })
    .where(and(eq(emailOutbox.dedupeKey, unreadKey(userId, link)), eq(emailOutbox.status, 'pending')));
}

/** The same for route alerts: the pending emails of notifications marked read (all, without ids) are skipped. */
export async function skipAlertEmails(db: Executor, userId: string, notificationIds?: string[]): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'skipped' })
    .where(
      and(
        eq(emailOutbox.userId, userId),
        eq(emailOutbox.status, 'pending'),
        eq(emailOutbox.category, 'alerts'),
        notificationIds ? inArray(sql<string>`${emailOutbox.condition}->>'notificationId'`, notificationIds) : undefined,
      ),
    );
}
