import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { containers, gigs } from './listings.js';
import { timestamps, userRef } from './columns.js';

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
    price: bigint({ mode: 'number' }).notNull(),
    /** quantity × the listing's price per unit; a half kg or CBM can make it end in .5 (exact in a double). */
    priceRMB: doublePrecision('price_rmb').notNull(),
    quantity: doublePrecision().notNull(),
    unit: text().$type<'kg' | 'cbm'>().notNull(),
    sellerId: userRef(),
    buyerId: userRef(),
    status: text().$type<'active' | 'completed' | 'cancelled'>().notNull().default('active'),
    /** Decision 1701: the courier has the parcel; from then on the buyer cannot cancel. */
    pickedUpAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    buyerConfirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text(),
    /** Issue 10: the request the order answers, and when the buyer asked. */
    requestId: text(),
    requestedAt: timestamp({ withTimezone: true }),
    /** When it completed, by the buyer's confirmation or the courier entering the delivery code. */
    completedAt: timestamp({ withTimezone: true }),
    /** Proof of hand-over: six digits only the buyer is shown; null on orders made before it existed. */
    deliveryCode: text(),
    deliveryCodeAttempts: integer().notNull().default(0),
    deliveryCodeLockedUntil: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt),
    index('orders_seller_completed_idx').on(t.sellerId, t.completedAt).where(sql`${t.status} = 'completed'`),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
    // The auto-completion sweep (decision 1701): active orders by their delivery time.
    index('orders_active_delivered_idx').on(t.deliveredAt).where(sql`${t.status} = 'active' and ${t.deliveredAt} is not null`),
    index('orders_gig_idx').on(t.gigId),
    index('orders_container_idx').on(t.containerId),
    // A double-clicked "accept" must not book the same buyer twice on one listing.
    uniqueIndex('orders_active_gig_buyer_key').on(t.gigId, t.buyerId).where(sql`${t.status} = 'active'`),
    uniqueIndex('orders_active_container_buyer_key')
      .on(t.containerId, t.buyerId)
      .where(sql`${t.status} = 'active'`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    // One request never makes two orders.
    uniqueIndex('orders_request_key').on(t.requestId),
  ],
);
