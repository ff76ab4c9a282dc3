import { text, timestamp } from 'drizzle-orm/pg-core';
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
