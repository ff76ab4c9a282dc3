import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, userRef } from './columns.js';
import { orders } from './orders.js';

export const reviews = pgTable(
  'reviews',
  {
    id: text().primaryKey(),
    userId: userRef(),
    sellerId: userRef(),
    desc: text().notNull(),
    star: integer().notNull(),
    /**
     * 'Verified booking' (decision 2203): written when the review is written or edited, true when its
     * author then had a completed order with the seller. Never recomputed by a later order.
     */
    verified: boolean().notNull().default(false),
    /** The completed order the review was written for (issue 10); set null if the order goes. */
    orderId: text().references(() => orders.id, { onDelete: 'set null' }),
    /** Hidden by an operator (decision 2203): out of the seller's list and star totals until restored. */
    hiddenAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_author_seller_key').on(t.userId, t.sellerId),
    index('reviews_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
    index('reviews_order_idx').on(t.orderId),
  ],
);
