import type { Notification, NotificationType } from '@spaceshare/shared/schemas/notification';
import type { EmailCategory } from '../../db/schema/index.js';
import { enqueueEmail, emailConfigOf } from '../email/outbox.js';
import { renderEmail } from '../email/templates.js';
import type { Executor } from '../../db/client.js';

// Which notifications are also emailed (issue 11): unread messages, booking requests and their
// answers, order changes. Interest, reviews and expiry warnings stay in the app.

const EMAILED: Partial<Record<NotificationType, { category: EmailCategory; subject: string; action: string }>> = {
  message: { category: 'messages', subject: 'You have an unread message', action: 'Open the conversation' },
  request_new: { category: 'orders', subject: 'New booking request', action: 'Answer the request' },
  request_accepted: { category: 'orders', subject: 'Your request was accepted', action: 'See your order and delivery code' },
  request_declined: { category: 'orders', subject: 'Your request was declined', action: 'See your requests' },
  request_withdrawn: { category: 'orders', subject: 'A request was withdrawn', action: 'See your requests' },
  order_delivered: { category: 'orders', subject: 'Your parcel was delivered', action: 'Confirm receipt' },
  order_completed: { category: 'orders', subject: 'Order completed', action: 'See your orders' },
  order_cancelled: { category: 'orders', subject: 'Order cancelled', action: 'See your orders' },
};

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
        body: notification.text,
        action: kind.action,
        url: `${publicUrl}${notification.link}`,
        unsubscribeUrl,
        category: kind.category,
      }),
    ...(message && {
      dedupeKey: `unread:${userId}:${notification.link}`,
      delayMs: config.unreadDelayMs,
      condition: { kind: 'conversation-unread', conversationId: notification.link.slice('/message/'.length), userId },
    }),
  });
}
