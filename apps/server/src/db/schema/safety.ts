import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportReason, ReportStatus, ReportTargetType } from '@spaceshare/shared/schemas/safety';
import { userRef } from './columns.js';

// Trust and safety (issue 12): reports, blocks and the operators' audit log.

export const reports = pgTable(
  'reports',
  {
    id: text().primaryKey(),
    reporterId: userRef(),
    targetType: text().$type<ReportTargetType>().notNull(),
    targetId: text().notNull(),
    /** The user the report is about (the listing's owner, the message's author, or the user). */
    targetUserId: text(),
    reason: text().$type<ReportReason>().notNull(),
    details: text().notNull().default(''),
    status: text().$type<ReportStatus>().notNull().default('open'),
    /** What the operator did: dismiss, remove or suspend. */
    resolution: text(),
    note: text(),
    resolvedBy: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per reporter and target.
    uniqueIndex('reports_open_key').on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt.desc()),
    index('reports_created_idx').on(t.createdAt),
  ],
);

/** `blockerId` blocked `blockedId`: no conversations, messages or requests between them. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef(),
    blockedId: userRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/** Every operator action: who, what, on which target, when, and the note they wrote. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text().primaryKey(),
    adminId: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    note: text().notNull().default(''),
    details: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    // What happened to one thing, latest first: a removed listing's note for its owner (decision 1802).
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
  ],
);
