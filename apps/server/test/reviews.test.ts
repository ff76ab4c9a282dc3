import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { newId } from '../src/db/ids.js';
import { orders, users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { daysAgo, signedInSeller, signedInUser } from './listing-helpers.js';

describe('reviews API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/reviews', headers: cookie ? { cookie } : {}, payload });
  const list = (sellerId: string, query = '') => t.app.inject({ method: 'GET', url: `/api/reviews/${sellerId}${query}` });
  const totals = async (id: string) => {
    const [row] = await t.db.select({ totalStars: users.totalStars, starNumber: users.starNumber }).from(users).where(eq(users.id, id));
    return row;
  };

  it('creates a review (201) with its author and updates the seller totals', async () => {
    const seller = await signedInSeller(t.db);
    const author = await signedInUser(t.db, { country: 'Kenya', img: '/api/uploads/abc' });
    const res = await post({ sellerId: seller.user.id, desc: '  Fast and careful delivery.  ', star: 4, userId: seller.user.id }, author.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: author.user.id,
      sellerId: seller.user.id,
      desc: 'Fast and careful delivery.',
      star: 4,
      verified: false,
      user: { _id: author.user.id, username: author.user.username, img: '/api/uploads/abc', country: 'Kenya' },
    });
    expect(await totals(seller.user.id)).toEqual({ totalStars: 4, starNumber: 1 });
  });

  it('replaces the first review by the same author (200) and adjusts totals by the difference', async () => {
    const seller = await signedInSeller(t.db);
    const a = await signedInUser(t.db);
    const b = await signedInUser(t.db);
    const first = await post({ sellerId: seller.user.id, desc: 'Good', star: 5 }, a.cookie);
    await post({ sellerId: seller.user.id, desc: 'Fine', star: 3 }, b.cookie);
    expect(await totals(seller.user.id)).toEqual({ totalStars: 8, starNumber: 2 });
    const second = await post({ sellerId: seller.user.id, desc: 'Package arrived late', star: 2 }, a.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ _id: first.json()._id, desc: 'Package arrived late', star: 2 });
    expect(await totals(seller.user.id)).toEqual({ totalStars: 5, starNumber: 2 });
    const reviews = (await list(seller.user.id)).json();
    expect(reviews).toHaveLength(2);
    // The replacement is the newest.
    expect(reviews.map((r: { userId: string }) => r.userId)).toEqual([a.user.id, b.user.id]);
  });

  it("answers the signed-in author's own review of a seller, or null, for the form to edit", async () => {
    const seller = await signedInSeller(t.db);
    const a = await signedInUser(t.db);
    const b = await signedInUser(t.db);
    const mine = (cookie?: string, sellerId = seller.user.id) =>
      t.app.inject({ method: 'GET', url: `/api/reviews/${sellerId}/mine`, headers: cookie ? { cookie } : {} });
    expect((await mine()).statusCode).toBe(401);
    expect((await mine(a.cookie)).json()).toEqual({ review: null });
    await post({ sellerId: seller.user.id, desc: 'Good', star: 5 }, a.cookie);
    await post({ sellerId: seller.user.id, desc: 'Fine', star: 3 }, b.cookie);
    expect((await mine(a.cookie)).json()).toMatchObject({ review: { userId: a.user.id, desc: 'Good', star: 5 } });
    await post({ sellerId: seller.user.id, desc: 'Late after all', star: 2 }, a.cookie);
    expect((await mine(a.cookie)).json()).toMatchObject({ review: { userId: a.user.id, desc: 'Late after all', star: 2 } });
    expect((await mine(b.cookie)).json()).toMatchObject({ review: { userId: b.user.id, star: 3 } });
    const missing = await mine(a.cookie, newId());
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: MESSAGES.userNotFound }]);
  });

  it('keeps totals equal to the stored reviews under parallel reviews', async () => {
    const seller = await signedInSeller(t.db);
    const authors = await Promise.all(Array.from({ length: 10 }, () => signedInUser(t.db)));
    const results = await Promise.all([
      ...authors.map((u, i) => post({ sellerId: seller.user.id, desc: `Review ${i}`, star: (i % 5) + 1 }, u.cookie)),
      ...authors.slice(0, 3).map((u) => post({ sellerId: seller.user.id, desc: 'Changed my mind', star: 1 }, u.cookie)),
    ]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    const reviews = (await list(seller.user.id)).json() as Array<{ star: number }>;
    expect(reviews).toHaveLength(10);
    expect(await totals(seller.user.id)).toEqual({ totalStars: reviews.reduce((s, r) => s + r.star, 0), starNumber: 10 });
  });

  it('lists newest first with author username, img and country, paged with X-Total-Count', async () => {
    const seller = await signedInSeller(t.db);
    const authors = [];
    for (let i = 0; i < 3; i++) {
      const author = await signedInUser(t.db, { country: ['Ghana', 'Kenya', 'Nigeria'][i]! });
      await post({ sellerId: seller.user.id, desc: `Review number ${i}`, star: 5 }, author.cookie);
      authors.push(author);
    }
    const res = await list(seller.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const body = res.json();
    expect(body.map((r: { desc: string }) => r.desc)).toEqual(['Review number 2', 'Review number 1', 'Review number 0']);
    expect(body[0].user).toEqual({
      _id: authors[2]!.user.id,
      username: authors[2]!.user.username,
      img: '',
      country: 'Nigeria',
      countryCode: 'NG',
      countryName: 'Nigeria',
    });
    const page = await list(seller.user.id, '?limit=2&page=2');
    expect(page.json().map((r: { desc: string }) => r.desc)).toEqual(['Review number 0']);
    expect(page.headers['x-total-count']).toBe('3');
    expect((await list(seller.user.id, '?limit=0')).statusCode).toBe(400);
  });

  it('marks a review verified when the author has a completed order with the seller', async () => {
    const seller = await signedInSeller(t.db);
    const buyer = await signedInUser(t.db);
    const stranger = await signedInUser(t.db);
    const order = (buyerId: string, status: 'active' | 'completed') =>
      t.db.insert(orders).values({
        id: newId(),
        listingType: 'gig',
        title: 'Guangzhou to Accra',
        price: 10,
        priceRMB: 70,
        quantity: 1,
        unit: 'kg',
        sellerId: seller.user.id,
        buyerId,
        status,
        createdAt: daysAgo(2),
      });
    await order(buyer.user.id, 'completed');
    await order(stranger.user.id, 'active');
    expect((await post({ sellerId: seller.user.id, desc: 'Delivered', star: 5 }, buyer.cookie)).json().verified).toBe(true);
    expect((await post({ sellerId: seller.user.id, desc: 'Waiting', star: 3 }, stranger.cookie)).json().verified).toBe(false);
    const byAuthor = Object.fromEntries(
      (await list(seller.user.id)).json().map((r: { userId: string; verified: boolean }) => [r.userId, r.verified]),
    );
    expect(byAuthor).toEqual({ [buyer.user.id]: true, [stranger.user.id]: false });
  });

  it('answers 401 to visitors, 403 for a self-review and 404 for an unknown seller', async () => {
    const seller = await signedInSeller(t.db);
    const anon = await post({ sellerId: seller.user.id, desc: 'Hello', star: 5 });
    expect(anon.statusCode).toBe(401);
    const self = await post({ sellerId: seller.user.id, desc: 'I am great', star: 5 }, seller.cookie);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: MESSAGES.selfReview });
    const author = await signedInUser(t.db);
    const missing = await post({ sellerId: '000000000000000000000000', desc: 'Hello', star: 5 }, author.cookie);
    expect(missing.statusCode).toBe(404);
    expect((await list('000000000000000000000000')).statusCode).toBe(404);
    expect(await totals(seller.user.id)).toEqual({ totalStars: 0, starNumber: 0 });
  });

  it('refuses a review of a user who is not a courier, and leaves their totals alone', async () => {
    const buyer = await signedInUser(t.db);
    const author = await signedInUser(t.db);
    const res = await post({ sellerId: buyer.user.id, desc: 'Great buyer, paid on time', star: 5 }, author.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.reviewNotSeller });
    expect(await totals(buyer.user.id)).toEqual({ totalStars: 0, starNumber: 0 });
    expect((await list(buyer.user.id)).json()).toEqual([]);
  });

  it.each([
    ['blank text', { desc: '   ', star: 4 }, 'Please write a review'],
    ['missing text', { star: 4 }, 'Please write a review'],
    ['no star', { desc: 'Nice' }, 'Please select a star rating'],
    ['star 0', { desc: 'Nice', star: 0 }, 'Please select a star rating'],
    ['star 6', { desc: 'Nice', star: 6 }, 'Please select a star rating'],
    ['half star', { desc: 'Nice', star: 3.5 }, 'Please select a star rating'],
  ])('answers 400 for %s', async (_name, body, message) => {
    const seller = await signedInSeller(t.db);
    const author = await signedInUser(t.db);
    const res = await post({ sellerId: seller.user.id, ...body }, author.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await totals(seller.user.id)).toEqual({ totalStars: 0, starNumber: 0 });
  });
});
