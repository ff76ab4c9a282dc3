import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createGig } from '../src/db/factories.js';
import { gigs } from '../src/db/schema/index.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { DAY_MS, daysAgo, signedInSeller, signedInUser, uniqueCat } from './listing-helpers.js';

type Session = Awaited<ReturnType<typeof signedInUser>>;

const validGig = {
  title: 'Guangzhou to Accra with 23 kg spare',
  about: 'Flying Guangzhou to Accra next week with 23 kg of spare checked luggage; sealed parcels only.',
  departureCountry: 'China',
  departureCity: 'Guangzhou',
  destinationCountry: 'Ghana',
  destinationCity: 'Accra',
  availableSpace: 23,
  priceRMB: 65,
  expirationDays: 14,
};

describe('gigs API', () => {
  let t: TestApp;
  let seller: Session;
  let buyer: Session;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signedInSeller(t.db);
    buyer = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  const { get, post } = requests(() => t.app);
  const ids = (res: { json(): unknown }) => (res.json() as Array<{ _id: string }>).map((g) => g._id);

  describe('POST /api/gigs', () => {
    it('creates a gig owned by the session user, with the default fields and expiresAt', async () => {
      const res = await post('/api/gigs', seller.cookie, { ...validGig, userId: buyer.user.id });
      expect(res.statusCode).toBe(201);
      const gig = res.json();
      expect(gig).toMatchObject({
        ...validGig,
        userId: seller.user.id,
        cat: 'luggage-transport',
        cover: '',
        images: [],
        desc: '',
        shortTitle: '',
        shortDesc: '',
        deliveryTime: 0,
        revisionNumber: 0,
        features: [],
        price: 0,
        sales: 0,
        isCompleted: false,
        interestedCount: 0,
      });
      expect(gig._id).toMatch(/^[0-9a-f]{24}$/);
      const [row] = await t.db.select().from(gigs).where(eq(gigs.id, gig._id));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(14 * DAY_MS);
      expect(new Date(gig.createdAt).getTime()).toBe(row!.createdAt.getTime());
    });

    it('keeps optional fields the form sends', async () => {
      const res = await post('/api/gigs', seller.cookie, {
        ...validGig,
        cat: 'documents',
        features: ['Door pickup'],
        deliveryTime: 3,
        shortTitle: 'GZ → ACC',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ cat: 'documents', features: ['Door pickup'], deliveryTime: 3, shortTitle: 'GZ → ACC' });
    });

    it('answers 401 to visitors and 403 to non-sellers', async () => {
      const anon = await post('/api/gigs', undefined, validGig);
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toHaveProperty('message');
      const nonSeller = await post('/api/gigs', buyer.cookie, validGig);
      expect(nonSeller.statusCode).toBe(403);
      expect(nonSeller.json()).toEqual({ message: 'Only sellers can create listings. Become a courier first.' });
    });

    it.each([
      ['title missing', { title: '' }, MESSAGES.titleRequired],
      ['title short', { title: '  short   ' }, MESSAGES.titleMin],
      ['title long', { title: 'x'.repeat(101) }, MESSAGES.titleMax],
      ['about short', { about: 'Too short about text' }, MESSAGES.aboutMin],
      ['departure country', { departureCountry: ' ' }, MESSAGES.departureCountryRequired],
      ['departure city', { departureCity: '' }, MESSAGES.departureCityRequired],
      ['destination country', { destinationCountry: '' }, MESSAGES.destinationCountryRequired],
      ['destination city', { destinationCity: '' }, MESSAGES.destinationCityRequired],
      ['space zero', { availableSpace: 0 }, MESSAGES.availableSpacePositive],
      ['space step', { availableSpace: 1.2 }, MESSAGES.availableSpaceStep],
      ['price zero', { priceRMB: 0 }, MESSAGES.pricePositive],
      ['price fraction', { priceRMB: 10.5 }, MESSAGES.priceWhole],
      ['expiration zero', { expirationDays: 0 }, MESSAGES.expirationDaysPositive],
      // Characters as people see them (decision 2312): five emoji are 5, not the 12 UTF-16 units they take.
      ['title of five emoji', { title: '📦✈️🇬🇭📦✈️' }, MESSAGES.titleMin],
      ['space with thousands separators', { availableSpace: '1,000.5' }, MESSAGES.numberGrouped],
      ['price beyond the limit', { priceRMB: 10000001 }, 'Price must be at most ¥10,000,000'],
    ])('refuses %s with the spec message', async (_name, patch, message) => {
      const res = await post('/api/gigs', seller.cookie, { ...validGig, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });

    it('stores a title as one line, and reads a decimal comma as a point (decision 2312)', async () => {
      const res = await post('/api/gigs', seller.cookie, { ...validGig, title: 'Guangzhou\tto Accra,\r\n23 kg spare', availableSpace: '7,5' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ title: 'Guangzhou to Accra, 23 kg spare', availableSpace: 7.5 });
    });

    it('reports the first problem in the spec order', async () => {
      const res = await post('/api/gigs', seller.cookie, { ...validGig, title: '', priceRMB: 0 });
      expect(res.json()).toEqual({ message: MESSAGES.titleRequired });
    });
  });

  describe('GET /api/gigs/single/:id', () => {
    it("adds each country's code and display name beside the country as typed (issue 13)", async () => {
      const gig = await createGig(t.db, seller.user.id, { departureCountry: 'usa', destinationCountry: 'Atlantis' });
      expect((await get(`/api/gigs/single/${gig.id}`)).json()).toMatchObject({
        departureCountry: 'usa',
        departureCountryCode: 'US',
        departureCountryName: 'United States',
        destinationCountry: 'Atlantis',
        destinationCountryCode: null,
        destinationCountryName: 'Atlantis',
      });
    });

    it('answers the gig, and 404 for an unknown id', async () => {
      const gig = await createGig(t.db, seller.user.id);
      const res = await get(`/api/gigs/single/${gig.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: gig.id, title: gig.title, userId: seller.user.id });
      const missing = await get('/api/gigs/single/000000000000000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: MESSAGES.gigNotFound });
    });
  });

  describe('GET /api/gigs', () => {
    it('answers a JSON array with X-Total-Count', async () => {
      const cat = uniqueCat();
      await createGig(t.db, seller.user.id, { cat });
      const res = await get(`/api/gigs?cat=${cat}`);
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
      expect(res.headers['x-total-count']).toBe('1');
    });

    it('hides expired, completed and deleted gigs from Explore but shows expired and completed to the owner list', async () => {
      const cat = uniqueCat();
      const { user } = await signedInSeller(t.db);
      const live = await createGig(t.db, user.id, { cat });
      const expired = await createGig(t.db, user.id, { cat, createdAt: daysAgo(10), expirationDays: 5 });
      const completed = await createGig(t.db, user.id, { cat, createdAt: daysAgo(10), expirationDays: 5, isCompleted: true });
      const deleted = await createGig(t.db, user.id, { cat, deletedAt: new Date() });
      const explore = await get(`/api/gigs?cat=${cat}`);
      expect(ids(explore)).toEqual([live.id]);
      const own = await get(`/api/gigs?userId=${user.id}&sort=createdAt`);
      expect(new Set(ids(own))).toEqual(new Set([live.id, expired.id, completed.id]));
      expect(ids(own)).not.toContain(deleted.id);
      expect(own.headers['x-total-count']).toBe('3');
    });

    it("ignores a category that no open gig has, such as the destination cards' 'design' (issue 13)", async () => {
      const cat = uniqueCat();
      const gig = await createGig(t.db, seller.user.id, { cat, title: `Category fallback ${cat}` });
      const search = encodeURIComponent(`Category fallback ${cat}`);
      expect(ids(await get(`/api/gigs?cat=${uniqueCat()}&search=${search}`))).toEqual([gig.id]);
      expect(ids(await get(`/api/gigs?cat=${cat}&search=${search}`))).toEqual([gig.id]);
      // A category some open gig has still narrows the list.
      const other = uniqueCat();
      await createGig(t.db, seller.user.id, { cat: other });
      expect(ids(await get(`/api/gigs?cat=${other}&search=${search}`))).toEqual([]);
    });

    it('filters by category and by price per kg (min and max inclusive)', async () => {
      const cat = uniqueCat();
      const cheap = await createGig(t.db, seller.user.id, { cat, priceRMB: 40 });
      const mid = await createGig(t.db, seller.user.id, { cat, priceRMB: 60 });
      const dear = await createGig(t.db, seller.user.id, { cat, priceRMB: 90 });
      expect(new Set(ids(await get(`/api/gigs?cat=${cat}&min=60`)))).toEqual(new Set([mid.id, dear.id]));
      expect(new Set(ids(await get(`/api/gigs?cat=${cat}&max=60`)))).toEqual(new Set([cheap.id, mid.id]));
      expect(ids(await get(`/api/gigs?cat=${cat}&min=41&max=89`))).toEqual([mid.id]);
      expect(ids(await get(`/api/gigs?cat=${cat}&min=&max=`))).toHaveLength(3);
    });

    it('sorts by sales by default, then by createdAt, then by popularity', async () => {
      const cat = uniqueCat();
      const a = await createGig(t.db, seller.user.id, { cat, sales: 5, interestedCount: 1, createdAt: daysAgo(3) });
      const b = await createGig(t.db, seller.user.id, { cat, sales: 9, interestedCount: 0, createdAt: daysAgo(2) });
      const c = await createGig(t.db, seller.user.id, { cat, sales: 1, interestedCount: 7, createdAt: daysAgo(1) });
      expect(ids(await get(`/api/gigs?cat=${cat}`))).toEqual([b.id, a.id, c.id]);
      expect(ids(await get(`/api/gigs?cat=${cat}&sort=sales`))).toEqual([b.id, a.id, c.id]);
      expect(ids(await get(`/api/gigs?cat=${cat}&sort=createdAt`))).toEqual([c.id, b.id, a.id]);
      expect(ids(await get(`/api/gigs?cat=${cat}&sort=popular`))).toEqual([c.id, a.id, b.id]);
    });

    it('pages with limit and page, 24 by default, and never more than 100', async () => {
      const cat = uniqueCat();
      const made = [];
      for (let i = 0; i < 30; i++) made.push(await createGig(t.db, seller.user.id, { cat, createdAt: daysAgo(1 - i / 100) }));
      const newestFirst = made.reverse().map((g) => g.id);
      const first = await get(`/api/gigs?cat=${cat}&sort=createdAt`);
      expect(ids(first)).toEqual(newestFirst.slice(0, 24));
      expect(first.headers['x-total-count']).toBe('30');
      const second = await get(`/api/gigs?cat=${cat}&sort=createdAt&page=2`);
      expect(ids(second)).toEqual(newestFirst.slice(24));
      const small = await get(`/api/gigs?cat=${cat}&sort=createdAt&limit=7&page=3`);
      expect(ids(small)).toEqual(newestFirst.slice(14, 21));
      expect(small.headers['x-total-count']).toBe('30');
      const past = await get(`/api/gigs?cat=${cat}&page=5`);
      expect(past.json()).toEqual([]);
      expect((await get(`/api/gigs?cat=${cat}&limit=100`)).statusCode).toBe(200);
      const tooMany = await get(`/api/gigs?limit=101`);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({ message: MESSAGES.limitInvalid });
    });

    it.each([
      ['min above max', 'min=80&max=50', MESSAGES.priceRangeInvalid],
      ['negative min', 'min=-1', MESSAGES.priceFilterInvalid],
      ['text max', 'max=cheap', MESSAGES.priceFilterInvalid],
      ['unknown sort', 'sort=price', MESSAGES.gigSortInvalid],
      ['page zero', 'page=0', MESSAGES.pageInvalid],
      ['page text', 'page=two', MESSAGES.pageInvalid],
      ['page in hex', 'page=0x2', MESSAGES.pageInvalid],
      ['limit in exponent form', 'limit=1e1', MESSAGES.limitInvalid],
      ['limit zero', 'limit=0', MESSAGES.limitInvalid],
    ])('answers 400 for %s', async (_name, query, message) => {
      const res = await get(`/api/gigs?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });

});
