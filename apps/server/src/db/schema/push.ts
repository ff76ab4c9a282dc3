import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PushPayload } from '@spaceshare/shared/schemas/push';
import { outboxColumns, userRef } from './columns.js';

/**
 * A browser that asked for Web Push (decision 2330): the push service's endpoint and the keys its
 * payloads are encrypted to. One row per endpoint: the same browser signed in as someone else moves
 * to them. A 404 or 410 from the push service deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text().primaryKey(),
    userId: userRef(),
    endpoint: text().notNull(),
    /** The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp({ withTimezone: true }),
    lastFailureAt: timestamp({ withTimezone: true }),
    /**
     * The session that subscribed it (its token's hash), decision 2532: ending that session on purpose
     * (another device's password change, sign-out everywhere, signed out from the list) ends the device
     * too; an idle timeout or expiry does not.
     */
    sessionTokenHash: text(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One push to one device, processed like the email outbox (decision 1002): a request only inserts rows;
 * instances claim due rows with FOR UPDATE SKIP LOCKED and a lease, so each is sent once.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: text().primaryKey(),
    subscriptionId: text()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** The switch it answers to besides the push switch: 'messages', 'orders', or 'alerts' (none; decision 2432). */
    category: text().notNull(),
    payload: jsonb().$type<PushPayload>().notNull(),
    /** Sent only while this notification is unread: read in the app, there is nothing to tell. */
    notificationId: text(),
    /** One pending push per key: a conversation's newer message replaces the one waiting. */
    dedupeKey: text(),
    urgency: text().notNull().default('normal'),
    ...outboxColumns(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.notBefore).where(sql`${t.status} = 'pending'`),
    uniqueIndex('push_outbox_pending_dedupe_key').on(t.dedupeKey).where(sql`${t.status} = 'pending'`),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
    index('push_outbox_user_idx').on(t.userId),
  ],
);

/**
 * The VAPID key pair made on first use when the environment gives none, one row for every instance
 * sharing the database (so every subscription stays valid whichever instance sends).
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);
