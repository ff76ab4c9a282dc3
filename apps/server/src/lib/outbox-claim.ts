import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `claimed` CTE of an outbox's drain (email 1002, push 2330): up to `batch` due rows, taken with
 * FOR UPDATE SKIP LOCKED so that instances draining the same table never take the same row, leased for
 * `leaseMs` (a crashed sender's rows come back after it) and their attempt counted. `returning` names
 * the columns (constant text) the drain's select reads from `claimed`.
 */
export function claimDueRows(table: PgTable, { batch, leaseMs, returning }: { batch: number; leaseMs: number; returning: string }): SQL {
  return sql`
    with claimed as (
      update ${table} set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
      where id in (
        select id from ${table}
        where status = 'pending' and not_before <= now() and (locked_until is null or locked_until < now())
        order by not_before
        limit ${batch}
        for update skip locked
      )
      returning ${sql.raw(returning)}
    )`;
}
