import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A user's id that goes when the user goes. */
export const userRef = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** When a row was made and last changed. */
export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/**
 * The queue columns of an outbox (email 1002, push 2330): a row waits until `notBefore`, a sender leases
 * it until `lockedUntil` and counts the attempt, and a failure keeps its last error.
 */
export const outboxColumns = () => ({
  status: text().$type<OutboxStatus>().notNull().default('pending'),
  notBefore: timestamp({ withTimezone: true }).notNull().defaultNow(),
  attempts: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  lastError: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
});
