import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** The Settings page's switches (issue 11), as the user last saved them; null: the defaults. */
    settings: jsonb(),
    /** Random, made with the first email: proves a one-click unsubscribe link is the user's own. */
    unsubscribeToken: text(),
    /** When the owner opened the link sent to this address (issue 11); null: not verified. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Languages the user speaks (issue 12), shown on the seller panel; English until they choose. */
    languages: text().array().notNull().default(sql`'{English}'::text[]`),
    /** An operator (issue 12): `npm run admin -- grant USERNAME` makes the first one. */
    isAdmin: boolean().notNull().default(false),
    /** Suspended by an operator: no sign-in, no sessions, listings hidden, requests refused. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    /**
     * Deleted by its owner (decision 1403): suspended for good, with its name, address, password and
     * profile erased; the row stays so the other side's threads, orders and reviews keep their author.
     */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt),
  ],
);

/** A random token a browser holds for an account: the hash (the key), the account, when it was made. */
const accountTokenColumns = () => ({
  tokenHash: text().primaryKey(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions: the cookie (or Bearer token) carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...accountTokenColumns(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** A public handle for the sessions list (the token's hash never leaves the server). */
    id: text().notNull().default(sql`gen_random_uuid()::text`),
    /** Touched at most once a minute: the idle timeout and the sessions list read it. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in, trimmed: how the sessions list names the device. */
    userAgent: text().notNull().default(''),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_id_key').on(t.id),
  ],
);

/**
 * Single-use links (issue 11): password reset, email verification and a change of email (decision
 * 2311); only the token's hash is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'reset' | 'verify' | 'email'>().notNull(),
    /** A change of email's new address, which becomes the account's when the link is opened. */
    newEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Browsers a user has signed in from, by a hash of their User-Agent: a new one triggers a login alert. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * Browsers that have signed in to an account (decision 1204): the browser keeps a random token in a
 * cookie, the table its hash. Their sign-in attempts are counted apart from everyone else's, so
 * failed guesses from elsewhere cannot lock the owner out.
 */
export const loginDevices = pgTable(
  'login_devices',
  accountTokenColumns(),
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

/**
 * Sessions a password change or reset ended (decision 2311), by the session token's hash: a device
 * that comes back with one is told why it was signed out. Kept as long as a session could have lived.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().$type<'password-changed'>().notNull(),
    endedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ended_sessions_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
