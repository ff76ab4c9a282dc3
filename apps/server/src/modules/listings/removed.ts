import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ListingType } from '@spaceshare/shared/constants';
import type { RemovedListing } from '@spaceshare/shared/schemas/removed-listing';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { LISTING_KINDS } from './kinds.js';

/** The latest removals only: the section is a notice above the table, not an archive. */
const REMOVED_MAX = 50;

/**
 * The owner's listings of one kind that an operator removed (decision 1802), the latest removal
 * first, each with the note of its latest `listing.remove` audit entry. One statement: the note comes
 * from a lateral subquery over audit_log's (target_type, target_id, created_at) index. Listings the
 * owner deleted or that a suspension hid are not here; a restored one no longer is.
 */
export async function listRemovedListings(db: Db, userId: string, type: ListingType): Promise<RemovedListing[]> {
  const t = LISTING_KINDS[type].table;
  const latestRemoval = db
    .select({ note: auditLog.note })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, type), eq(auditLog.targetId, t.id), eq(auditLog.action, 'listing.remove')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1)
    .as('latest_removal');
  const rows = await db
    .select({ id: t.id, title: t.title, removedAt: t.deletedAt, note: sql<string>`coalesce(${latestRemoval.note}, '')` })
    .from(t)
    .leftJoinLateral(latestRemoval, sql`true`)
    .where(and(eq(t.userId, userId), eq(t.hiddenBy, 'admin'), isNotNull(t.deletedAt)))
    .orderBy(desc(t.deletedAt), desc(t.id))
    .limit(REMOVED_MAX);
  return rows.map((row) => ({ _id: row.id, type, title: row.title, removedAt: row.removedAt!.toISOString(), note: row.note }));
}
