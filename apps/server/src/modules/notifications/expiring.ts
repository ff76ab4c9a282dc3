import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { DAY_MS, departureCutoff } from '@spaceshare/shared/rules/expiry';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/events.js';
import { runPeriodically } from '../../lib/periodic.js';
import { LISTING_KINDS } from '../listings/kinds.js';
import { notify } from './service.js';
import { expiringNotification } from './texts.js';

/** Listings warned per kind and sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Warns the owners of open listings that expire within the next 2 days (a container at its departure,
 * decision 2460). The warning's unique index makes it once per listing, whichever instance sweeps
 * first; a listing warned before is skipped.
 */
export async function notifyExpiringListings(db: Db, events: EventBus, now = new Date()): Promise<number> {
  let warned = 0;
  for (const kind of Object.values(LISTING_KINDS)) {
    const t = kind.table;
    const link = sql<string>`'/' || ${kind.name} || '/' || ${t.id}`;
    const rows = await db
      .select({ id: t.id, userId: t.userId, title: t.title, link, expiresAt: t.expiresAt, departure: kind.departure?.column ?? sql<null>`null` })
      .from(t)
      .where(
        and(
          eq(t.isCompleted, false),
          isNull(t.deletedAt),
          gt(t.expiresAt, now),
          lte(t.expiresAt, new Date(now.getTime() + 2 * DAY_MS)),
          sql`not exists (select 1 from notifications n where n.user_id = ${t.userId} and n.type = 'listing_expiring' and n.link = ${link})`,
        ),
      )
      .limit(SWEEP_BATCH);
    // A container whose expiry is its departure's cut-off closes because it sails (decision 2460).
    const departs = (r: (typeof rows)[number]) => (r.departure && departureCutoff(r.departure)?.getTime() === r.expiresAt.getTime() ? r.departure : undefined);
    await notify(db, events, rows.map((r) => expiringNotification(r.userId, r.title, r.link, departs(r))));
    warned += rows.length;
  }
  return warned;
}

/** Sweeps every `everyMs` while the app runs (0: never). */
export function scheduleExpiryWarnings(app: FastifyInstance, everyMs: number) {
  runPeriodically(app, 'expiry warnings', everyMs, () => notifyExpiringListings(app.db, app.events));
}
