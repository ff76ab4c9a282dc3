import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import { DAY_MS } from '@spaceshare/shared/rules/expiry';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { KindListQuery, ListingKind, ListingKindBase } from './kind.js';
import { countQuery, listWhereAndOrder, offsetOf, pageAndTotal } from './query.js';

// One service for every kind of listing: the kind brings its table, shapes and filters.

type Kind<Row, Api, Form, Query extends KindListQuery> = ListingKind<Row, Api, Form, Query>;

/** The owner is the signed-in seller; expiresAt is stored so that "still open" is an index range. */
export async function createListing<Row, Api, Form extends { expirationDays: number }, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  userId: string,
  input: Form,
): Promise<Api> {
  await kind.beforeCreate?.(db, input);
  const createdAt = new Date();
  const row = await kind.insert(db, input, {
    id: newId(),
    userId,
    createdAt,
    updatedAt: createdAt,
    expiresAt: new Date(createdAt.getTime() + input.expirationDays * DAY_MS),
  });
  return kind.toApi(row);
}

export async function getListing<Row, Api, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  id: string,
): Promise<Api> {
  const t = kind.table;
  const [row] = await kind.select(db).where(and(eq(t.id, id), isNull(t.deletedAt)));
  if (!row) throw notFound(kind.messages.notFound);
  return kind.toApi(row);
}

/** The page query and the (capped) count query, unexecuted: the benchmark EXPLAINs these very queries. */
export function buildListQueries<Row, Api, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  q: Query,
) {
  const { condition, order } = listWhereAndOrder(kind.table, kind.list.search, q, kind.list.filters(q), kind.list.orderBy(q));
  return {
    page: kind
      .select(db)
      .where(condition)
      .orderBy(...order)
      .limit(q.limit)
      .offset(offsetOf(q)),
    count: countQuery(db, kind.table, condition),
  };
}

export async function listListings<Row, Api, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  q: Query,
): Promise<{ items: Api[]; total: number; capped: boolean }> {
  const { page, count } = buildListQueries(db, kind, q);
  const { rows, total, capped } = await pageAndTotal(q, page, count);
  return { items: rows.map((row) => kind.toApi(row)), total, capped };
}

/** The listing's owner and state, or 404 (deleted listings count as missing unless asked for). */
export async function findOwner(db: Executor, kind: ListingKindBase, listingId: string, { withDeleted = false } = {}) {
  const t = kind.table;
  const where: SQL[] = [eq(t.id, listingId)];
  if (!withDeleted) where.push(isNull(t.deletedAt));
  const [row] = await db
    .select({ userId: t.userId, deletedAt: t.deletedAt, isCompleted: t.isCompleted, expiresAt: t.expiresAt })
    .from(t)
    .where(and(...where));
  if (!row) throw notFound(kind.messages.notFound);
  return row;
}

/** Soft delete by the owner; deleting again is harmless. Orders keep pointing at the row. */
export async function deleteListing(db: Db, kind: ListingKindBase, listingId: string, userId: string): Promise<void> {
  const t = kind.table;
  const row = await findOwner(db, kind, listingId, { withDeleted: true });
  if (row.userId !== userId) throw forbidden();
  if (row.deletedAt) return;
  await db
    .update(t)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(t.id, listingId), isNull(t.deletedAt)));
}

/**
 * Marks an expired listing completed (owner only) and answers it. Completing a completed listing
 * answers it again. The expiry check and the write are one UPDATE, so a listing cannot be completed
 * while still live.
 */
export async function completeListing<Row, Api, Form, Query extends KindListQuery>(
  db: Db,
  kind: Kind<Row, Api, Form, Query>,
  listingId: string,
  userId: string,
): Promise<Api> {
  const t = kind.table;
  const row = await findOwner(db, kind, listingId);
  if (row.userId !== userId) throw forbidden();
  if (!row.isCompleted) {
    const updated = await db
      .update(t)
      .set({ isCompleted: true, updatedAt: new Date() })
      .where(and(eq(t.id, listingId), isNull(t.deletedAt), sql`${t.expiresAt} <= now()`))
      .returning({ id: t.id });
    if (updated.length === 0) throw badRequest(MESSAGES.notExpiredYet);
  }
  return getListing(db, kind, listingId);
}
