import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createContainer, createGig, createSeller } from '../src/db/factories.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { uniqueCat } from './listing-helpers.js';

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
    ['/api/containers?min=1e400', MESSAGES.priceFilterInvalid],
    ['/api/gigs?min=-0.5', MESSAGES.priceFilterInvalid],
  ])('%s is a 400', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});
