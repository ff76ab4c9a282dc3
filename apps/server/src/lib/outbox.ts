import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

// The queue mechanics of an outbox (email 1002, push 2330; columns in db/schema/columns.ts): claiming
// what is due, and closing or rescheduling each claimed row.

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

/**
 * Just before a claimed row is sent: renews its lease, if this claim still holds it (its attempt is
 * still the one counted when it was claimed, and no other instance took it after the lease ran out).
 * False: another instance has it now, and this one must not send it too. A drain that sends its rows
 * one after another (email) asks this for each, so a slow batch never outlives the lease of the rows
 * still waiting in it.
 */
export async function renewLease(db: Executor, table: PgTable, row: { id: string; attempts: number }, leaseMs: number): Promise<boolean> {
  const renewed = await db.execute(sql`
    update ${table} set locked_until = now() + ${`${leaseMs} milliseconds`}::interval
    where id = ${row.id} and status = 'pending' and attempts = ${row.attempts} and locked_until > now()
    returning id`);
  return (renewed as unknown as { rows: unknown[] }).rows.length > 0;
}

/** A claimed row's end: sent, or skipped because it is no longer wanted; its lease ends with it. */
export async function closeRow(db: Executor, table: PgTable, id: string, status: 'sent' | 'skipped'): Promise<void> {
  await db.execute(sql`update ${table} set status = ${status}, locked_until = null${status === 'sent' ? sql`, sent_at = now()` : sql``} where id = ${id}`);
}

/**
 * A claimed row whose send failed: due again after an exponential backoff (`retryBaseMs` doubled per
 * attempt, at least `retryAfterMs`), or failed for good at its last attempt or when `final`.
 */
export async function retryOrFail(
  db: Executor,
  table: PgTable,
  row: { id: string; attempts: number },
  { maxAttempts, retryBaseMs }: { maxAttempts: number; retryBaseMs: number },
  { error, final = false, retryAfterMs = 0 }: { error: string; final?: boolean; retryAfterMs?: number },
): Promise<void> {
  const last = final || row.attempts >= maxAttempts;
  const due = new Date(Date.now() + Math.max(retryBaseMs * 2 ** (row.attempts - 1), retryAfterMs));
  await db.execute(sql`
    update ${table}
    set status = ${last ? 'failed' : 'pending'}, locked_until = null, last_error = ${error.slice(0, 500)}, not_before = ${due.toISOString()}::timestamptz
    where id = ${row.id}`);
}
