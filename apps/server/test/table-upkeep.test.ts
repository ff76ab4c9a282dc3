import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { maintainTables, upkeepOf, type TableActivity } from '../src/db/maintenance.js';

// PGlite never runs autovacuum (single-user mode), so the app vacuums and analyzes its tables by
// autovacuum's rules (decision 0808).

type Rows<T> = { rows: T[] };

const table = (activity: Partial<TableActivity>): TableActivity => ({
  name: 't',
  live: 1000,
  dead: 0,
  modifiedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  analyzed: true,
  ...activity,
});

describe('what a table needs', () => {
  it('analyzes a table never analyzed, and one with more than 50 + 10 % of its rows changed since', () => {
    expect(upkeepOf(table({ analyzed: false, live: 0 }))).toEqual({ vacuum: false, analyze: true });
    expect(upkeepOf(table({ modifiedSinceAnalyze: 150 }))).toEqual({ vacuum: false, analyze: false });
    expect(upkeepOf(table({ modifiedSinceAnalyze: 151 }))).toEqual({ vacuum: false, analyze: true });
  });

  it('vacuums past 50 + 20 % of its rows dead, or 1000 + 20 % inserted since the last vacuum', () => {
    expect(upkeepOf(table({ dead: 250 }))).toEqual({ vacuum: false, analyze: false });
    expect(upkeepOf(table({ dead: 251 }))).toEqual({ vacuum: true, analyze: false });
    expect(upkeepOf(table({ insertedSinceVacuum: 1200 }))).toEqual({ vacuum: false, analyze: false });
    expect(upkeepOf(table({ insertedSinceVacuum: 1201 }))).toEqual({ vacuum: true, analyze: false });
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('table upkeep on PGlite', () => {
  let database: Database;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;
  const activity = (name: string) =>
    rows<{ mod: number; analyzed: boolean; vacuumed: boolean }>(sql`
      select n_mod_since_analyze::int as mod, last_analyze is not null as analyzed, last_vacuum is not null as vacuumed
      from pg_stat_user_tables where relname = ${name}`).then((found) => found[0]);

  beforeAll(async () => {
    database = await createDatabase({});
    await database.migrate();
    await database.db.execute(sql`create table upkeep_t (id int primary key, v int)`);
    await database.db.execute(sql`insert into upkeep_t select g, g from generate_series(1, 500) g`);
  });
  afterAll(() => database.close());

  it('analyzes a table never analyzed, leaves it until enough changes, and vacuums its dead rows', async () => {
    // The counts reach pg_stat_user_tables a moment after the statements.
    await expect.poll(async () => (await activity('upkeep_t'))?.mod, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(500);
    const first = await maintainTables(database.db);
    expect(first).toContainEqual({ table: 'upkeep_t', vacuum: false, analyze: true });
    // Every table of a new database, empty or not, has its statistics now.
    expect(first.map((done) => done.table)).toEqual(expect.arrayContaining(['users', 'messages', 'orders']));
    expect(await rows(sql`select relname from pg_stat_user_tables where schemaname = 'public' and last_analyze is null`)).toEqual([]);
    expect(await rows(sql`select 1 from pg_stats where tablename = 'upkeep_t'`)).not.toHaveLength(0);
    expect(await maintainTables(database.db)).toEqual([]);

    await database.db.execute(sql`update upkeep_t set v = v + 1 where id <= 300`);
    await expect
      .poll(async () => (await maintainTables(database.db)).find((done) => done.table === 'upkeep_t'), { timeout: 15_000, interval: 200 })
      .toEqual({ table: 'upkeep_t', vacuum: true, analyze: true });
    expect(await activity('upkeep_t')).toMatchObject({ mod: 0, analyzed: true, vacuumed: true });
  });

  it('runs at start when the app is built on PGlite', async () => {
    const own = await createDatabase({});
    await own.migrate();
    const app = await buildApp({ config: testConfig({ tableUpkeepMs: 60_000 }), database: own });
    try {
      await app.ready();
      const gigs = () =>
        own.db
          .execute(sql`select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'gigs'`)
          .then((result) => (result as unknown as Rows<{ analyzed: boolean }>).rows[0]?.analyzed);
      await expect.poll(gigs, { timeout: 15_000, interval: 100 }).toBe(true);
    } finally {
      await app.close();
      await own.close();
    }
  });
});
