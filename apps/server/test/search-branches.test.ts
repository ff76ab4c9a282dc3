import { and, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { containerListQuerySchema, gigListQuerySchema } from '@spaceshare/shared/schemas/list-query';
import { createContainer, createGig } from '../src/db/factories.js';
import { seededRandom } from '../src/lib/seeded-random.js';
import { containers, gigs } from '../src/db/schema/index.js';
import { containerKind } from '../src/modules/containers/kind.js';
import { gigKind } from '../src/modules/gigs/kind.js';
import { listFilters } from '../src/modules/listings/query.js';
import { buildListQueries } from '../src/modules/listings/service.js';
import { buildSearch, FEW_TITLES, setFewTitles } from '../src/modules/listings/search.js';
import { createTestApp, type TestApp } from './helpers.js';
import { daysAgo, signedInSeller } from './listing-helpers.js';

// A search of words (not a route) is answered through branches, each walked in the sort's order for
// only the rows a page needs (query.ts); a phrase of several words only past the count's cap, below
// it by one query over every match (service.ts). Here every page of every sort is compared with the plain query it
// replaces (every match, ordered by rank then sort), on enough listings that the branches' limits
// bind: same ids in the same order, same totals.

const PLACES: Array<[string, string]> = [
  ['China', 'Guangzhou'], ['China', 'Shanghai'], ['Ghana', 'Accra'], ['Ghana', 'Acra'],
  ['Nigeria', 'Lagos'], ['Kenya', 'Nairobi'], ['China', 'Yiwu'], ['USA', 'Los Angeles'], ['South Africa', 'Cape Town'],
];
const TITLE_WORDS = ['', 'Accra', 'Shanghai', 'electronics', 'Lagos', 'Yiwu', 'Cape Town'];

describe('word searches through branches', () => {
  let t: TestApp;
  const next = seededRandom(42); // so a failure replays
  const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)]!;

  beforeAll(async () => {
    t = await createTestApp();
    const { user } = await signedInSeller(t.db);
    for (let i = 0; i < 90; i++) {
      const [fromCountry, fromCity] = pick(PLACES);
      const [toCountry, toCity] = pick(PLACES);
      const word = pick(TITLE_WORDS);
      await createGig(t.db, user.id, {
        title: `Gig ${i} ${word}`.trim(),
        about: `Trip number ${i}${next() < 0.3 ? ` with ${pick(TITLE_WORDS)} goods` : ''}.`,
        departureCountry: fromCountry, departureCity: fromCity,
        destinationCountry: toCountry, destinationCity: toCity,
        sales: Math.floor(next() * 4), interestedCount: Math.floor(next() * 4),
        createdAt: daysAgo(Math.floor(next() * 5)), price: 20 + Math.floor(next() * 60),
      });
    }
    for (let i = 0; i < 50; i++) {
      const [country, city] = pick(PLACES);
      const to = pick(PLACES)[1];
      await createContainer(t.db, user.id, {
        title: next() < 0.7 ? `Container ${city} to ${to}` : `Container ${i}`,
        about: `Shared container from ${next() < 0.5 ? city : 'the port'} to ${to}.`,
        locationCountry: country, locationCity: city,
        priceRMB: 500 + Math.floor(next() * 1000), availableSpaceCBM: 1 + Math.floor(next() * 30),
        createdAt: daysAgo(Math.floor(next() * 5)),
      });
    }
  });
  afterAll(() => t.close());

  // One word, or a place of several words or a typo of one (searched as that place, one word);
  // countries that no title names.
  const words = [
    'Accra', 'Acra', 'Accraa', 'Shanghai', 'Shangai', 'Lagos', 'electronics', 'GH', 'Yiwu', 'Nowhere',
    'Los Angeles', 'Los Angelos', 'Cape Town', 'South Africa', 'China', 'Ghana', 'Kenya',
  ];
  // Several words: place and title words, a short code, plain words.
  const phrases = ['Accra electronics', 'Shanghai goods', 'GH electronics', 'trip goods', 'Yiwu Gig'];

  // A one-word place branch fetches the titles holding the word when few do, else walks the place
  // (decision 0820): every title here is one of few, so the walk is compared with the threshold at 0.
  it.each([
    ['gigs', FEW_TITLES, gigKind, gigs, gigListQuerySchema, ['sales', 'createdAt', 'popular']],
    ['containers', FEW_TITLES, containerKind, containers, containerListQuerySchema, ['createdAt', 'price', 'space']],
    ['gigs', 0, gigKind, gigs, gigListQuerySchema, ['sales', 'createdAt', 'popular']],
    ['containers', 0, containerKind, containers, containerListQuerySchema, ['createdAt', 'price', 'space']],
  ] as const)('%s, at most %i titles counting as few: every page of every sort equals the plain ranked query', async (path, few, kind, table, schema, sorts) => {
    setFewTitles(few);
    onTestFinished(() => setFewTitles(FEW_TITLES));
    let compared = 0;
    for (const search of [...words, ...phrases]) {
      for (const sort of sorts) {
        const q = schema.parse({ search, sort, limit: 7 });
        // The plain query: every match, ordered by rank then the sort.
        const built = (await buildSearch(t.db, kind.list.search, search))!;
        expect(built.branches, search).not.toBeNull();
        const where = and(...listFilters(table, q, await kind.list.filters(t.db, q as never)), built.where);
        const order = [...(built.rank ? [sql`${built.rank} desc`] : []), ...kind.list.orderBy(q as never)];
        const expected = (await t.db.select({ id: table.id }).from(table).where(where).orderBy(...order)).map((r) => r.id);
        const [{ n }] = (await t.db.select({ n: count() }).from(table).where(where)) as [{ n: number }];
        expect(n).toBe(expected.length);
        const pages = Math.max(1, Math.ceil(expected.length / 7));
        for (let page = 1; page <= pages + 1; page++) {
          const res = await t.app.inject({ url: `/api/${path}?search=${encodeURIComponent(search)}&sort=${sort}&limit=7&page=${page}` });
          expect(res.statusCode).toBe(200);
          const ids = (res.json() as Array<{ _id: string; matchGroup?: string }>).filter((item) => !item.matchGroup).map((item) => item._id);
          expect(ids, `${path} ${search} ${sort} page ${page}`).toEqual(expected.slice((page - 1) * 7, page * 7));
          // The API walks a phrase's branches only past the count's cap; here they are walked whatever the count.
          const { page: branched, plainPage } = await buildListQueries(t.db, kind as never, { ...q, page } as never);
          expect(plainPage !== null, search).toBe(phrases.includes(search));
          const walked = ((await branched) as Array<{ id: string }>).map((row) => row.id);
          expect(walked, `${path} ${search} ${sort} page ${page} (branches)`).toEqual(expected.slice((page - 1) * 7, page * 7));
          if (ids.length > 0) expect(Number(res.headers['x-total-count']), `${search} ${sort} total`).toBe(expected.length);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
