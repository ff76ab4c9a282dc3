import type { Notification } from '@spaceshare/shared/schemas/notification';
import type { Executor } from '../../db/client.js';
import { enqueuePush, type PushCategory } from '../push/outbox.js';
import { emailedAs } from './emails.js';

// Which notifications are also pushed to the person's devices (decision 2330): the ones emailed about
// messages, requests and orders, under the same switches, and a new gig on a watched route (decision
// 2432). The push carries the bell's own words.

/** What a notification is pushed as: its switch's category and the title the device shows. */
function pushedAs(notification: Notification): { category: PushCategory; title: string } | null {
  if (notification.type === 'route_alert') return { category: 'alerts', title: 'New gig on your route' };
  const kind = emailedAs(notification.type);
  if (!kind || (kind.category !== 'messages' && kind.category !== 'orders')) return null;
  return { category: kind.category, title: notification.type === 'message' ? 'New message' : kind.subject };
}

/**
 * Queues the push twin of a notification. A conversation's messages share a tag (the device shows the
 * newest in place of the last) and one pending push per device; a request's or order's changes share
 * its subject's tag; each gig a route alert finds has its own (its link).
 */
export async function pushNotification(db: Executor, userId: string, notification: Notification, subjectId: string | null): Promise<void> {
  const kind = pushedAs(notification);
  if (!kind) return;
  const message = notification.type === 'message';
  const tag = message || kind.category === 'alerts' ? notification.link : `subject:${subjectId ?? notification._id}`;
  await enqueuePush(db, {
    userId,
    category: kind.category,
    payload: { title: kind.title, body: notification.text, url: notification.link, tag },
    notificationId: notification._id,
    urgency: message ? 'high' : 'normal',
    ...(message && { dedupeKey: notification.link }),
  });
}
