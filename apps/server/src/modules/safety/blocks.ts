import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { BlockedUser } from '@spaceshare/shared/schemas/safety';
import type { Db, Executor } from '../../db/client.js';
import { blocks, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';

// Blocking (issue 12): either side's block stops conversations, messages, Make Offer, booking
// requests and bookings between the two; unblocking restores them. A suspended account cannot be
// contacted either.

/**
 * SQL: true when one of the two users blocked the other, or either is suspended (for statements that
 * check in place).
 */
export const contactRefused = (a: unknown, b: unknown) =>
  sql`(exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))
    or exists (select 1 from ${users} where ${users.id} in (${a}, ${b}) and ${users.suspendedAt} is not null))`;

/** Whether either blocked the other or is suspended. */
export async function contactIsRefused(db: Executor, a: string, b: string): Promise<boolean> {
  const result = await db.execute(sql`select ${contactRefused(a, b)} as refused`);
  return (result as unknown as { rows: Array<{ refused: boolean }> }).rows[0]?.refused === true;
}

/** 403 with 'You cannot contact this user' when either blocked the other or is suspended. */
export async function assertNotBlocked(db: Executor, a: string, b: string): Promise<void> {
  if (await contactIsRefused(db, a, b)) throw forbidden(MESSAGES.blocked);
}

/**
 * Locks the people's rows (FOR SHARE, in id order) before a transaction that books between them
 * touches a listing or a request. A suspension or an account deletion locks the person's row FOR
 * UPDATE before anything else, so the two queue in one order instead of deadlocking on each other's
 * rows, and the later one sees what the earlier did: a booking after a deletion finds the account
 * suspended, a deletion after a booking finds the open order.
 */
export async function lockPeople(tx: Executor, ids: string[]): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('share');
}

export async function blockUser(db: Db, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw badRequest(MESSAGES.blockSelf);
  // A deleted account is not found, as its profile is not: there is no one left to block.
  const [target] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, blockedId), isNull(users.deletedAt))).limit(1);
  if (!target) throw notFound(MESSAGES.userNotFound);
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblockUser(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The users I blocked, newest first (Settings › Security lists them with 'Unblock'). */
export async function listBlocked(db: Db, blockerId: string): Promise<BlockedUser[]> {
  const rows = await db
    .select({ _id: users.id, username: users.username, img: users.img, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
  return rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() }));
}
