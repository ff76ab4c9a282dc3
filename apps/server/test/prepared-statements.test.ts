import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.js';

// On PostgreSQL a SELECT's shape is prepared once per connection and its plan kept (decision 0805);
// statements with a LIKE pattern are planned per call.

describe.skipIf(!process.env.DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let database: Database;
  // One connection, so pg_prepared_statements shows what this pool prepared.
  beforeAll(async () => {
    database = await createDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
  });
  afterAll(() => database.close());

  const prepared = async () => {
    const result = (await database.db.execute(sql`select statement from pg_prepared_statements`)) as unknown as {
      rows: Array<{ statement: string }>;
    };
    return result.rows.map((row) => row.statement);
  };

  it('prepares a SELECT once and reuses it with other values', async () => {
    await database.db.execute(sql`select relname from pg_class where relname = ${'pg_type'}`);
    await database.db.execute(sql`select relname from pg_class where relname = ${'pg_proc'}`);
    const statements = await prepared();
    expect(statements.filter((s) => s.includes('from pg_class where relname = $1'))).toHaveLength(1);
  });

  it('leaves statements with a LIKE pattern unnamed', async () => {
    await database.db.execute(sql`select relname from pg_class where relname like ${'pg_ty%'}`);
    expect((await prepared()).some((s) => s.includes(' like '))).toBe(false);
  });
});
