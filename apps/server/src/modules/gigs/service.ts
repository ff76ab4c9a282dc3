import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { DAY_MS } from '@spaceshare/shared/rules/expiry';
import type { GigSort } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Gig, GigFormInput } from '@spaceshare/shared/schemas/gig';
import type { GigListQuery } from '@spaceshare/shared/schemas/list-query';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { gigs, type GigRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { gigKind } from '../listings/kinds.js';
import { completeListing } from '../listings/service.js';
import { countQuery, listWhereAndOrder, offsetOf, pageAndTotal } from '../listings/query.js';
import type { SearchFields } from '../listings/search.js';
import { assertOwnImages } from '../uploads/service.js';

export function toGig(row: GigRow): Gig {
  return {
    _id: row.id,
    userId: row.userId,
    title: row.title,
    about: row.about,
    departureCountry: row.departureCountry,
    departureCity: row.departureCity,
    destinationCountry: row.destinationCountry,
    destinationCity: row.destinationCity,
    availableSpace: row.availableSpace,
    priceRMB: row.priceRMB,
    expirationDays: row.expirationDays,
    createdAt: row.createdAt.toISOString(),
    price: row.price,
    sales: row.sales,
    isCompleted: row.isCompleted,
    cat: row.cat,
    cover: row.cover,
    images: row.images,
    desc: row.desc,
    shortTitle: row.shortTitle,
    shortDesc: row.shortDesc,
    deliveryTime: row.deliveryTime,
    revisionNumber: row.revisionNumber,
    features: row.features,
    interestedCount: row.interestedCount,
  };
}

/** The owner is the signed-in seller; expiresAt is stored so that "still open" is an index range. */
export async function createGig(db: Db, userId: string, input: GigFormInput): Promise<Gig> {
  await assertOwnImages(db, [input.cover, ...input.images]);
  const createdAt = new Date();
  const [row] = await db
    .insert(gigs)
    .values({
      ...input,
      price: Math.round(input.price),
      id: newId(),
      userId,
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + input.expirationDays * DAY_MS),
    })
    .returning();
  return toGig(row!);
}

export async function getGig(db: Db, id: string): Promise<Gig> {
  const [row] = await db
    .select()
    .from(gigs)
    .where(and(eq(gigs.id, id), isNull(gigs.deletedAt)));
  if (!row) throw notFound(MESSAGES.gigNotFound);
  return toGig(row);
}

export const gigSearchFields: SearchFields = {
  from: [{ city: gigs.departureCity, country: gigs.departureCountry }],
  to: [{ city: gigs.destinationCity, country: gigs.destinationCountry }],
  text: [gigs.title, gigs.about],
  sidesMayMatchText: false,
};

// `desc nulls last` spelled out so the ORDER BY matches the indexes (drizzle writes them that way).
const GIG_ORDER: Record<GigSort, SQL[]> = {
  sales: [sql`${gigs.sales} desc nulls last`, sql`${gigs.id} desc nulls last`],
  createdAt: [sql`${gigs.createdAt} desc nulls last`, sql`${gigs.id} desc nulls last`],
  popular: [sql`${gigs.interestedCount} desc nulls last`, sql`${gigs.id} desc nulls last`],
};

/** The page query and the (capped) count query, unexecuted: the benchmark EXPLAINs these very queries. */
export function buildGigListQueries(db: Db, q: GigListQuery) {
  const { condition, order } = listWhereAndOrder(
    gigKind,
    gigs.priceRMB,
    gigSearchFields,
    q,
    [q.cat ? eq(gigs.cat, q.cat) : undefined],
    GIG_ORDER[q.sort],
  );
  return {
    page: db
      .select()
      .from(gigs)
      .where(condition)
      .orderBy(...order)
      .limit(q.limit)
      .offset(offsetOf(q)),
    count: countQuery(db, gigs, condition),
  };
}

export async function listGigs(db: Db, q: GigListQuery): Promise<{ items: Gig[]; total: number; capped: boolean }> {
  const { page, count } = buildGigListQueries(db, q);
  const { rows, total, capped } = await pageAndTotal(q, page, count);
  return { items: rows.map(toGig), total, capped };
}

export async function completeGig(db: Db, id: string, userId: string): Promise<Gig> {
  await completeListing(db, gigKind, id, userId);
  return getGig(db, id);
}
