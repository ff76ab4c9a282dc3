import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './columns.js';

/**
 * Routes a user watches (decision 1401): a new gig whose route matches tells them. Each side is a
 * country's alpha-2 code and, for a city, its key (`cityKey`); a side left empty matches anywhere.
 */
export const routeAlerts = pgTable(
  'route_alerts',
  {
    id: text().primaryKey(),
    userId: userRef(),
    /** The search as the user typed it, and the route as understood ('Guangzhou to Ghana'). */
    search: text().notNull(),
    label: text().notNull(),
    fromCountry: text(),
    fromCity: text(),
    toCountry: text(),
    toCity: text(),
    /** Each new gig on the route is emailed too (decision 1505); alerts made before emails were offered start off. */
    email: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('route_alerts_has_side', sql`${t.fromCountry} is not null or ${t.toCountry} is not null`),
    // One alert per route and user, however it was typed.
    uniqueIndex('route_alerts_user_route_key').on(
      t.userId,
      sql`coalesce(${t.fromCountry}, '')`,
      sql`coalesce(${t.fromCity}, '')`,
      sql`coalesce(${t.toCountry}, '')`,
      sql`coalesce(${t.toCity}, '')`,
    ),
    // A new gig finds its watchers by its destination, or by its departure for alerts without one.
    index('route_alerts_to_idx').on(t.toCountry, t.toCity),
    index('route_alerts_from_only_idx').on(t.fromCountry, t.fromCity).where(sql`${t.toCountry} is null`),
  ],
);
