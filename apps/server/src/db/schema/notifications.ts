import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@spaceshare/shared/schemas/notification';
import { userRef } from './columns.js';

/** What happened for a user (issue 11), newest first in the bell and on /notifications. */
export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey(),
    userId: userRef(),
    type: text().$type<NotificationType>().notNull(),
    text: text().notNull(),
    link: text().notNull(),
    /** Who caused it, for the kinds that collapse per person (interest, review). */
    actorId: text(),
    /**
     * The request or order it is about (decision 1603): when that changes, the notifications about
     * its earlier state are read, so the bell does not keep asking for what was dealt with elsewhere.
     */
    subjectId: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_subject_unread_idx').on(t.subjectId).where(sql`${t.subjectId} is not null and ${t.readAt} is null`),
    // New messages of one conversation collapse into its one unread notification.
    uniqueIndex('notifications_unread_message_key')
      .on(t.userId, t.link)
      .where(sql`${t.type} = 'message' and ${t.readAt} is null`),
    // One person's repeated Make Offer toggles on a listing, or edits of their review, refresh their one unread notification.
    uniqueIndex('notifications_unread_actor_key')
      .on(t.userId, t.type, t.link, t.actorId)
      .where(sql`${t.type} in ('interest', 'review') and ${t.readAt} is null`),
    // A listing warns its owner once that it expires soon, whichever instance sweeps first.
    uniqueIndex('notifications_expiring_key').on(t.userId, t.link).where(sql`${t.type} = 'listing_expiring'`),
  ],
);
