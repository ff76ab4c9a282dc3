import { bytea } from '../types.js';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Re-encoded images live in the database so that every server instance serves the same files. */
export const uploads = pgTable(
  'uploads',
  {
    id: text().primaryKey(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    size: integer().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId),
    // The sweep of pictures nobody claimed (an upload on the registration page that never became an account).
    index('uploads_unclaimed_created_idx').on(t.createdAt).where(sql`${t.userId} is null`),
  ],
);
