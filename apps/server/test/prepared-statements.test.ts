import { eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.js';
import { MAX_KEPT_WRITTEN_PATTERNS } from '../src/db/kept-plans.js';

// A SELECT's shape is prepared once per connection and its plan kept (decisions 0805, 0806 and
// 0814), on PostgreSQL and on PGlite alike; statements with a LIKE pattern are planned per call.

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

type Rows<T> = { rows: T[] };

describe(`prepared statements on ${driver}`, () => {
  let database: Database;
  // One connection, so pg_prepared_statements shows what this pool prepared.
  beforeAll(async () => {
    database = await createDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
  });
  afterAll(() => database.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;
  const prepared = async () => (await rows<{ statement: string }>(sql`select statement from pg_prepared_statements`)).map((r) => r.statement);

  it('prepares a SELECT once and reuses it with other values', async () => {
    const type = await rows<{ relname: string }>(sql`select relname from pg_class where relname = ${'pg_type'}`);
    const proc = await rows<{ relname: string }>(sql`select relname from pg_class where relname = ${'pg_proc'}`);
    expect([type, proc]).toEqual([[{ relname: 'pg_type' }], [{ relname: 'pg_proc' }]]);
    const statements = await prepared();
    expect(statements.filter((s) => s.includes('from pg_class where relname = $1'))).toHaveLength(1);
  });

  /** What a transaction sees: on PostgreSQL, the connections of everything but generic statements. */
  const inTransaction = <T>(query: ReturnType<typeof sql>) =>
    database.db.transaction(async (tx) => ((await tx.execute(query)) as unknown as Rows<T>).rows);
  const plansOf = (statements: Array<{ statement: string; generic_plans: number; custom_plans: number }>, marker: string) =>
    statements.filter((s) => s.statement.includes(marker)).map((s) => ({ generic: Number(s.generic_plans), custom: Number(s.custom_plans) }));
  const statementsQuery = sql`select statement, generic_plans, custom_plans from pg_prepared_statements`;

  it('runs a kept statement on its one generic plan from its first call', async () => {
    for (const name of ['pg_type', 'pg_proc', 'pg_class']) {
      await rows(sql`select relname as generic_marker from pg_class where relname = ${name} and relkind = ${'r'}`);
    }
    expect(plansOf(await rows(statementsQuery), 'generic_marker')).toEqual([{ generic: 3, custom: 0 }]);
  });

  it('plans a statement with a range bounded on both sides for each call’s values', async () => {
    for (const [low, high] of [[0, 100], [1000, 2000], [0, 1e9]]) {
      await rows(sql`select count(*) as range_marker from pg_class where oid >= ${low} and oid <= ${high}`);
    }
    // Kept (parsed once), but on PostgreSQL's own choice, which planned each range for itself.
    const statements = await inTransaction<{ statement: string; generic_plans: number; custom_plans: number }>(statementsQuery);
    expect(plansOf(statements, 'range_marker')).toEqual([{ generic: 0, custom: 3 }]);
  });

  it('leaves every other statement to PostgreSQL’s choice, even after a generic statement fails', async () => {
    const setting = sql`select current_setting(${'plan_cache_mode'}) as mode`;
    expect(await rows(setting)).toEqual([{ mode: 'force_generic_plan' }]);
    await expect(rows(sql`select 1 / ${0}::int as n`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22012' }) });
    expect(await inTransaction(setting)).toEqual([{ mode: 'auto' }]);
    expect(await rows(sql`select 1 / ${1}::int as n`)).toEqual([{ n: 1 }]);
  });

  it('leaves statements with a LIKE pattern unnamed', async () => {
    await database.db.execute(sql`select relname from pg_class where relname like ${'pg_ty%'}`);
    expect((await prepared()).some((s) => s.includes(' like '))).toBe(false);
  });

  it(`keeps the ${MAX_KEPT_WRITTEN_PATTERNS} statements with written patterns used last, and deallocates the others`, async () => {
    // Each text is a search word's: the pattern is written into it (decision 0817).
    const ask = (i: number) => rows<{ relname: string; lru_marker: number }>(sql.raw(`select relname, ${i} as lru_marker from pg_class where relname like 'pg_class'`));
    for (let i = 0; i < MAX_KEPT_WRITTEN_PATTERNS; i++) await ask(i);
    await ask(0); // the most recent now
    await ask(MAX_KEPT_WRITTEN_PATTERNS);
    await ask(MAX_KEPT_WRITTEN_PATTERNS + 1);
    const markers = (await prepared()).flatMap((s) => s.match(/(\d+) as lru_marker/)?.[1] ?? []).map(Number);
    expect(markers).toHaveLength(MAX_KEPT_WRITTEN_PATTERNS);
    expect(markers).toContain(0);
    expect(markers).not.toContain(1);
    expect(markers).not.toContain(2);
    expect(markers).toContain(MAX_KEPT_WRITTEN_PATTERNS + 1);
    // A dropped one answers as before, prepared anew.
    expect(await ask(1)).toEqual([{ relname: 'pg_class', lru_marker: 1 }]);
    expect((await prepared()).filter((s) => s.includes(' 1 as lru_marker'))).toHaveLength(1);
  });

  it('answers a kept statement with the same values and types as an unnamed one', async () => {
    const query = (n: number) =>
      sql`select ${n}::int as n, ${'ünï'}::text as t, ${true}::boolean as b, null::text as z,
        ${'2026-11-25T09:30:00.000Z'}::timestamptz as at, ${'{1,2}'}::int[] as list`;
    const kept = await rows(query(7));
    const again = await rows(query(8));
    // Inside a transaction every statement is unnamed: the reference.
    const unnamed = await database.db.transaction(async (tx) => ((await tx.execute(query(7))) as unknown as Rows<unknown>).rows);
    expect(kept).toEqual(unnamed);
    expect(again).toEqual([{ ...(unnamed[0] as object), n: 8 }]);
    expect((await prepared()).filter((s) => s.includes('as list'))).toHaveLength(1);
  });

  it('turns a bad value into the database error and keeps the connection usable', async () => {
    const query = (value: string) => sql`select ${value}::int as n`;
    await expect(rows(query('12'))).resolves.toEqual([{ n: 12 }]);
    await expect(rows(query('twelve'))).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22P02' }) });
    await expect(rows(query('13'))).resolves.toEqual([{ n: 13 }]);
  });

  it('answers with the new columns after a table changes under a kept statement', async () => {
    // A real table, as a migration changes one: node-postgres's pool closes a connection whose query
    // failed, so the retry runs on a new connection, which would not see a temporary table.
    const table = sql.identifier(`kept_change_${Date.now()}_${Math.floor(Math.random() * 1e6)}`);
    await database.db.execute(sql`create table ${table} (a int)`);
    try {
      await database.db.execute(sql`insert into ${table} values (1)`);
      expect(await rows(sql`select * from ${table} where a = ${1}`)).toEqual([{ a: 1 }]);
      await database.db.execute(sql`alter table ${table} add column b int default 2`);
      expect(await rows(sql`select * from ${table} where a = ${1}`)).toEqual([{ a: 1, b: 2 }]);
    } finally {
      await database.db.execute(sql`drop table ${table}`);
    }
  });

  it('keeps a query drizzle prepared under its own name, and answers it after its table changes', async () => {
    const name = `kept_drizzle_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const table = pgTable(name, { a: integer('a') });
    await database.db.execute(sql`create table ${sql.identifier(name)} (a int)`);
    try {
      await database.db.execute(sql`insert into ${sql.identifier(name)} values (1)`);
      const query = database.db.select().from(table).where(eq(table.a, sql.placeholder('a'))).prepare('drizzle_given_name');
      expect(await query.execute({ a: 1 })).toEqual([{ a: 1 }]);
      const names = (await rows<{ name: string }>(sql`select name from pg_prepared_statements`)).map((r) => r.name);
      expect(names).not.toContain('drizzle_given_name');
      // The result's type changes under the kept plan ("cached plan must not change result type").
      await database.db.execute(sql`alter table ${sql.identifier(name)} alter column a type bigint`);
      expect(await query.execute({ a: 1 })).toEqual([{ a: 1 }]);
    } finally {
      await database.db.execute(sql`drop table ${sql.identifier(name)}`);
    }
  });

  it('never runs inside another caller’s open transaction', async () => {
    // A real table: on PostgreSQL a kept statement may run on another connection than the one that
    // created it.
    const table = sql.identifier(`kept_tx_${Date.now()}_${Math.floor(Math.random() * 1e6)}`);
    await database.db.execute(sql`create table ${table} (a int)`);
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into ${table} values (1)`);
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.rollback();
      })
      .catch(() => 'rolled back');
    await insertedYet;
    // Sent while the transaction is open: it must see the table as it is outside it.
    const seen = await rows<{ n: number }>(sql`select count(*)::int as n from ${table} where a = ${1}`);
    expect(await rolledBack).toBe('rolled back');
    expect(seen).toEqual([{ n: 0 }]);
    await database.db.execute(sql`drop table ${table}`);
  });
});
