import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.js';

// PGlite on its own thread (decision 0807): what the app's thread asked keeps its answers, errors and
// transactions, and the thread never keeps a process alive by itself.

type Rows<T> = { rows: T[] };
const settledSoon = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 100))]);

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({});
    await database.db.execute(sql`create table thread_t (a int primary key, note text)`);
  });
  afterAll(() => database.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;

  it('holds other statements until a transaction commits, then shows them its rows', async () => {
    let outside: Promise<Array<{ n: number }>> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t values (1, 'one')`);
      outside = rows<{ n: number }>(sql`select count(*)::int as n from thread_t`);
      expect(await settledSoon(outside)).toBe(false);
      expect(((await tx.execute(sql`select count(*)::int as n from thread_t`)) as unknown as Rows<{ n: number }>).rows).toEqual([{ n: 1 }]);
    });
    await expect(outside).resolves.toEqual([{ n: 1 }]);
  });

  it('rolls a transaction back when its callback throws, and passes the same error on', async () => {
    const mine = new Error('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_t values (2, 'two')`);
        throw mine;
      }),
    ).rejects.toBe(mine);
    expect(await rows(sql`select a from thread_t where a = ${2}`)).toEqual([]);
  });

  it("keeps PostgreSQL's error fields, inside and outside transactions", async () => {
    const duplicate = { cause: expect.objectContaining({ code: '23505', constraint: 'thread_t_pkey', table: 'thread_t' }) };
    await expect(database.db.execute(sql`insert into thread_t values (1, 'again')`)).rejects.toMatchObject(duplicate);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_t values (1, 'again')`);
      }),
    ).rejects.toMatchObject(duplicate);
    // Both failed statements left nothing open: the next ones run.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t values (3, 'three')`);
    });
    expect(await rows(sql`select a, note from thread_t order by a`)).toEqual([
      { a: 1, note: 'one' },
      { a: 3, note: 'three' },
    ]);
  });

  it('answers many statements sent at once, each with its own rows', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => rows<{ n: number }>(sql`select ${i}::int as n`)));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => [{ n: i }]));
  });

  it('dumps the data directory as a gzip tarball', async () => {
    const blob = await database.pglite!.dumpDataDir('gzip');
    const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
    expect([...head]).toEqual([0x1f, 0x8b]);
  });

  it('lets a process that opened a database and did not close it exit', async () => {
    const client = fileURLToPath(new URL('../src/db/client.ts', import.meta.url));
    const script = `const { createDatabase } = await import(${JSON.stringify(client)});
      const database = await createDatabase({});
      const { rows } = await database.pglite.query('select 41 + 1 as n');
      console.log(rows[0].n);`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--conditions=source', '--input-type=module', '-e', script], {
      timeout: 30_000,
    });
    expect(stdout.trim()).toBe('42');
  });
});
