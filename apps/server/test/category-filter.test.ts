import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigListQuerySchema } from '@spaceshare/shared/schemas/list-query';
import { seedBench } from '../src/bench/seed.js';
import type { Database } from '../src/db/client.js';
import { gigs } from '../src/db/schema/index.js';
import { CATEGORY_ORDER, gigKind } from '../src/modules/gigs/kind.js';
import { firstOpenWith } from '../src/modules/listings/query.js';
import { buildListQueries } from '../src/modules/listings/service.js';
import { createGig } from '../src/db/factories.js';
import { createTestApp, createTestDatabase, uniq, type TestApp } from './helpers.js';
import { postGig, signedInSeller, uniqueCat } from './listing-helpers.js';

// A category narrows Explore only when some open gig has it (issue 13). Whether one does is looked up
// on the category index when the list is built (decisions 0819, 0822), on the plan a kept statement is
// made once with (0814), including for a category no gig has, which a plan made for "any category"
// took to be as common as the one every gig has; the list's statements then hold a plain `cat = $1`,
// or nothing.

const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
type Sql = { sql: string; params: unknown[] };
const sqlOf = (query: unknown) => (query as { toSQL(): Sql }).toSQL();

describe(`the category filter on ${driver}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    // Enough gigs, all of one category (as in production today), for the plan to matter; analysed.
    await seedBench(database, { gigs: 3000, containers: 0 });
  }, 120_000);
  afterAll(() => drop());

  const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

  /** The plan PostgreSQL makes once for any values (what a kept statement runs on), for `values`. */
  async function genericPlan(query: Sql): Promise<string> {
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
    it(`looks up '${cat}' on the category index`, async () => {
      const plan = await genericPlan(sqlOf(firstOpenWith(database.db, gigs, gigs.cat, cat, CATEGORY_ORDER)));
      expect(plan).toMatch(/Index (Only )?Scan using gigs_cat_idx on gigs/);
      expect(plan).not.toMatch(/Seq Scan/);
    });
  }

  it('leaves a category no open gig has out of the statements, and tests one that some gig has as it is', async () => {
    const statements = async (cat: string) => {
      const { page, count } = await buildListQueries(database.db, gigKind, gigListQuerySchema.parse({ cat }));
      return [sqlOf(page).sql, sqlOf(count).sql].join('\n');
    };
    expect(await statements('design')).not.toMatch(/"cat" =/);
    expect(await statements('luggage-transport')).toMatch(/"gigs"\."cat" = \$/);
  });

  it('still ignores a category no open gig has, and narrows by one that some gig has', async () => {
    const total = async (cat: string) => {
      const { count } = await buildListQueries(database.db, gigKind, gigListQuerySchema.parse({ cat }));
      return (await count)[0]?.n;
    };
    expect(await total('design')).toBe(await total('luggage-transport'));
    expect(await total('design')).toBeGreaterThan(0);
  });
});

describe('a category kept as known or not (the search caches on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ placeCacheTtlMs: 60_000 });
  });
  afterAll(() => t.close());

  it("narrows by a category as soon as its first gig is posted through the app", async () => {
    const seller = await signedInSeller(t.db);
    const cat = uniqueCat();
    const word = uniq('catword');
    const other = await createGig(t.db, seller.user.id, { title: `Gig ${word}` });
    const list = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/gigs?cat=${cat}&search=${word}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as Array<{ _id: string }>).map((row) => row._id);
    };
    expect(await list()).toEqual([other.id]); // no gig has the category: it is ignored
    const route = { departureCountry: 'Ghana', departureCity: 'Accra', destinationCountry: 'Nigeria', destinationCity: 'Lagos' };
    const created = await postGig(t.app, seller.cookie, route, { title: `Another gig ${word}`, cat });
    expect(created.statusCode).toBe(201);
    expect(await list()).toEqual([created.json()._id]);
  });
});
