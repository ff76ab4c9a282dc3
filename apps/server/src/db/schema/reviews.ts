import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const reviews = pgTable(
  'reviews',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desc: text().notNull(),
    star: integer().notNull(),
    verified: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_author_seller_key').on(t.userId, t.sellerId),
    index('reviews_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
  ],
);
