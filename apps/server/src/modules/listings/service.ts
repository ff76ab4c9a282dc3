import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { InterestResult } from '@spaceshare/shared/schemas/interest';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Executor, ListingKind } from './kinds.js';

// Lifecycle shared by gigs and containers: interest toggle, interested list, complete, soft delete.
// Both tables name their lifecycle columns alike (id, userId, isCompleted, expiresAt, deletedAt,
// interestedCount, updatedAt), which is what lets one `set({...})` serve both.

/** The interested list shows the most recent users; the count is always the exact total. */
export const INTERESTED_USERS_MAX = 100;

async function interestedUsers(db: Executor, kind: ListingKind, listingId: string) {
  const i = kind.interests;
  // One query: the users and, through the window, the total (no N+1, no second round trip).
  const rows = await db
    .select({ _id: users.id, username: users.username, img: users.img, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(i.table)
    .innerJoin(users, eq(users.id, i.userId))
    .where(eq(i.listingId, listingId))
    .orderBy(desc(i.createdAt), desc(i.userId))
    .limit(INTERESTED_USERS_MAX);
  return {
    interestedCount: rows[0]?.total ?? 0,
    interestedUsers: rows.map(({ _id, username, img }) => ({ _id, username, img })),
  };
}

async function isInterested(db: Executor, kind: ListingKind, listingId: string, userId: string) {
  const i = kind.interests;
  const [row] = await db
    .select({ n: count() })
    .from(i.table)
    .where(and(eq(i.listingId, listingId), eq(i.userId, userId)));
  return (row?.n ?? 0) > 0;
}

/**
 * Toggles the user's interest. The listing row is locked FOR UPDATE, so toggles on one listing run one
 * after another; the (listing, user) primary key keeps a user from being counted twice, and the stored
 * interestedCount is recomputed from the rows inside the same transaction.
 */
export async function toggleInterest(db: Db, kind: ListingKind, listingId: string, userId: string): Promise<InterestResult> {
  const c = kind.columns;
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ userId: c.userId, isCompleted: c.isCompleted, expiresAt: c.expiresAt })
      .from(kind.table)
      .where(and(eq(c.id, listingId), isNull(c.deletedAt)))
      .for('update');
    if (!listing) throw notFound(kind.messages.notFound);
    if (listing.userId === userId) throw forbidden(kind.messages.selfOffer);

    let interested = false;
    if (!(await kind.interests.remove(tx, listingId, userId))) {
      // Withdrawing is always allowed; a new offer needs a listing that is still open.
      if (listing.isCompleted || listing.expiresAt.getTime() <= Date.now()) throw badRequest(MESSAGES.listingUnavailable);
      await kind.interests.add(tx, listingId, userId);
      interested = true;
    }
    const result = await interestedUsers(tx, kind, listingId);
    await tx
      .update(kind.table)
      .set({ interestedCount: result.interestedCount } as never)
      .where(eq(c.id, listingId));
    return { interested, ...result };
  });
}

export async function getInterested(db: Db, kind: ListingKind, listingId: string, userId: string): Promise<InterestResult> {
  await findOwner(db, kind, listingId);
  const [result, interested] = await Promise.all([
    interestedUsers(db, kind, listingId),
    isInterested(db, kind, listingId, userId),
  ]);
  return { interested, ...result };
}

async function findOwner(db: Executor, kind: ListingKind, listingId: string, { withDeleted = false } = {}) {
  const c = kind.columns;
  const where: SQL[] = [eq(c.id, listingId)];
  if (!withDeleted) where.push(isNull(c.deletedAt));
  const [row] = await db
    .select({ userId: c.userId, deletedAt: c.deletedAt, isCompleted: c.isCompleted, expiresAt: c.expiresAt })
    .from(kind.table)
    .where(and(...where));
  if (!row) throw notFound(kind.messages.notFound);
  return row;
}

/** Soft delete by the owner; deleting again is harmless. Orders keep pointing at the row. */
export async function deleteListing(db: Db, kind: ListingKind, listingId: string, userId: string): Promise<void> {
  const c = kind.columns;
  const row = await findOwner(db, kind, listingId, { withDeleted: true });
  if (row.userId !== userId) throw forbidden();
  if (row.deletedAt) return;
  await db
    .update(kind.table)
    .set({ deletedAt: new Date(), updatedAt: new Date() } as never)
    .where(and(eq(c.id, listingId), isNull(c.deletedAt)));
}

/**
 * Marks an expired listing completed (owner only). Completing a completed listing answers it again.
 * The expiry check and the write are one UPDATE, so a listing cannot be completed while still live.
 */
export async function completeListing(db: Db, kind: ListingKind, listingId: string, userId: string): Promise<void> {
  const c = kind.columns;
  const row = await findOwner(db, kind, listingId);
  if (row.userId !== userId) throw forbidden();
  if (row.isCompleted) return;
  const updated = await db
    .update(kind.table)
    .set({ isCompleted: true, updatedAt: new Date() } as never)
    .where(and(eq(c.id, listingId), isNull(c.deletedAt), sql`${c.expiresAt} <= now()`))
    .returning({ id: c.id });
  if (updated.length === 0) throw badRequest(MESSAGES.notExpiredYet);
}

