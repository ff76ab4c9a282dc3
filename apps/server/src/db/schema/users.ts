import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    img: text().notNull().default(''),
    country: text().notNull().default(''),
    isSeller: boolean().notNull().default(false),
    desc: text().notNull().default(''),
    phone: text().notNull().default(''),
    totalStars: integer().notNull().default(0),
    starNumber: integer().notNull().default(0),
    tripsCompleted: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** Server-side sessions: the cookie (or Bearer token) carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
