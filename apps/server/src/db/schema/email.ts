import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { outboxColumns } from './columns.js';
import { users } from './users.js';

export type EmailCategory = 'messages' | 'orders' | 'alerts' | 'account';
/**
 * Checked again just before sending: an unread-messages email goes only if the thread is still unread;
 * a route alert's email only if the alert still wants email and its notification is still unread.
 */
export type EmailCondition =
  | { kind: 'conversation-unread'; conversationId: string; userId: string }
  | { kind: 'route-alert'; alertId: string; notificationId: string };

/**
 * The outbox (issue 11): every email is a row first, so sending never blocks or fails a request and
 * survives restarts; instances claim rows with FOR UPDATE SKIP LOCKED and a lease, so each is sent once.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text().primaryKey(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text().notNull(),
    category: text().$type<EmailCategory>().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** List-Unsubscribe target, when the category can be turned off. */
    unsubscribeUrl: text(),
    /** One pending email per key: one unread-messages email per conversation and recipient. */
    dedupeKey: text(),
    condition: jsonb().$type<EmailCondition>(),
    ...outboxColumns(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.notBefore).where(sql`${t.status} = 'pending'`),
    uniqueIndex('email_outbox_pending_dedupe_key').on(t.dedupeKey).where(sql`${t.status} = 'pending'`),
    index('email_outbox_user_idx').on(t.userId),
  ],
);
