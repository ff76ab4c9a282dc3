import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { CLOSED_MESSAGES, closedReason } from '@spaceshare/shared/rules/listing-state';
import type { InterestResult } from '@spaceshare/shared/schemas/interest';
import type { Db, Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { notify } from '../notifications/service.js';
import { interestNotification } from '../notifications/texts.js';
import type { ListingKindBase } from './kind.js';
import { findOwner } from './service.js';
import { assertNotBlocked } from '../safety/blocks.js';

// "Make Offer": a user's interest in a listing, the same for every kind.

/** The interested list shows the most recent users; the count is always the exact total. */
export const INTERESTED_USERS_MAX = 100;

/** `forOwner`: the listing's owner asks, who alone learns which of them booked. */
async function interestedUsers(db: Executor, kind: ListingKindBase, listingId: string, forOwner: boolean) {
  const i = kind.interests;
  // The owner sees who already holds a booking, instead of an Accept that would book them twice.
  const booked = forOwner
    ? sql<boolean>`exists (select 1 from ${orders} where ${orders[kind.order.key]} = ${listingId} and ${orders.buyerId} = ${users.id} and ${orders.status} = 'active')`
    : sql<boolean>`false`;
  // One query: the users and, through the window, the total (no N+1, no second round trip).
  const rows = await db
    .select({
      _id: users.id,
      username: users.username,
      img: users.img,
      booked: booked.mapWith(Boolean),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(i.table)
    .innerJoin(users, eq(users.id, i.table.userId))
    // A suspended (or deleted) account is no one the owner can book or write to: it is left out.
    .where(and(eq(i.listingId, listingId), isNull(users.suspendedAt)))
    .orderBy(desc(i.table.createdAt), desc(i.table.userId))
    .limit(INTERESTED_USERS_MAX);
  return {
    interestedCount: rows[0]?.total ?? 0,
    interestedUsers: rows.map(({ _id, username, img, booked }) => ({ _id, username, img, ...(forOwner ? { booked } : {}) })),
  };
}

/** Whether the user has an offer on the listing. */
export async function isInterested(db: Executor, kind: ListingKindBase, listingId: string, userId: string) {
  const i = kind.interests;
  const [row] = await db
    .select({ n: count() })
    .from(i.table)
    .where(and(eq(i.listingId, listingId), eq(i.table.userId, userId)));
  return (row?.n ?? 0) > 0;
}

/** Inserts the (listing, user) row unless present; true when a row was added. */
async function addInterest(db: Executor, kind: ListingKindBase, listingId: string, userId: string) {
  const i = kind.interests;
  const rows = await db
    .insert(i.table)
    .values(i.row(listingId, userId))
    .onConflictDoNothing()
    .returning({ userId: i.table.userId });
  return rows.length > 0;
}

/** Deletes the (listing, user) row; true when there was one. */
async function removeInterest(db: Executor, kind: ListingKindBase, listingId: string, userId: string) {
  const i = kind.interests;
  const rows = await db
    .delete(i.table)
    .where(and(eq(i.listingId, listingId), eq(i.table.userId, userId)))
    .returning({ userId: i.table.userId });
  return rows.length > 0;
}

/** Sets the listing's stored count from its interest rows. */
async function recount(tx: Executor, kind: ListingKindBase, listingId: string) {
  const t = kind.table;
  await tx
    .update(t)
    .set({
      interestedCount: sql`(select count(*) from ${kind.interests.table} join ${users} on ${users.id} = ${kind.interests.table.userId}
        where ${kind.interests.listingId} = ${listingId} and ${users.suspendedAt} is null)`,
    })
    .where(eq(t.id, listingId));
}

/** Records the user's interest (a booking request implies it) and keeps the stored count exact. */
export async function registerInterest(tx: Executor, kind: ListingKindBase, listingId: string, userId: string) {
  if (await addInterest(tx, kind, listingId, userId)) await recount(tx, kind, listingId);
}

/**
 * Ends the user's interest (a withdrawn or declined request ends what it registered, so the owner
 * cannot book the buyer later through the offers list) and keeps the stored count exact.
 */
export async function dropInterest(tx: Executor, kind: ListingKindBase, listingId: string, userId: string) {
  if (await removeInterest(tx, kind, listingId, userId)) await recount(tx, kind, listingId);
}

/**
 * Toggles the user's interest. The listing row is locked FOR UPDATE, so toggles on one listing run one
 * after another; the (listing, user) primary key keeps a user from being counted twice, and the stored
 * interestedCount is recomputed from the rows inside the same transaction.
 */
export async function toggleInterest(db: Db, events: EventBus, kind: ListingKindBase, listingId: string, userId: string): Promise<InterestResult> {
  const t = kind.table;
  const { result, ownerId, title } = await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        userId: t.userId,
        title: t.title,
        isCompleted: t.isCompleted,
        expiresAt: t.expiresAt,
        deletedAt: t.deletedAt,
        space: kind.capacity.space,
      })
      .from(t)
      .where(eq(t.id, listingId))
      .for('update');
    if (!listing) throw notFound(kind.messages.notFound);
    if (listing.userId === userId) throw forbidden(kind.messages.selfOffer);

    let interested = false;
    if (!(await removeInterest(tx, kind, listingId, userId))) {
      // Withdrawing is always allowed; a new offer needs a listing that is still open.
      const closed = closedReason(listing);
      if (closed) throw conflict(CLOSED_MESSAGES[closed]);
      await assertNotBlocked(tx, listing.userId, userId);
      await addInterest(tx, kind, listingId, userId);
      interested = true;
    }
    // Never the owner here: an owner's offer on their own listing was refused above.
    const result = await interestedUsers(tx, kind, listingId, false);
    await tx.update(t).set({ interestedCount: result.interestedCount }).where(eq(t.id, listingId));
    return { result: { interested, ...result }, ownerId: listing.userId, title: listing.title };
  });
  // The owner's open listing lists or drops the buyer at once; only a new offer is worth a notification.
  await events.publishToUsers([ownerId], { type: 'interest', listingType: kind.name, listingId });
  if (result.interested) {
    const username = result.interestedUsers.find((u) => u._id === userId)?.username ?? 'Someone';
    await notify(db, events, [interestNotification(ownerId, { id: userId, username }, title, `/${kind.name}/${listingId}`)]);
  }
  return result;
}

export async function getInterested(db: Db, kind: ListingKindBase, listingId: string, userId: string): Promise<InterestResult> {
  const { userId: ownerId } = await findOwner(db, kind, listingId);
  const [result, interested] = await Promise.all([
    interestedUsers(db, kind, listingId, ownerId === userId),
    isInterested(db, kind, listingId, userId),
  ]);
  return { interested, ...result };
}
