import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RequestStatus } from '@spaceshare/shared/schemas/booking-request';
import type { ListingType } from '@spaceshare/shared/constants';
import { containers, gigs } from './listings.js';
import { timestamps, userRef } from './columns.js';

/**
 * A buyer's request for a quantity of a listing's space (issue 10). Listings are only ever soft-deleted,
 * so a request always points at its listing; the pointer lives in the column of the listing's kind,
 * as orders keep it.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: text().primaryKey(),
    listingType: text().$type<ListingType>().notNull(),
    gigId: text().references(() => gigs.id, { onDelete: 'cascade' }),
    containerId: text().references(() => containers.id, { onDelete: 'cascade' }),
    buyerId: userRef(),
    sellerId: userRef(),
    quantity: doublePrecision().notNull(),
    description: text().notNull(),
    status: text().$type<RequestStatus>().notNull().default('pending'),
    declineReason: text(),
    /** Set when accepted; the order keeps the request's id too. */
    orderId: text(),
    acceptedQuantity: doublePrecision(),
    decidedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('booking_requests_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
    index('booking_requests_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
    // A buyer holds at most one pending request per listing; the same indexes find a listing's
    // pending requests (owner area, expiry when it closes).
    uniqueIndex('booking_requests_pending_gig_buyer_key')
      .on(t.gigId, t.buyerId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('booking_requests_pending_container_buyer_key')
      .on(t.containerId, t.buyerId)
      .where(sql`${t.status} = 'pending'`),
    // The seller's badge: pending requests per seller, by listing.
    index('booking_requests_seller_pending_idx').on(t.sellerId).where(sql`${t.status} = 'pending'`),
    check('booking_requests_quantity_positive', sql`${t.quantity} > 0`),
    check('booking_requests_one_listing', sql`(${t.gigId} is null) <> (${t.containerId} is null)`),
  ],
);
