import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigListQuerySchema } from '@spaceshare/shared/schemas/list-query';
import { seedBench } from '../src/bench/seed.js';
import type { Database } from '../src/db/client.js';
import { gigKind } from '../src/modules/gigs/kind.js';
import { buildListQueries } from '../src/modules/listings/service.js';
import { createTestDatabase } from './helpers.js';

// The category filter's lookup of a category's first open gig (decision 0819) reads the category
// index on the plan a kept statement is made once with (0814), including for a category no gig has,
// which a plan made for "any category" took to be as common as the one every gig has.

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the category filter's plan on ${driver}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    // Enough gigs, all of one category (as in production today), for the plan to matter; analysed.
    await seedBench(database, { gigs: 3000, containers: 0 });
  }, 120_000);
  afterAll(() => drop());

  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

  /** The plan PostgreSQL makes once for any values (what a kept statement runs on), for `values`. */
  async function genericPlan(query: { sql: string; params: unknown[] }): Promise<string> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare category_probe as ${query.sql}`));
      try {
        const args = query.params.map(literal).join(', ');
        const result = (await tx.execute(sql.raw(`explain (costs off) execute category_probe(${args})`))) as unknown as {
          rows: Array<{ 'QUERY PLAN': string }>;
        };
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await tx.execute(sql`deallocate category_probe`);
      }
    });
  }

  for (const cat of ['design', 'luggage-transport']) {
    it(`looks up '${cat}' on the category index, for the page and the count`, async () => {
      const q = gigListQuerySchema.parse({ cat });
      const { page, count } = await buildListQueries(database.db, gigKind, q);
      const sqlOf = (query: unknown) => (query as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
      for (const query of [sqlOf(page), sqlOf(count)]) {
        const plan = await genericPlan(query);
        expect(plan).toMatch(/Index (Only )?Scan using gigs_cat_idx on gigs known/);
        expect(plan).not.toMatch(/Seq Scan on gigs known/);
      }
    });
  }

  it('still ignores a category no open gig has, and narrows by one that some gig has', async () => {
    const total = async (cat: string) => {
      const { count } = await buildListQueries(database.db, gigKind, gigListQuerySchema.parse({ cat }));
      return (await count)[0]?.n;
    };
    expect(await total('design')).toBe(await total('luggage-transport'));
    expect(await total('design')).toBeGreaterThan(0);
  });
});
