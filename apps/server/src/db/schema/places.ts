import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The places that listings name: every city (with its country) and every country of a gig's route or a
 * container's location, kept as listings are created. A search resolves its words against this small
 * table once (exact name, then trigram similarity), then finds listings by indexed equality on the
 * names it resolved: fuzzy matching never runs over the listings themselves.
 */
export const places = pgTable(
  'places',
  {
    /** lower(name): what listings' lower(city) / lower(country) columns are compared with. */
    key: text().notNull(),
    kind: text().$type<'city' | 'country'>().notNull(),
    /** The country as listings spell it (for a country row, its own name). */
    country: text().notNull(),
    /** The name as a listing spelled it first, for labels. */
    name: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.kind, t.country] }),
    index('places_key_trgm').using('gin', sql`${t.key} gin_trgm_ops`),
  ],
);

export type PlaceRow = typeof places.$inferSelect;
