import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@spaceshare/shared/constants';
import { decodeFallbackHeader } from '@spaceshare/shared/rules/search-fallback';
import { gigListQuerySchema } from '@spaceshare/shared/schemas/list-query';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createContainer, createGig, createSeller } from '../src/db/factories.js';
import { gigKind } from '../src/modules/gigs/kind.js';
import { buildListQueries } from '../src/modules/listings/service.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { daysAgo, postGig, signedInSeller, uniqueCat } from './listing-helpers.js';

// Price bounds as a shared link carries them: decimals compare exactly with whole-yuan prices, and a
// bound beyond what the integer price columns hold is a clear 400 rather than a database error.

let t: TestApp;
const { get } = requests(() => t.app);
const ids = (res: { json(): unknown }) => (res.json() as Array<{ _id: string }>).map((row) => row._id).sort();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('gig price bounds', () => {
  let cat: string;
  let at59: string, at60: string, at61: string;
  beforeAll(async () => {
    const seller = await createSeller(t.db);
    cat = uniqueCat();
    const rows = await Promise.all([59, 60, 61].map((priceRMB) => createGig(t.db, seller.id, { cat, priceRMB })));
    [at59, at60, at61] = rows.map((row) => row.id) as [string, string, string];
  });

  it.each([
    ['min=59.5', () => [at60, at61]],
    ['max=60.5', () => [at59, at60]],
    ['min=59.5&max=60.5', () => [at60]],
    ['min=60.2&max=60.8', () => []],
    ['min=59&max=61', () => [at59, at60, at61]],
    [`max=${LIMITS.PRICE_FILTER_MAX}`, () => [at59, at60, at61]],
    [`min=${LIMITS.PRICE_FILTER_MAX - 0.5}`, () => []],
  ])('%s', async (query, expected) => {
    const res = await get(`/api/gigs?cat=${cat}&${query}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(expected().sort());
  });
});

describe('container price bounds', () => {
  let owner: string;
  let at900: string, at901: string;
  beforeAll(async () => {
    owner = (await createSeller(t.db)).id;
    at900 = (await createContainer(t.db, owner, { priceRMB: 900 })).id;
    at901 = (await createContainer(t.db, owner, { priceRMB: 901 })).id;
  });

  it('compares a decimal bound exactly', async () => {
    expect(ids(await get(`/api/containers?userId=${owner}&min=900.5`))).toEqual([at901]);
    expect(ids(await get(`/api/containers?userId=${owner}&max=900.99`))).toEqual([at900]);
  });
});

describe('bounds beyond the price columns', () => {
  it.each([
    ['/api/containers?max=2147483648', MESSAGES.priceFilterTooLarge],
    ['/api/gigs?min=2147483648', MESSAGES.priceFilterTooLarge],
    ['/api/gigs?max=1e30', MESSAGES.priceFilterTooLarge],
    // A decimal beyond a double's range is a number too big, not "not a number" (decision 2108).
    ['/api/containers?min=1e400', MESSAGES.priceFilterTooLarge],
    ['/api/gigs?max=-1e400', MESSAGES.priceFilterInvalid],
    ['/api/gigs?min=-0.5', MESSAGES.priceFilterInvalid],
  ])('%s is a 400', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('price bounds that no open listing meets (decision 0821, with the search caches on)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ placeCacheTtlMs: 60_000 });
  });
  afterAll(() => app.close());

  const search = async (query: string) => {
    const res = await app.app.inject({ method: 'GET', url: `/api/gigs?${query}` });
    expect(res.statusCode).toBe(200);
    return { ids: (res.json() as Array<{ _id: string }>).map((row) => row._id), res };
  };

  it('answers nothing without reading a row, and finds a listing written later through the app', async () => {
    const seller = await signedInSeller(app.db);
    const gig = (priceRMB: number, destinationCity: string, extra: Record<string, unknown> = {}) =>
      createGig(app.db, seller.user.id, { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity, priceRMB, ...extra });
    const cheap = await gig(40, 'Accra');
    const dear = await gig(90, 'Kumasi');
    // The owner's list keeps listings that are not open: an expired one beyond every open price.
    const expired = await gig(500, 'Tamale', { createdAt: daysAgo(30), expirationDays: 5 });
    const route = `search=${encodeURIComponent('Guangzhou to Tamale')}`;

    // Within the open prices: the route found nothing, so the same countries answer (fallback).
    const within = await search(`${route}&min=80`);
    expect(within.ids).toEqual([dear.id]);
    expect(within.res.headers['x-search-fallback']).toBeDefined();
    // Above the dearest or below the cheapest open gig: nothing, a total of 0, and the route as
    // understood with no fallback group.
    for (const bounds of ['min=91', 'max=39.5', 'min=100&max=200']) {
      const outside = await search(`${route}&${bounds}`);
      expect(outside.ids, bounds).toEqual([]);
      expect(outside.res.headers['x-total-count']).toBe('0');
      expect(decodeFallbackHeader(outside.res.headers['x-search-fallback'] as string)).toMatchObject({
        to: { name: 'Tamale' },
        groups: [],
      });
    }
    expect((await search('min=91')).ids).toEqual([]);
    // Without reading a row: the page's plan is a constant false, where it walked the route.
    const { page } = await buildListQueries(app.db, gigKind, gigListQuerySchema.parse({ search: 'Guangzhou to Tamale', min: 91 }));
    const plan = (await app.db.execute(sql`explain (costs off) ${page.getSQL()}`)) as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).not.toMatch(/Scan/);
    expect((await search(`userId=${seller.user.id}&min=400`)).ids).toEqual([expired.id]);
    expect((await search('max=40')).ids).toEqual([cheap.id]);

    // A gig written through the app at 120: the kept extremes are forgotten, and it is found.
    const tamale = { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Tamale' };
    const created = await postGig(app.app, seller.cookie, tamale, { priceRMB: 120 });
    expect(created.statusCode).toBe(201);
    expect((await search(`${route}&min=100&max=200`)).ids).toEqual([created.json()._id]);
    expect((await search('min=91')).ids).toEqual([created.json()._id]);
  });
});
