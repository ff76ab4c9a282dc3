import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFallbackHeader, SEARCH_FALLBACK_GROUP_SIZE } from '@spaceshare/shared/rules/search-fallback';
import { createContainer, createGig } from '../src/db/factories.js';
import type { GigRow } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { daysAgo, postGig, signedInSeller } from './listing-helpers.js';

// A route search that finds no open listing answers the nearest useful ones, grouped and labelled:
// the same countries, then the same destination from anywhere, then the same departure.

describe('search fallback groups', () => {
  let t: TestApp;
  const g: Record<string, GigRow> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { user } = await signedInSeller(t.db);
    const gig = (key: string, route: [string, string, string, string], extra: Parameters<typeof createGig>[2] = {}) =>
      createGig(t.db, user.id, {
        title: `${route[1]} to ${route[3]} spare kilos`,
        departureCountry: route[0],
        departureCity: route[1],
        destinationCountry: route[2],
        destinationCity: route[3],
        ...extra,
      }).then((row) => (g[key] = row));
    await gig('kumasiMombasa', ['Ghana', 'Kumasi', 'Kenya', 'Mombasa'], { sales: 3, priceRMB: 40 });
    await gig('gzNairobi', ['China', 'Guangzhou', 'Kenya', 'Nairobi'], { sales: 9, priceRMB: 80 });
    await gig('accraLagos', ['Ghana', 'Accra', 'Nigeria', 'Lagos'], { sales: 5, priceRMB: 50 });
    await gig('yiwuAccra', ['China', 'Yiwu', 'Ghana', 'Accra'], { sales: 1 });
    // Closed listings never come back as fallbacks either.
    await gig('expiredAccraNairobi', ['Ghana', 'Accra', 'Kenya', 'Nairobi'], { createdAt: daysAgo(40), expirationDays: 30 });
    await gig('completedKumasiNairobi', ['Ghana', 'Kumasi', 'Kenya', 'Nairobi'], { isCompleted: true });
  });
  afterAll(() => t.close());

  async function search(q: string, extra = '', plural = 'gigs') {
    const res = await t.app.inject({ method: 'GET', url: `/api/${plural}?search=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode).toBe(200);
    const keyOf = (id: string) => Object.keys(g).find((k) => g[k]!.id === id) ?? id;
    const rows = res.json() as Array<{ _id: string; matchGroup?: string }>;
    return {
      rows: rows.map((row) => `${row.matchGroup ?? 'exact'}:${keyOf(row._id)}`),
      total: res.headers['x-total-count'],
      header: res.headers['x-search-fallback'] as string | undefined,
    };
  }

  it('"Accra to Nairobi": same countries first, then to Kenya from anywhere, then from Ghana', async () => {
    const result = await search('Accra to Nairobi');
    expect(result.rows).toEqual([
      'countries:kumasiMombasa',
      'destination:gzNairobi',
      'departure:accraLagos',
    ]);
    // The count is of the search's own matches: none, so no pager.
    expect(result.total).toBe('0');
    expect(decodeFallbackHeader(result.header)).toEqual({
      from: { name: 'Accra', country: 'Ghana' },
      to: { name: 'Nairobi', country: 'Kenya' },
      groups: [
        { group: 'countries', count: 1 },
        { group: 'destination', count: 1 },
        { group: 'departure', count: 1 },
      ],
    });
  });

  it('a typo of a listed place is read as that place; an unlisted city still names its country', async () => {
    expect((await search('Acra to Nairobbi')).rows).toEqual((await search('Accra to Nairobi')).rows);
    // Kisumu is in no listing, but the parser knows it lies in Kenya.
    const kisumu = await search('Accra to Kisumu');
    expect(kisumu.rows).toEqual(['countries:kumasiMombasa', 'destination:gzNairobi', 'departure:accraLagos']);
    expect(decodeFallbackHeader(kisumu.header)?.to).toEqual({ name: 'Kisumu', country: 'Kenya' });
  });

  it('keeps the other filters and the sort inside each group', async () => {
    expect((await search('Accra to Nairobi', '&max=45')).rows).toEqual(['countries:kumasiMombasa']);
    expect((await search('to Mombasa', '&min=60')).rows).toEqual(['destination:gzNairobi']);
    // Takoradi is in no listing; the parser places it in Ghana.
    expect((await search('Takoradi to Mombasa', '&sort=createdAt')).rows).toEqual([
      'countries:kumasiMombasa',
      'destination:gzNairobi',
      'departure:accraLagos',
    ]);
  });

  it('answers the search itself when it finds something, and nothing extra', async () => {
    const found = await search('Kumasi to Mombasa');
    expect(found.rows).toEqual(['exact:kumasiMombasa']);
    expect(found.header).toBeUndefined();
  });

  it('has no groups for a route of places nobody knows, and none for plain words or later pages', async () => {
    const unknown = await search('Xyzzy to Qwert');
    expect(unknown.rows).toEqual([]);
    expect(unknown.header).toBeUndefined();
    expect((await search('zebra crossing')).rows).toEqual([]);
    expect((await search('Accra to Nairobi', '&page=2')).rows).toEqual([]);
  });

  it('does not repeat a listing in two groups and caps each group', async () => {
    const { user } = await signedInSeller(t.db);
    for (let i = 0; i < SEARCH_FALLBACK_GROUP_SIZE + 2; i++) {
      await createGig(t.db, user.id, {
        departureCountry: 'Ghana', departureCity: 'Tamale', destinationCountry: 'Kenya', destinationCity: 'Kisumu City',
      });
    }
    const result = await search('Accra to Nairobi');
    const groups = result.rows.map((row) => row.split(':')[0]);
    expect(groups.filter((group) => group === 'countries')).toHaveLength(SEARCH_FALLBACK_GROUP_SIZE);
    expect(new Set(result.rows.map((row) => row.split(':')[1])).size).toBe(result.rows.length);
  });

  it('containers fall back on their location\'s country', async () => {
    const { user } = await signedInSeller(t.db);
    const yiwu = await createContainer(t.db, user.id, { locationCountry: 'China', locationCity: 'Yiwu', title: 'Yiwu consolidation' });
    const res = await t.app.inject({ method: 'GET', url: `/api/containers?search=${encodeURIComponent('Shenzhen to Dakar')}` });
    const rows = res.json() as Array<{ _id: string; matchGroup?: string }>;
    expect(rows.map((row) => [row._id, row.matchGroup])).toEqual([[yiwu.id, 'departure']]);
    expect(decodeFallbackHeader(res.headers['x-search-fallback'] as string)?.groups).toEqual([{ group: 'departure', count: 1 }]);
  });
});

describe('search fallback behind the response cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ responseCacheTtlMs: 60_000 });
    const { user } = await signedInSeller(t.db);
    await createGig(t.db, user.id, { departureCountry: 'Ghana', departureCity: 'Kumasi', destinationCountry: 'Kenya', destinationCity: 'Mombasa' });
  });
  afterAll(() => t.close());

  it('a cached answer keeps its groups header', async () => {
    const url = `/api/gigs?search=${encodeURIComponent('Accra to Nairobi')}`;
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['x-search-fallback']).toBe(first.headers['x-search-fallback']);
    expect(decodeFallbackHeader(second.headers['x-search-fallback'] as string)?.groups).toEqual([{ group: 'countries', count: 1 }]);
  });
});

describe('search fallback with its queries kept (the place and built-query caches on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ placeCacheTtlMs: 60_000 });
  });
  afterAll(() => t.close());

  it('answers fresh rows from kept queries, and builds them again when a listing is written', async () => {
    const seller = await signedInSeller(t.db);
    const route = (departureCity: string, destinationCountry: string, destinationCity: string, sales: number) =>
      createGig(t.db, seller.user.id, { departureCountry: 'Ghana', departureCity, destinationCountry, destinationCity, sales });
    const mombasa = await route('Kumasi', 'Kenya', 'Mombasa', 5);
    const lagos = await route('Tamale', 'Nigeria', 'Lagos', 1);
    const url = `/api/gigs?search=${encodeURIComponent('Accra to Nairobi')}`;
    const groups = async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return (res.json() as Array<{ _id: string; matchGroup: string }>).map((row) => [row.matchGroup, row._id]);
    };
    expect(await groups()).toEqual([['countries', mombasa.id], ['departure', lagos.id]]);
    // The same route again runs the kept queries: a deleted listing is gone at once.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/gigs/${mombasa.id}`, headers: { cookie: seller.cookie } });
    expect(del.statusCode).toBe(200);
    expect(await groups()).toEqual([['departure', lagos.id]]);
    // A listing written through the app may spell a country in a form no listing used ('KE'):
    // the kept queries are built again, with it.
    const created = await postGig(t.app, seller.cookie, {
      departureCountry: 'Ghana',
      departureCity: 'Ho',
      destinationCountry: 'KE',
      destinationCity: 'Kisumu',
    });
    expect(created.statusCode).toBe(201);
    expect(await groups()).toEqual([['countries', created.json()._id], ['departure', lagos.id]]);
  });
});
