import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookingRequests } from '../../db/schema/index.js';
import type { ListingKindBase } from '../listings/kind.js';

/** The request's pointer column for a kind of listing (gigId or containerId). */
export const requestListingColumn = (kind: ListingKindBase) => (kind.order.key === 'gigId' ? bookingRequests.gigId : bookingRequests.containerId);

/**
 * A listing that closes (deleted, completed, full) turns its pending requests into `expired`, in the
 * transaction that closed it. Expiry by date needs no write: reads answer a pending request of an
 * expired listing as `expired` (see requestStatusSql).
 */
export async function expirePendingRequests(tx: Executor, kind: ListingKindBase, listingId: string) {
  const column = requestListingColumn(kind);
  return tx
    .update(bookingRequests)
    .set({ status: 'expired', decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(column, listingId), eq(bookingRequests.status, 'pending')))
    .returning({ id: bookingRequests.id });
}
