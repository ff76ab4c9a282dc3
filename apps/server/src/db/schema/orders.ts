import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { containers, gigs } from './listings.js';
import { users } from './users.js';

export const orders = pgTable(
  'orders',
  {
    id: text().primaryKey(),
    listingType: text().$type<'gig' | 'container'>().notNull(),
    gigId: text().references(() => gigs.id, { onDelete: 'set null' }),
    containerId: text().references(() => containers.id, { onDelete: 'set null' }),
    title: text().notNull(),
    img: text().notNull().default(''),
    /** Whole US dollars. */
    price: integer().notNull(),
    priceRMB: integer('price_rmb').notNull(),
    quantity: doublePrecision().notNull(),
    unit: text().$type<'kg' | 'cbm'>().notNull(),
    sellerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<'active' | 'completed' | 'cancelled'>().notNull().default('active'),
    deliveredAt: timestamp({ withTimezone: true }),
    buyerConfirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
    index('orders_gig_idx').on(t.gigId),
    index('orders_container_idx').on(t.containerId),
  ],
);
