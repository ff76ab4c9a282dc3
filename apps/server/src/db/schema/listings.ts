import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps, userRef } from './columns.js';

/** Partial-index predicate of the Explore lists: not completed and not deleted. */
const open = (t: { isCompleted: AnyPgColumn; deletedAt: AnyPgColumn }) =>
  sql`${t.isCompleted} = false and ${t.deletedAt} is null`;

/** GIN trigram index on lower(column), the expression the search queries use. */
const trigram = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`lower(${column}) gin_trgm_ops`);

/** A container's filters besides its place and sort, carried after a sort index's keys. */
const filtered = (t: { containerType: AnyPgColumn; priceRMB: AnyPgColumn; expiresAt: AnyPgColumn }) =>
  [t.containerType, t.priceRMB, t.expiresAt] as const;

/**
 * A route shape's three sorted indexes (the gig sorts: sales, createdAt, popular). `counted`, after
 * the created variant's keys, lets the capped counts of the shape run index-only: PostgreSQL answers
 * a query from an index alone only when the index holds every column the query names, and an index
 * on lower(x) does not hold x (migration 0010).
 */
function routeIndexes(
  name: string,
  places: SQL[],
  t: { sales: AnyPgColumn; createdAt: AnyPgColumn; interestedCount: AnyPgColumn; id: AnyPgColumn; isCompleted: AnyPgColumn; deletedAt: AnyPgColumn },
  counted: AnyPgColumn[] = [],
) {
  const sorted = (suffix: string, column: AnyPgColumn, extra: AnyPgColumn[] = []) => {
    const [first, ...rest] = [...places, sql`${column} desc nulls last`, sql`${t.id} desc nulls last`, ...extra];
    return index(`${name}_${suffix}_idx`)
      .on(first!, ...rest)
      .where(open(t));
  };
  return [sorted('sales', t.sales), sorted('created', t.createdAt, counted), sorted('popular', t.interestedCount)];
}

