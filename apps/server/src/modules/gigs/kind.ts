import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { GigSort } from '@spaceshare/shared/constants';
import { countryDisplay } from '@spaceshare/shared/countries';
import { MESSAGES } from '@spaceshare/shared/messages';
import { GIG_TERMS_FIELDS, gigEditSchema, gigFormSchema, gigSchema, type Gig, type GigFormInput } from '@spaceshare/shared/schemas/gig';
import { gigListQuerySchema, type GigListQuery } from '@spaceshare/shared/schemas/list-query';
import { gigInterests, gigs, type GigRow } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import { termColumns, type ListingKind } from '../listings/kind.js';
import { someOpenHas } from '../listings/query.js';
import { claimOwnImages } from '../uploads/service.js';
import { notifyRouteWatchers } from '../alerts/service.js';

/**
 * A category narrows the list only when some open gig has it: the home page's destination cards link
 * to the spec's `/gigs?cat=design&search=<city>`, a category no gig uses, and should show the
 * destination's gigs rather than nothing (issue 13). Whether some open gig has it is looked up when
 * the list's queries are built, on `gigs_cat_idx` (decision 0822), so the statement holds a plain
 * `cat = $1` or nothing. Tested inside the statement (0819), the test misled the planner: it took
 * "this category, or none has it" to hold 0.5 % of the rows and sorted every gig of the searched city
 * rather than walking them in the sort's order (the cards' links took 40–69 ms on PostgreSQL, 52–106
 * on PGlite).
 */
async function categoryFilter(db: Executor, cat: string): Promise<SQL | undefined> {
  return (await someOpenHas(db, gigs, gigs.cat, cat, CATEGORY_ORDER)) ? eq(gigs.cat, cat) : undefined;
}

/** The order of `gigs_cat_idx`, in which a category's first open gig is looked up. */
export const CATEGORY_ORDER = [sql`${gigs.cat}`, sql`${gigs.sales} desc nulls last`];

export function toGig(row: GigRow): Gig {
  const departure = countryDisplay(row.departureCountry);
  const destination = countryDisplay(row.destinationCountry);
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
    updatedAt: row.updatedAt.toISOString(),
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
    departureCountryCode: departure.code,
    departureCountryName: departure.name,
    destinationCountryCode: destination.code,
    destinationCountryName: destination.name,
  };
}

// `desc nulls last` spelled out so the ORDER BY matches the indexes (drizzle writes them that way).
const GIG_SORTS: Record<GigSort, SQL[]> = {
  sales: [sql`${gigs.sales} desc nulls last`, sql`${gigs.id} desc nulls last`],
  createdAt: [sql`${gigs.createdAt} desc nulls last`, sql`${gigs.id} desc nulls last`],
  popular: [sql`${gigs.interestedCount} desc nulls last`, sql`${gigs.id} desc nulls last`],
};

// What the app reads: the search's generated columns stay in the database.
const { titleElsewhere, textElsewhere, ...readColumns } = getTableColumns(gigs);

const departure = { city: gigs.departureCity, country: gigs.departureCountry };
const destination = { city: gigs.destinationCity, country: gigs.destinationCountry };

/** Kilograms of spare luggage on a trip. */
export const gigKind: ListingKind<GigRow, Gig, GigFormInput, GigListQuery> = {
  name: 'gig',
  plural: 'gigs',
  table: gigs,
  select: (db) => db.select(readColumns).from(gigs).$dynamic(),
  async insert(db, input, base) {
    const [row] = await db
      .insert(gigs)
      .values({ ...input, price: Math.round(input.price), ...base })
      .returning();
    return row!;
  },
  beforeSave: (db, input, userId) => claimOwnImages(db, userId, [input.cover, ...input.images]),
  afterCreate: (db, events, gig) => notifyRouteWatchers(db, events, { ...gig, id: gig._id }),
  toApi: toGig,
  countryFields: ['departureCountry', 'destinationCountry'],
  edit: {
    // The legacy `price` follows priceRMB and has no input: it is a term too.
    terms: { ...termColumns(readColumns, GIG_TERMS_FIELDS), price: gigs.price },
    termsLocked: MESSAGES.gigTermsLocked,
    space: (input) => input.availableSpace,
    async update(db, id, input, { space, ...set }) {
      const [row] = await db
        .update(gigs)
        .set({ ...input, price: Math.round(input.price), availableSpace: space, ...set })
        .where(eq(gigs.id, id))
        .returning(readColumns);
      return row!;
    },
  },
  schemas: { form: gigFormSchema, edit: gigEditSchema, api: gigSchema, listQuery: gigListQuerySchema },
  list: {
    search: {
      from: [departure],
      to: [destination],
      text: [gigs.title, gigs.about],
      sidesMayMatchText: false,
      elsewhere: { title: titleElsewhere, text: textElsewhere },
      fallback: { from: departure, to: destination },
    },
    filters: async (db, q) => [q.cat ? await categoryFilter(db, q.cat) : undefined],
    orderBy: (q) => GIG_SORTS[q.sort],
  },
  messages: { notFound: MESSAGES.gigNotFound, selfOffer: MESSAGES.selfOfferGig, deleted: MESSAGES.gigDeleted, openOrders: MESSAGES.gigOpenOrders },
  capacity: {
    space: gigs.availableSpace,
    setSpace: (value): PgUpdateSetSource<typeof gigs> => ({ availableSpace: value }),
    unitLabel: 'kg',
  },
  interests: {
    table: gigInterests,
    listingId: gigInterests.gigId,
    row: (gigId, userId): typeof gigInterests.$inferInsert => ({ gigId, userId }),
  },
  order: {
    key: 'gigId',
    image: sql<string>`coalesce(nullif(${gigs.cover}, ''), ${gigs.images} ->> 0, '')`,
    route: {
      fromCity: sql<string>`${gigs.departureCity}`,
      fromCountry: sql<string>`${gigs.departureCountry}`,
      toCity: sql<string>`${gigs.destinationCity}`,
      toCountry: sql<string>`${gigs.destinationCountry}`,
    },
  },
  docs: {
    noun: 'gig',
    listDescription:
      'Explore (no userId) shows open gigs only: not expired, completed or deleted. `search` understands ' +
      'routes ("China to Ghana", "Guangzhou → Accra", "china-ghana", "广州到阿克拉"; a weight such as "20kg" ' +
      'beside them is ignored) and tolerates small typos. A route search, or a search of one place ' +
      '("Ivory Coast"), that finds nothing answers the nearest open gigs instead (page 1 only): each item ' +
      'has `matchGroup` (countries, destination, departure) and the `X-Search-Fallback` header describes ' +
      'the route (or `place`) as understood and the groups; X-Total-Count stays 0. When every place of the ' +
      'search is understood, `X-Search-Understood` (JSON, non-ASCII escaped) names them as searched: ' +
      '`{"from":"China","to":"Ghana","place":null,"corrected":true}` for "china to ghna", ' +
      '`{"from":null,"to":null,"place":"Côte d\'Ivoire","corrected":false}` for "Ivory Coast"; `corrected` ' +
      'says a typo was read as a near name. `X-Search-Route` is sent for routes only (what a route alert ' +
      'watches; a one-place search is watched as "to <place>").',
  },
};
