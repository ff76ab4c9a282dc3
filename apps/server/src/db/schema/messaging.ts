import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, userRef } from './columns.js';
import { containers, gigs } from './listings.js';

/** One conversation per pair of users; its id is sellerId followed by buyerId. */
export const conversations = pgTable(
  'conversations',
  {
    id: text().primaryKey(),
    sellerId: userRef(),
    buyerId: userRef(),
    readBySeller: boolean().notNull().default(true),
    readByBuyer: boolean().notNull().default(true),
    lastMessage: text().notNull().default(''),
    /**
     * The listing the chat was last opened from (Chat Now, Contact Me), at most one of the two;
     * null for a chat started elsewhere (profile, order) or whose listing has since gone.
     */
    gigId: text().references(() => gigs.id, { onDelete: 'set null' }),
    containerId: text().references(() => containers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // One conversation per pair whichever way round the roles fell: parallel "start chat" requests
    // from both sides cannot create two.
    uniqueIndex('conversations_pair_key').on(
      sql`least(${t.sellerId}, ${t.buyerId})`,
      sql`greatest(${t.sellerId}, ${t.buyerId})`,
    ),
    check('conversations_not_self', sql`${t.sellerId} <> ${t.buyerId}`),
    check('conversations_one_listing', sql`${t.gigId} is null or ${t.containerId} is null`),
    index('conversations_seller_updated_idx').on(t.sellerId, t.updatedAt.desc()),
    index('conversations_buyer_updated_idx').on(t.buyerId, t.updatedAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: text().primaryKey(),
    conversationId: text()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userRef(),
    desc: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** An operator removed it after a report (issue 12): shown as removed, its text no longer served. */
    removedAt: timestamp({ withTimezone: true }),
    /**
     * The listing the conversation was about when it was sent (at most one of the two), so that a
     * thread about several listings says which each part was about; null before migration 0017.
     */
    gigId: text().references(() => gigs.id, { onDelete: 'set null' }),
    containerId: text().references(() => containers.id, { onDelete: 'set null' }),
    /**
     * The sender's own key for this message (decision 2301): a send that is tried again after a lost
     * answer finds the message it already made instead of making a second one. Null for senders that
     * give none, and before migration 0026.
     */
    clientKey: text(),
  },
  (t) => [
    check('messages_one_listing', sql`${t.gigId} is null or ${t.containerId} is null`),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    index('messages_created_idx').on(t.createdAt),
    uniqueIndex('messages_user_client_key_idx').on(t.userId, t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);