export const gigs = pgTable(
  'gigs',
  {
    id: text().primaryKey(),
    userId: userRef(),
    title: text().notNull(),
    about: text().notNull(),
    departureCountry: text().notNull(),
    departureCity: text().notNull(),
    destinationCountry: text().notNull(),
    destinationCity: text().notNull(),
    availableSpace: doublePrecision().notNull(),
    priceRMB: integer('price_rmb').notNull(),
    expirationDays: integer().notNull(),
    /** createdAt + expirationDays, stored so that "not expired" is an indexable range. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    price: integer().notNull().default(0),
    sales: integer().notNull().default(0),
    interestedCount: integer().notNull().default(0),
    isCompleted: boolean().notNull().default(false),
    cat: text().notNull().default('luggage-transport'),
    cover: text().notNull().default(''),
    images: jsonb().$type<string[]>().notNull().default([]),
    desc: text().notNull().default(''),
    shortTitle: text().notNull().default(''),
    shortDesc: text().notNull().default(''),
    deliveryTime: integer().notNull().default(0),
    revisionNumber: integer().notNull().default(0),
    features: jsonb().$type<string[]>().notNull().default([]),
    ...timestamps(),
    /** Soft delete: orders keep pointing at the listing, every read path filters it out. */
    deletedAt: timestamp({ withTimezone: true }),
    /** Why a listing is hidden when its owner did not delete it (issue 12): an operator removed it or suspended its owner. */
    hiddenBy: text().$type<'admin' | 'suspension'>(),
    // Cities first: a city may hold its country's name ("Kuwait City").
    ...searchedElsewhere(['departure_city', 'destination_city', 'departure_country', 'destination_country'], ['title', 'about']),
  },
  (t) => [
    index('gigs_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('gigs_created_idx').on(t.createdAt),
    // Explore lists read only open listings (not completed, not deleted); expiry is a filter on top.
    // Each sort's walk carries the price and expiry after its keys (migration 0011): a price range's
    // page tests them in the index and reads only the rows it returns from the table.
    index('gigs_open_sales_idx').on(t.sales.desc(), t.id.desc(), t.priceRMB, t.expiresAt).where(open(t)),
    index('gigs_open_created_idx').on(t.createdAt.desc(), t.id.desc(), t.priceRMB, t.expiresAt).where(open(t)),
    index('gigs_open_popular_idx').on(t.interestedCount.desc(), t.id.desc(), t.priceRMB, t.expiresAt).where(open(t)),
    // (price, expiresAt) and (expiresAt) let the capped counts run as index-only scans.
    index('gigs_open_price_idx').on(t.priceRMB, t.expiresAt).where(open(t)),
    index('gigs_open_expires_idx').on(t.expiresAt).where(open(t)),
    index('gigs_expires_idx').on(t.expiresAt),
    // "Country to country" searches: exact country pairs, counted index-only (with the countries
    // themselves, which the index on their lower() does not hold).
    index('gigs_open_route_idx')
      .on(sql`lower(${t.destinationCountry})`, sql`lower(${t.departureCountry})`, t.expiresAt, t.destinationCountry, t.departureCountry)
      .where(open(t)),
    index('gigs_cat_idx').on(t.cat, t.sales.desc()).where(open(t)),
    // Searches resolved to places: equality on the places' names, then the requested sort, so a page
    // of a route with thousands of gigs reads a page's worth of index entries. One index per route
    // shape (both countries, both cities, one side's city, one side's country) and sort; extended statistics on the same
    // expressions (migration 0002) let the planner see how many gigs a route has.
    ...routeIndexes('gigs_open_route', [sql`lower(${t.destinationCountry})`, sql`lower(${t.departureCountry})`], t),
    ...routeIndexes(
      'gigs_open_cities',
      [
        sql`lower(${t.destinationCountry})`,
        sql`lower(${t.destinationCity})`,
        sql`lower(${t.departureCountry})`,
        sql`lower(${t.departureCity})`,
      ],
      t,
      [t.expiresAt, t.destinationCountry, t.destinationCity, t.departureCountry, t.departureCity],
    ),
    ...routeIndexes('gigs_open_from_city', [sql`lower(${t.departureCountry})`, sql`lower(${t.departureCity})`], t, [
      t.expiresAt,
      t.departureCountry,
      t.departureCity,
      t.destinationCountry,
    ]),
    ...routeIndexes('gigs_open_to_city', [sql`lower(${t.destinationCountry})`, sql`lower(${t.destinationCity})`], t),
    ...routeIndexes('gigs_open_from_country', [sql`lower(${t.departureCountry})`], t, [t.expiresAt, t.departureCountry]),
    ...routeIndexes('gigs_open_to_country', [sql`lower(${t.destinationCountry})`], t),
    // Words of a search that are not places: LIKE on the text, served by trigram indexes. Place words
    // are resolved on the places table and compared by equality (the btree indexes above).
    trigram('gigs_title_trgm', t.title),
    trigram('gigs_about_trgm', t.about),
    index('gigs_title_elsewhere_trgm').using('gin', sql`${t.titleElsewhere} gin_trgm_ops`),
    index('gigs_text_elsewhere_trgm').using('gin', sql`${t.textElsewhere} gin_trgm_ops`),
  ],
);

/**
 * `text` with the listing's own place names (of four letters or more: a code such as 'GH' would cut
 * other words) replaced by a character no search word holds: what the text says of other places.
 */
function elsewhere(text: string, columns: string[]): string {
  const blank = (column: string) => `case when length("${column}") >= 4 then lower("${column}") else '' end`;
  return columns.reduce((inner, column) => `replace(${inner}, ${blank(column)}, chr(1))`, text);
}

/**
 * The title, and the whole text (`columns` joined by newlines), lower-case with the listing's
 * own place names (`places` columns) blanked out: what it says of other places. A search for a place
 * looks for it here (decisions 0809, 0823): a place's listings name it in their text, and finding
 * the few that name it elsewhere through the plain text went through all of them. Not read back by
 * the app.
 */
function searchedElsewhere(places: string[], columns: string[]) {
  const whole = columns.map((column) => `lower("${column}")`).join(` || E'\\n' || `);
  return {
    titleElsewhere: text().generatedAlwaysAs(sql.raw(elsewhere('lower("title")', places))),
    textElsewhere: text().generatedAlwaysAs(sql.raw(elsewhere(whole, places))),
  };
}

export const containers = pgTable(
  'containers',
  {
    id: text().primaryKey(),
    userId: userRef(),
    title: text().notNull(),
    about: text().notNull(),
    containerType: text().notNull().default('20ft'),
    cargoType: text().notNull(),
    taxClearance: text().notNull(),
    locationCountry: text().notNull(),
    locationCity: text().notNull(),
    availableSpaceCBM: doublePrecision('available_space_cbm').notNull(),
    priceRMB: integer('price_rmb').notNull(),
    departureDate: text().notNull(),
    arrivalDate: text().notNull(),
    expirationDays: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    sales: integer().notNull().default(0),
    interestedCount: integer().notNull().default(0),
    isCompleted: boolean().notNull().default(false),
    ...timestamps(),
    deletedAt: timestamp({ withTimezone: true }),
    /** Why a listing is hidden when its owner did not delete it (issue 12): an operator removed it or suspended its owner. */
    hiddenBy: text().$type<'admin' | 'suspension'>(),
    ...searchedElsewhere(['location_city', 'location_country'], ['title', 'about', 'cargo_type']),
  },
  (t) => [
    index('containers_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('containers_created_idx').on(t.createdAt),
    // Each sort's walk carries the other filters (type, price, expiry) after its keys (migration
    // 0011): they are tested in the index, and only the rows of the page are read from the table.
    index('containers_open_created_idx').on(t.createdAt.desc(), t.id.desc(), ...filtered(t)).where(open(t)),
    index('containers_open_price_idx').on(t.priceRMB, t.id, t.containerType, t.expiresAt).where(open(t)),
    index('containers_open_space_idx').on(t.availableSpaceCBM.desc(), t.id.desc(), ...filtered(t)).where(open(t)),
    index('containers_type_created_idx').on(t.containerType, t.createdAt.desc(), t.id.desc(), t.priceRMB, t.expiresAt).where(open(t)),
    index('containers_open_type_expires_idx').on(t.containerType, t.expiresAt).where(open(t)),
    index('containers_open_expires_idx').on(t.expiresAt).where(open(t)),
    index('containers_expires_idx').on(t.expiresAt),
    index('containers_open_location_created_idx')
      .on(sql`lower(${t.locationCountry})`, sql`lower(${t.locationCity})`, t.createdAt.desc(), t.id.desc(), ...filtered(t))
      .where(open(t)),
    index('containers_open_location_price_idx')
      .on(sql`lower(${t.locationCountry})`, sql`lower(${t.locationCity})`, t.priceRMB, t.id, t.containerType, t.expiresAt)
      .where(open(t)),
    index('containers_open_location_space_idx')
      .on(sql`lower(${t.locationCountry})`, sql`lower(${t.locationCity})`, t.availableSpaceCBM.desc(), t.id.desc(), ...filtered(t))
      .where(open(t)),
    // A country alone ("Ghana" names no city): its containers in each sort's order, so that one plan
    // serves every country, rare or common (a statement planned once, decision 0817, walked the
    // whole created-at index for a country no container is in).
    index('containers_open_country_created_idx')
      .on(sql`lower(${t.locationCountry})`, t.createdAt.desc(), t.id.desc(), ...filtered(t))
      .where(open(t)),
    index('containers_open_country_price_idx')
      .on(sql`lower(${t.locationCountry})`, t.priceRMB, t.id, t.containerType, t.expiresAt)
      .where(open(t)),
    index('containers_open_country_space_idx')
      .on(sql`lower(${t.locationCountry})`, t.availableSpaceCBM.desc(), t.id.desc(), ...filtered(t))
      .where(open(t)),
    // The capped counts of every container filter (location, type, price, open), index-only (the
    // location itself too: an index on its lower() does not hold it; migration 0010).
    index('containers_open_location_type_price_idx')
      .on(
        sql`lower(${t.locationCountry})`,
        sql`lower(${t.locationCity})`,
        t.containerType,
        t.priceRMB,
        t.expiresAt,
        t.locationCountry,
        t.locationCity,
      )
      .where(open(t)),
    index('containers_open_type_price_idx').on(t.containerType, t.priceRMB, t.expiresAt).where(open(t)),
    index('containers_open_price_expires_idx').on(t.priceRMB, t.expiresAt).where(open(t)),
    trigram('containers_title_trgm', t.title),
    trigram('containers_about_trgm', t.about),
    trigram('containers_cargo_type_trgm', t.cargoType),
    index('containers_title_elsewhere_trgm').using('gin', sql`${t.titleElsewhere} gin_trgm_ops`),
    index('containers_text_elsewhere_trgm').using('gin', sql`${t.textElsewhere} gin_trgm_ops`),
  ],
);

/** One row per (listing, user): the primary key makes parallel toggles unable to double-count. */
export const gigInterests = pgTable(
  'gig_interests',
  {
    gigId: text()
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gigId, t.userId] }), index('gig_interests_user_idx').on(t.userId)],
);

export const containerInterests = pgTable(
  'container_interests',
  {
    containerId: text()
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.containerId, t.userId] }),
    index('container_interests_user_idx').on(t.userId),
  ],
);

export type GigRow = Omit<typeof gigs.$inferSelect, 'titleElsewhere' | 'textElsewhere'>;
/** A container as the app reads it: everything but the search's generated columns. */
export type ContainerRow = Omit<typeof containers.$inferSelect, 'titleElsewhere' | 'textElsewhere'>;
