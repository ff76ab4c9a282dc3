import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { signedInPerson, signedInSeller, postGig, type Person } from './listing-helpers.js';

// Words that are also the names of Object.prototype's members (decision 2304): the fuzzer's
// GET /api/gigs?search=__proto__ was a 500 for anyone, so were 'constructor' and a route ending in
// one, on both Explore lists, a route alert and the Explore pages built from the same parser.

const WORDS = ['__proto__', 'constructor', 'China to __proto__', 'constructor to Ghana', '__proto__ - constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('searches of words Object.prototype knows', () => {
  let t: TestApp;
  let buyer: Person;

  beforeAll(async () => {
    t = await createTestApp();
    const { cookie } = await signedInSeller(t.db);
    await postGig(t.app, cookie, { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra' });
    buyer = await signedInPerson(t.db);
  });
  afterAll(() => t.close());

  it.each(['gigs', 'containers'])('/api/%s answers them as any other words', async (plural) => {
    for (const word of WORDS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/${plural}?search=${encodeURIComponent(word)}` });
      expect(res.statusCode, word).toBe(200);
      expect(Array.isArray(res.json()), word).toBe(true);
    }
  });

  it('a route alert of them is watched or refused, never a 500, and nothing is half made', async () => {
    for (const word of WORDS) {
      const res = await t.app.inject({ method: 'POST', url: '/api/alerts', headers: { cookie: buyer.cookie }, payload: { search: word } });
      expect([200, 201, 400], `${word}: ${res.body}`).toContain(res.statusCode);
      expect(Object.keys(res.json() as object).length).toBeGreaterThan(0);
    }
    const alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie: buyer.cookie } })).json() as unknown[];
    expect(alerts.length).toBeLessThanOrEqual(WORDS.length);
  });
});
