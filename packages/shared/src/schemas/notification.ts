import { z } from 'zod';
import { idField, isoDateTime } from './fields.js';
import { limitField, pageField } from './list-query.js';

// In-app notifications (issue 11): what happened, in a short text, with a link to where to act.

export const NOTIFICATION_TYPES = [
  'message',
  'request_new',
  'request_accepted',
  'offer_accepted',
  'request_declined',
  'request_withdrawn',
  'order_picked_up',
  'order_delivered',
  'order_completed',
  'order_cancelled',
  'review',
  'interest',
  'listing_expiring',
  'listing_changed',
  'listing_removed',
  'listing_restored',
  'report_resolved',
  'route_alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  _id: idField,
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
  /** Where to act: /message/{id}, /gig/{id}, /container/{id}, /orders, /requests. */
  link: z.string(),
  read: z.boolean(),
  createdAt: isoDateTime,
});

/** GET /notifications: newest first, a page of them, and the unread count of all. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
  total: z.number().int().min(0),
});

export const notificationListQuerySchema = z.object({ page: pageField, limit: limitField });

/** POST /notifications/read: these ids, or every one when none are given. */
export const markNotificationsReadSchema = z
  .object({ ids: z.array(idField.max(64)).max(100).optional() })
  .nullish();

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationPage = z.infer<typeof notificationPageSchema>;
