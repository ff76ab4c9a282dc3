import type { Notification } from '@spaceshare/shared/schemas/notification';
import type { Executor } from '../../db/client.js';
import { enqueuePush } from '../push/outbox.js';
import { emailedAs } from './emails.js';

// Which notifications are also pushed to the person's devices (decision 2330): the ones emailed about
// messages, requests and orders, under the same switches. The push carries the bell's own words.

/**
 * Queues the push twin of a notification. A conversation's messages share a tag (the device shows the
 * newest in place of the last) and one pending push per device; a request's or order's changes share
 * its subject's tag.
 */
export async function pushNotification(db: Executor, userId: string, notification: Notification, subjectId: string | null): Promise<void> {
  const kind = emailedAs(notification.type);
  if (!kind || (kind.category !== 'messages' && kind.category !== 'orders')) return;
  const message = notification.type === 'message';
  const tag = message ? notification.link : `subject:${subjectId ?? notification._id}`;
  await enqueuePush(db, {
    userId,
    category: kind.category,
    payload: { title: message ? 'New message' : kind.subject, body: notification.text, url: notification.link, tag },
    notificationId: notification._id,
    urgency: message ? 'high' : 'normal',
    ...(message && { dedupeKey: notification.link }),
  });
}
