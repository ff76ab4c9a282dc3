import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bookingRequests, sessions } from '../../db/schema/index.js';
import { LISTING_KINDS } from '../listings/kinds.js';
import { expirePendingRequests } from '../requests/expire.js';

/**
 * Takes a user out of the marketplace, inside the caller's transaction: every session ends, their
 * open listings close (hidden by a suspension, which lifting it undoes, or deleted for good) and the
 * pending requests on them expire, and so do the requests they made as a buyer (an accepted one would
 * be an order they cannot sign in to see). A deleted account withdrew its requests by leaving: the
 * courier's card says 'Withdrawn', not 'Expired' (decision 2313).
 */
export async function withdrawUser(tx: Executor, userId: string, listings: 'hide' | 'delete'): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  for (const kind of Object.values(LISTING_KINDS)) {
    const t = kind.table;
    const closed = await tx
      .update(t)
      .set({ deletedAt: new Date(), hiddenBy: listings === 'hide' ? 'suspension' : null, updatedAt: new Date() })
      .where(and(eq(t.userId, userId), isNull(t.deletedAt)))
      .returning({ id: t.id });
    for (const { id } of closed) await expirePendingRequests(tx, kind, id);
  }
  await tx
    .update(bookingRequests)
    .set({ status: listings === 'delete' ? 'withdrawn' : 'expired', decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(bookingRequests.buyerId, userId), eq(bookingRequests.status, 'pending')));
}
