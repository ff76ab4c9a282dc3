import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { countryDisplay } from '@spaceshare/shared/countries';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Review, ReviewFormInput } from '@spaceshare/shared/schemas/review';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { orders, reviews, users } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { deletedSql } from '../conversations/service.js';
import { notify, readReviewAsks } from '../notifications/service.js';
import { reviewNotification } from '../notifications/texts.js';

/**
 * Whether the author has, now, a completed order with the seller: one look-up of the buyer's orders
 * (orders_buyer_created_idx). Asked when a review is written or edited and stored with it as
 * 'verified' (decision 2203): a review written before any booking stays unverified when one completes
 * later, until its author writes it again.
 */
async function hasCompletedOrder(tx: Executor, authorId: string, sellerId: string): Promise<boolean> {
  const found = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, authorId), eq(orders.sellerId, sellerId), eq(orders.status, 'completed')))
    .limit(1);
  return found.length > 0;
}

const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  sellerId: reviews.sellerId,
  desc: reviews.desc,
  star: reviews.star,
  createdAt: reviews.createdAt,
  verified: reviews.verified,
  hiddenAt: reviews.hiddenAt,
  orderId: reviews.orderId,
  authorId: users.id,
  authorUsername: users.username,
  authorImg: users.img,
  authorCountry: users.country,
  authorDeleted: deletedSql(users),
};

type ReviewRow = {
  id: string;
  userId: string;
  sellerId: string;
  desc: string;
  star: number;
  createdAt: Date;
  verified: boolean;
  hiddenAt: Date | null;
  orderId: string | null;
  authorId: string;
  authorUsername: string;
  authorImg: string;
  authorCountry: string;
  authorDeleted: boolean;
};

function toReview(row: ReviewRow): Review {
  const country = countryDisplay(row.authorCountry);
  return {
    _id: row.id,
    userId: row.userId,
    sellerId: row.sellerId,
    desc: row.desc,
    star: row.star,
    createdAt: row.createdAt.toISOString(),
    verified: row.verified,
    hidden: row.hiddenAt !== null,
    orderId: row.orderId,
    // A deleted author is 'Deleted user', with no picture or country (decision 2313).
    user: row.authorDeleted
      ? { _id: row.authorId, username: MESSAGES.deletedUser, img: '', country: '', countryCode: null, countryName: '', deleted: true }
      : {
          _id: row.authorId,
          username: row.authorUsername,
          img: row.authorImg,
          country: row.authorCountry,
          countryCode: country.code,
          countryName: country.name,
        },
  };
}

async function assertSeller(db: Executor, sellerId: string, { lock = false } = {}) {
  const query = db
    .select({ id: users.id, isSeller: users.isSeller, totalStars: users.totalStars, starNumber: users.starNumber, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, sellerId));
  const [seller] = lock ? await query.for('update') : await query;
  // A suspended account is not found, as its profile is not.
  if (!seller || seller.suspendedAt) throw notFound(MESSAGES.userNotFound);
  return seller;
}

/** A review written from an order (issue 10) must be about the author's own completed order with that seller. */
async function assertReviewableOrder(tx: Executor, authorId: string, sellerId: string, orderId: string) {
  const [order] = await tx
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw notFound(MESSAGES.orderNotFound);
  if (order.buyerId !== authorId) throw forbidden(MESSAGES.reviewOrderNotYours);
  if (order.sellerId !== sellerId || order.status !== 'completed') throw badRequest(MESSAGES.reviewOrderNotYours);
}

export interface ReviewPage {
  page: number;
  limit: number;
}

/** Newest first, each with its author in the same query (one join, no N+1); hidden ones are left out. */
export async function listReviews(db: Db, sellerId: string, { page, limit }: ReviewPage) {
  await assertSeller(db, sellerId);
  const rows = await db
    .select({ ...reviewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.sellerId, sellerId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { items: rows.map(toReview), total: rows[0]?.total ?? 0 };
}

/**
 * The author's own review of the seller, or null: the listing page offers to edit it (one per pair,
 * 0007), or, when an operator hid it, shows it to its author as hidden (2203).
 */
export async function myReview(db: Db, authorId: string, sellerId: string): Promise<Review | null> {
  await assertSeller(db, sellerId);
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.userId, authorId), eq(reviews.sellerId, sellerId)))
    .limit(1);
  return row ? toReview(row) : null;
}

