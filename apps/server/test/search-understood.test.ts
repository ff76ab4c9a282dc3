import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeFallbackHeader,
  decodeRouteHeader,
  decodeUnderstoodHeader,
  SEARCH_FALLBACK_HEADER,
  SEARCH_ROUTE_HEADER,
  SEARCH_UNDERSTOOD_HEADER,
} from '@spaceshare/shared/rules/search-fallback';
import { createContainer, createGig } from '../src/db/factories.js';
import { createTestApp, type TestApp } from './helpers.js';
import { signedInSeller } from './listing-helpers.js';

// Searches a tester typed that found nothing, or were titled by the words typed (decision 2205): the
// English names people use for countries, one place without a direction, Chinese routes with 到 / 去
// and African cities, a weight beside a route, and what the list says it understood.

describe('search understands people', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { user } = await signedInSeller(t.db);
    const gig = (key: string, [fromCountry, fromCity, toCountry, toCity]: [string, string, string, string]) =>
      createGig(t.db, user.id, {
        title: `${fromCity} to ${toCity} spare kilos`,
        about: 'Room for sealed parcels in my checked bags. No liquids, batteries or food, thank you.',
        departureCountry: fromCountry,
        departureCity: fromCity,
        destinationCountry: toCountry,
        destinationCity: toCity,
      }).then((row) => (ids[row.id] = key));
    await gig('gzAccra', ['China', 'Guangzhou', 'Ghana', 'Accra']);
    await gig('yiwuAbidjan', ['China', 'Yiwu', "Côte d'Ivoire", 'Abidjan']);
    await gig('gzKinshasa', ['China', 'Guangzhou', 'Democratic Republic of the Congo', 'Kinshasa']);
    await gig('shNairobi', ['China', 'Shanghai', 'Kenya', 'Nairobi']);
    await gig('nairobiDubai', ['Kenya', 'Nairobi', 'United Arab Emirates', 'Dubai']);
    const container = await createContainer(t.db, user.id, { locationCountry: 'China', locationCity: 'Yiwu' });
    ids[container.id] = 'yiwuContainer';
  });
  afterAll(() => t.close());

  async function search(q: string, plural = 'gigs') {
    const res = await t.app.inject({ method: 'GET', url: `/api/${plural}?search=${encodeURIComponent(q)}` });
    expect(res.statusCode, q).toBe(200);
    const header = (name: string) => res.headers[name] as string | undefined;
    return {
      rows: (res.json() as Array<{ _id: string; matchGroup?: string }>).map((row) => `${row.matchGroup ? `${row.matchGroup}:` : ''}${ids[row._id]}`),
      fallback: decodeFallbackHeader(header(SEARCH_FALLBACK_HEADER)),
      route: decodeRouteHeader(header(SEARCH_ROUTE_HEADER)),
      understood: decodeUnderstoodHeader(header(SEARCH_UNDERSTOOD_HEADER)),
    };
  }

  it('finds a country by the English names people use', async () => {
    for (const q of ['Ivory Coast', "Côte d'Ivoire", 'cote d ivoire', 'China to Ivory Coast']) {
      expect((await search(q)).rows, q).toEqual(['yiwuAbidjan']);
    }
    for (const q of ['DRC', 'DR Congo', 'Democratic Republic of Congo', 'Zaire', 'China to RDC']) {
      expect((await search(q)).rows, q).toEqual(['gzKinshasa']);
    }
    expect((await search('Ivory Coast')).understood).toEqual({ from: null, to: null, place: "Côte d'Ivoire", corrected: false });
  });

  it('reads 到 / 至 / 去 between Chinese names as a route, African cities included', async () => {
    for (const q of ['广州到阿克拉', '从广州至阿克拉', '广州去阿克拉', '广州到加纳', '中国到阿克拉']) {
      const result = await search(q);
      expect(result.rows, q).toEqual(['gzAccra']);
      expect(result.route, q).not.toBeNull();
    }
    expect((await search('上海到内罗毕')).rows).toEqual(['shNairobi']);
    expect((await search('广州到阿克拉')).understood).toEqual({ from: 'Guangzhou', to: 'Accra', place: null, corrected: false });
  });

  it('leaves a weight out of a route search', async () => {
    for (const q of ['guangzhou accra 20kg', 'guangzhou accra 20 kg', 'Guangzhou to Accra 2.5kgs', '广州到阿克拉20公斤']) {
      const result = await search(q);
      expect(result.rows, q).toEqual(['gzAccra']);
      expect(result.route, q).toEqual({ from: 'Guangzhou', to: 'Accra' });
    }
  });

  it('says what the search was read as, and whether a typo was corrected (x-search-understood)', async () => {
    const typo = await search('china to ghna');
    expect(typo.rows).toEqual(['gzAccra']);
    expect(typo.understood).toEqual({ from: 'China', to: 'Ghana', place: null, corrected: true });
    expect((await search('China to Ghana')).understood).toEqual({ from: 'China', to: 'Ghana', place: null, corrected: false });
    expect((await search('to Ghana')).understood).toEqual({ from: null, to: 'Ghana', place: null, corrected: false });
    expect((await search('Accraa')).understood).toEqual({ from: null, to: null, place: 'Accra', corrected: true });
    expect((await search('yiwuu', 'containers')).understood).toEqual({ from: null, to: null, place: 'Yiwu', corrected: true });
    // Words that are no place, places that are not all known, a place among other words: nothing said.
    for (const q of ['spare kilos', 'Qwzxv to Plmkrtt', 'Accra spare']) expect((await search(q)).understood, q).toBeNull();
  });

  it('falls back on a search of one place that finds nothing: gigs to its country, then from it', async () => {
    // Kisumu is in no listing; the parser places it in Kenya.
    const kisumu = await search('Kisumu');
    expect(kisumu.rows).toEqual(['destination:shNairobi', 'departure:nairobiDubai']);
    expect(kisumu.fallback).toEqual({
      from: null,
      to: null,
      place: { name: 'Kisumu', country: 'Kenya' },
      groups: [
        { group: 'destination', count: 1 },
        { group: 'departure', count: 1 },
      ],
    });
    // Not a route: no route header, but the place is understood (a client watches it as "to Kisumu").
    expect(kisumu.route).toBeNull();
    expect(kisumu.understood).toEqual({ from: null, to: null, place: 'Kisumu', corrected: false });
    // Containers have one end: their location's country.
    expect((await search('Ningbo', 'containers')).rows).toEqual(['departure:yiwuContainer']);
  });

  it('says a known country with no listing at all has none yet, rather than only "no match"', async () => {
    const burkina = await search('Burkina Faso');
    expect(burkina.rows).toEqual([]);
    expect(burkina.fallback).toEqual({ from: null, to: null, place: { name: 'Burkina Faso', country: 'Burkina Faso' }, groups: [] });
    const route = await search('Mali to Burkina Faso');
    expect(route.fallback).toEqual({
      from: { name: 'Mali', country: 'Mali' },
      to: { name: 'Burkina Faso', country: 'Burkina Faso' },
      groups: [],
    });
    // Nobody knows the place: no fallback.
    expect((await search('Qwzxv')).fallback).toBeNull();
  });

  it('still lists what a one-place search finds, with no fallback', async () => {
    const accra = await search('Accra');
    expect(accra.rows).toEqual(['gzAccra']);
    expect(accra.fallback).toBeNull();
    expect(accra.understood).toEqual({ from: null, to: null, place: 'Accra', corrected: false });
  });
});
