import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../lib/periodic.js';
import type { Db } from './client.js';

// What PostgreSQL's autovacuum does, for the embedded database. PGlite runs PostgreSQL in single-user
// mode, where autovacuum never runs: its tables are counted (pg_stat_user_tables) but never analyzed
// or vacuumed, so the planner knows nothing of how listings spread over routes and prices, dead rows
// pile up and the visibility map stays empty. On 100,000 gigs without statistics typo searches
// answered 17 requests a second instead of 247, and price ranges 36 instead of 395 (decision 0808).
// PostgreSQL (DATABASE_URL) has its own autovacuum; this runs on PGlite only.

/** autovacuum's defaults: a table is analyzed past base + share × its live rows changed since the last time. */
export const ANALYZE_AFTER = { base: 50, share: 0.1 };
/** ...vacuumed past base + share × live rows dead... */
export const VACUUM_AFTER_DEAD = { base: 50, share: 0.2 };
/** ...or inserted since the last vacuum (which sets the visibility map for index-only scans). */
export const VACUUM_AFTER_INSERTS = { base: 1000, share: 0.2 };

export type TableActivity = {
  name: string;
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
  insertedSinceVacuum: number;
  /** False for a table never analyzed (a new database, or statistics lost with an unclean stop). */
  analyzed: boolean;
};

const past = (count: number, live: number, at: { base: number; share: number }) => count > at.base + at.share * live;

type Upkeep = { vacuum: boolean; analyze: boolean };

/** What a table needs now, by autovacuum's rules; a table never analyzed is analyzed. */
export function upkeepOf(table: TableActivity): Upkeep {
  const vacuum = past(table.dead, table.live, VACUUM_AFTER_DEAD) || past(table.insertedSinceVacuum, table.live, VACUUM_AFTER_INSERTS);
  const analyze = !table.analyzed || past(table.modifiedSinceAnalyze, table.live, ANALYZE_AFTER);
  return { vacuum, analyze };
}

/** Vacuums and analyzes the app's tables that need it; answers what it did, table by table. */
export async function maintainTables(db: Db): Promise<Array<Upkeep & { table: string }>> {
  const result = (await db.execute(sql`
    select relname as name, n_live_tup::float8 as live, n_dead_tup::float8 as dead,
      n_mod_since_analyze::float8 as "modifiedSinceAnalyze", n_ins_since_vacuum::float8 as "insertedSinceVacuum",
      coalesce(last_analyze, last_autoanalyze) is not null as analyzed
    from pg_stat_user_tables where schemaname = 'public' order by relname`)) as unknown as { rows: TableActivity[] };
  const done: Array<Upkeep & { table: string }> = [];
  for (const table of result.rows) {
    const { vacuum, analyze } = upkeepOf(table);
    if (!vacuum && !analyze) continue;
    const name = sql.identifier(table.name);
    // VACUUM (ANALYZE) does both in one pass over the table.
    await db.execute(vacuum ? sql`vacuum ${analyze ? sql`(analyze) ` : sql``}${name}` : sql`analyze ${name}`);
    done.push({ table: table.name, vacuum, analyze });
  }
  return done;
}

/** On PGlite, looks every `everyMs` (and at start) for tables to vacuum or analyze; nothing on PostgreSQL, or with 0. */
export function scheduleTableUpkeep(app: FastifyInstance, everyMs: number) {
  if (app.database.kind !== 'pglite') return;
  runPeriodically(app, 'table upkeep', everyMs, async () => {
    const done = await maintainTables(app.db);
    if (done.length > 0) app.log.debug({ tables: done }, 'tables vacuumed or analyzed');
  });
}