/**
 * One review per author and seller: a second one replaces the first. The seller's row is locked for
 * the whole transaction, so concurrent reviews update totalStars/starNumber one after another and the
 * totals always equal the sum of the stored reviews.
 */
export async function saveReview(
  db: Db,
  events: EventBus,
  authorId: string,
  input: ReviewFormInput,
): Promise<{ review: Review; replaced: boolean }> {
  if (authorId === input.sellerId) throw forbidden(MESSAGES.selfReview);
  const saved = await db.transaction(async (tx) => {
    const seller = await assertSeller(tx, input.sellerId, { lock: true });
    // Stars only mean something on a courier's profile; a buyer's account has no reviews section.
    if (!seller.isSeller) throw badRequest(MESSAGES.reviewNotSeller);
    if (input.orderId) await assertReviewableOrder(tx, authorId, input.sellerId, input.orderId);
    const orderId = input.orderId ?? null;
    const [previous] = await tx
      .select({ id: reviews.id, star: reviews.star, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(and(eq(reviews.userId, authorId), eq(reviews.sellerId, input.sellerId)));
    // Rewritten, a hidden review would be back in the totals without an operator looking at it again.
    if (previous?.hiddenAt) throw conflict(MESSAGES.reviewHiddenByOperator);
    const verified = orderId !== null || (await hasCompletedOrder(tx, authorId, input.sellerId));
    const now = new Date();
    let id: string;
    if (previous) {
      id = previous.id;
      await tx
        .update(reviews)
        .set({ desc: input.desc, star: input.star, verified, createdAt: now, updatedAt: now, ...(orderId ? { orderId } : {}) })
        .where(eq(reviews.id, id));
      await tx
        .update(users)
        .set({ totalStars: sql`${users.totalStars} + ${input.star - previous.star}` })
        .where(eq(users.id, input.sellerId));
    } else {
      id = newId();
      await tx.insert(reviews).values({
        id,
        userId: authorId,
        sellerId: input.sellerId,
        desc: input.desc,
        star: input.star,
        verified,
        orderId,
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .update(users)
        .set({ totalStars: sql`${users.totalStars} + ${input.star}`, starNumber: sql`${users.starNumber} + 1` })
        .where(eq(users.id, input.sellerId));
    }
    const [row] = await tx
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id));
    return { review: toReview(row!), replaced: previous !== undefined };
  });
  await readReviewAsks(db, events, authorId, input.sellerId);
  await notify(db, events, [reviewNotification(input.sellerId, { id: saved.review.user._id, username: saved.review.user.username }, input.star)]);
  return saved;
}

/**
 * An operator hides a review or brings it back (decision 2203): out of the seller's list and star
 * totals, or back in both. The seller's row is locked first, as saveReview locks it, so totals and
 * stored reviews change together. Answers whether it changed anything (hiding a hidden review does not).
 */
export async function setReviewHidden(tx: Executor, id: string, hidden: boolean): Promise<boolean> {
  const [found] = await tx.select({ sellerId: reviews.sellerId }).from(reviews).where(eq(reviews.id, id));
  if (!found) throw notFound(MESSAGES.reviewNotFound);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, found.sellerId)).for('update');
  const [row] = await tx.select({ star: reviews.star, hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row) throw notFound(MESSAGES.reviewNotFound);
  if ((row.hiddenAt !== null) === hidden) return false;
  // updatedAt stays: it is when the author last wrote it, which an order card compares (orders/service).
  await tx.update(reviews).set({ hiddenAt: hidden ? new Date() : null }).where(eq(reviews.id, id));
  const sign = hidden ? -1 : 1;
  await tx
    .update(users)
    .set({ totalStars: sql`${users.totalStars} + ${sign * row.star}`, starNumber: sql`${users.starNumber} + ${sign}` })
    .where(eq(users.id, found.sellerId));
  return true;
}
