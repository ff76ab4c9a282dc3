import { eq, and } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Db } from '../../db/client.js';
import { containerInterests, containers, gigInterests, gigs } from '../../db/schema/index.js';

type Column<TData, TNotNull extends boolean = true> = AnyPgColumn<{ data: TData; notNull: TNotNull }>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/**
 * What the shared lifecycle code (interest, complete, delete) needs to know about a kind of listing.
 * Gigs and containers carry the same lifecycle columns under the same names, so `columns` is typed
 * once; the interest tables differ in their key column, so each kind brings its own two writes.
 */
export interface ListingKind {
  name: 'gig' | 'container';
  table: PgTable;
  columns: {
    id: Column<string>;
    userId: Column<string>;
    isCompleted: Column<boolean>;
    expiresAt: Column<Date>;
    deletedAt: Column<Date, false>;
    interestedCount: Column<number>;
    updatedAt: Column<Date>;
  };
  interests: {
    table: PgTable;
    listingId: Column<string>;
    userId: Column<string>;
    createdAt: Column<Date>;
    /** Inserts the (listing, user) row unless present; true when a row was added. */
    add(db: Executor, listingId: string, userId: string): Promise<boolean>;
    /** Deletes the (listing, user) row; true when there was one. */
    remove(db: Executor, listingId: string, userId: string): Promise<boolean>;
  };
  messages: { notFound: string; selfOffer: string };
}

export const gigKind: ListingKind = {
  name: 'gig',
  table: gigs,
  columns: gigs,
  interests: {
    table: gigInterests,
    listingId: gigInterests.gigId,
    userId: gigInterests.userId,
    createdAt: gigInterests.createdAt,
    async add(db, gigId, userId) {
      const rows = await db
        .insert(gigInterests)
        .values({ gigId, userId })
        .onConflictDoNothing()
        .returning({ userId: gigInterests.userId });
      return rows.length > 0;
    },
    async remove(db, gigId, userId) {
      const rows = await db
        .delete(gigInterests)
        .where(and(eq(gigInterests.gigId, gigId), eq(gigInterests.userId, userId)))
        .returning({ userId: gigInterests.userId });
      return rows.length > 0;
    },
  },
  messages: { notFound: MESSAGES.gigNotFound, selfOffer: MESSAGES.selfOfferGig },
};

export const containerKind: ListingKind = {
  name: 'container',
  table: containers,
  columns: containers,
  interests: {
    table: containerInterests,
    listingId: containerInterests.containerId,
    userId: containerInterests.userId,
    createdAt: containerInterests.createdAt,
    async add(db, containerId, userId) {
      const rows = await db
        .insert(containerInterests)
        .values({ containerId, userId })
        .onConflictDoNothing()
        .returning({ userId: containerInterests.userId });
      return rows.length > 0;
    },
    async remove(db, containerId, userId) {
      const rows = await db
        .delete(containerInterests)
        .where(and(eq(containerInterests.containerId, containerId), eq(containerInterests.userId, userId)))
        .returning({ userId: containerInterests.userId });
      return rows.length > 0;
    },
  },
  messages: { notFound: MESSAGES.containerNotFound, selfOffer: MESSAGES.selfOfferContainer },
};
