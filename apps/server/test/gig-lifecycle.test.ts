import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createContainer, createGig } from '../src/db/factories.js';
import { gigInterests, gigs } from '../src/db/schema/index.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { daysAgo, signedInSeller, signedInUser } from './listing-helpers.js';

type Session = Awaited<ReturnType<typeof signedInUser>>;


// Interest, deletion and completion of gigs; creation and lists are in gigs.test.ts.
describe('gig lifecycle API', () => {
  let t: TestApp;
  let seller: Session;
  let otherSeller: Session;
  let buyer: Session;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await signedInSeller(t.db);
    otherSeller = await signedInSeller(t.db);
    buyer = await signedInUser(t.db);
  });
  afterAll(() => t.close());

  const { get, post, del } = requests(() => t.app);
  const ids = (res: { json(): unknown }) => (res.json() as Array<{ _id: string }>).map((g) => g._id);


  describe('interest', () => {
    it('toggles on and off with the interested users', async () => {
      const gig = await createGig(t.db, seller.user.id);
      const on = await post(`/api/gigs/${gig.id}/interest`, buyer.cookie);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({
        interested: true,
        interestedCount: 1,
        interestedUsers: [{ _id: buyer.user.id, username: buyer.user.username, img: buyer.user.img }],
      });
      const list = await get(`/api/gigs/${gig.id}/interested`, buyer.cookie);
      expect(list.json()).toEqual(on.json());
      const asOwner = await get(`/api/gigs/${gig.id}/interested`, seller.cookie);
      expect(asOwner.json()).toMatchObject({ interested: false, interestedCount: 1 });
      expect((await get(`/api/gigs/single/${gig.id}`)).json().interestedCount).toBe(1);
      const off = await post(`/api/gigs/${gig.id}/interest`, buyer.cookie);
      expect(off.json()).toEqual({ interested: false, interestedCount: 0, interestedUsers: [] });
      expect((await get(`/api/gigs/single/${gig.id}`)).json().interestedCount).toBe(0);
    });

    it('answers 401 to visitors, 403 to the owner and 404 for unknown gigs', async () => {
      const gig = await createGig(t.db, seller.user.id);
      expect((await post(`/api/gigs/${gig.id}/interest`)).statusCode).toBe(401);
      expect((await get(`/api/gigs/${gig.id}/interested`)).statusCode).toBe(401);
      const own = await post(`/api/gigs/${gig.id}/interest`, seller.cookie);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: 'You cannot make an offer on your own gig!' });
      const missing = await post('/api/gigs/000000000000000000000000/interest', buyer.cookie);
      expect(missing.statusCode).toBe(404);
      expect((await get('/api/gigs/000000000000000000000000/interested', buyer.cookie)).statusCode).toBe(404);
    });

    it('refuses a new offer on an expired gig but lets an earlier one be withdrawn', async () => {
      const gig = await createGig(t.db, seller.user.id, { createdAt: daysAgo(3), expirationDays: 1 });
      const res = await post(`/api/gigs/${gig.id}/interest`, buyer.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.listingClosedExpired });
      await t.db.insert(gigInterests).values({ gigId: gig.id, userId: buyer.user.id });
      const off = await post(`/api/gigs/${gig.id}/interest`, buyer.cookie);
      expect(off.json()).toMatchObject({ interested: false, interestedCount: 0 });
    });

    it('refuses a new offer on a completed, deleted or fully booked gig with 409 and the reason', async () => {
      const cases: Array<[Parameters<typeof createGig>[2], string]> = [
        [{ isCompleted: true }, MESSAGES.listingClosedCompleted],
        [{ deletedAt: new Date() }, MESSAGES.listingClosedDeleted],
        [{ availableSpace: 0 }, MESSAGES.listingClosedFull],
      ];
      for (const [overrides, message] of cases) {
        const gig = await createGig(t.db, seller.user.id, overrides);
        const res = await post(`/api/gigs/${gig.id}/interest`, buyer.cookie);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message });
      }
    });

    it('counts 20 parallel toggles by different users exactly once each', async () => {
      const gig = await createGig(t.db, seller.user.id);
      const users = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t.db)));
      const results = await Promise.all(users.map((u) => post(`/api/gigs/${gig.id}/interest`, u.cookie)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      expect(results.every((r) => r.json().interested === true)).toBe(true);
      expect(results.map((r) => r.json().interestedCount).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      const [row] = await t.db.select().from(gigs).where(eq(gigs.id, gig.id));
      expect(row!.interestedCount).toBe(20);
      const list = await get(`/api/gigs/${gig.id}/interested`, buyer.cookie);
      expect(list.json().interestedCount).toBe(20);
      expect(new Set(list.json().interestedUsers.map((u: { _id: string }) => u._id))).toEqual(
        new Set(users.map((u) => u.user.id)),
      );
    });

    it('keeps one user at most once under 20 parallel toggles of their own', async () => {
      const gig = await createGig(t.db, seller.user.id);
      const u = await signedInUser(t.db);
      const results = await Promise.all(Array.from({ length: 20 }, () => post(`/api/gigs/${gig.id}/interest`, u.cookie)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      // Serialized by the row lock: the answers alternate on, off, on, ...; 20 toggles end "off".
      expect(results.filter((r) => r.json().interested).length).toBe(10);
      const rows = await t.db.select().from(gigInterests).where(eq(gigInterests.gigId, gig.id));
      const [row] = await t.db.select().from(gigs).where(eq(gigs.id, gig.id));
      expect(rows).toHaveLength(0);
      expect(row!.interestedCount).toBe(0);
    });
  });

  describe('DELETE /api/gigs/:id', () => {
    it('lets the owner soft-delete, repeatedly, and hides the gig everywhere', async () => {
      const gig = await createGig(t.db, seller.user.id);
      expect((await del(`/api/gigs/${gig.id}`)).statusCode).toBe(401);
      const stranger = await del(`/api/gigs/${gig.id}`, otherSeller.cookie);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toHaveProperty('message');
      const res = await del(`/api/gigs/${gig.id}`, seller.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('message');
      expect((await del(`/api/gigs/${gig.id}`, seller.cookie)).statusCode).toBe(200);
      expect((await get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(404);
      expect(ids(await get(`/api/gigs?userId=${seller.user.id}&limit=100`))).not.toContain(gig.id);
      // Its page is gone; an offer on it is refused with the reason (issue 10).
      const offer = await post(`/api/gigs/${gig.id}/interest`, buyer.cookie);
      expect(offer.statusCode).toBe(409);
      expect(offer.json()).toEqual({ message: MESSAGES.listingClosedDeleted });
      const [row] = await t.db.select().from(gigs).where(eq(gigs.id, gig.id));
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect((await del('/api/gigs/000000000000000000000000', seller.cookie)).statusCode).toBe(404);
    });
  });

  describe('POST /api/gigs/:id/complete', () => {
    it('completes an expired gig for its owner, harmlessly twice', async () => {
      const gig = await createGig(t.db, seller.user.id, { createdAt: daysAgo(8), expirationDays: 7 });
      expect((await post(`/api/gigs/${gig.id}/complete`)).statusCode).toBe(401);
      expect((await post(`/api/gigs/${gig.id}/complete`, otherSeller.cookie)).statusCode).toBe(403);
      const res = await post(`/api/gigs/${gig.id}/complete`, seller.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: gig.id, isCompleted: true });
      const again = await post(`/api/gigs/${gig.id}/complete`, seller.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json().isCompleted).toBe(true);
      expect((await post('/api/gigs/000000000000000000000000/complete', seller.cookie)).statusCode).toBe(404);
    });

    it('refuses to complete a live gig', async () => {
      const gig = await createGig(t.db, seller.user.id);
      const res = await post(`/api/gigs/${gig.id}/complete`, seller.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Only expired listings can be marked complete' });
    });
  });

  describe("an owner's open listings (status=open, a public profile)", () => {
    it('lists only what Explore would show, for gigs and containers, to anyone', async () => {
      const owner = await signedInSeller(t.db);
      const open = [await createGig(t.db, owner.user.id), await createContainer(t.db, owner.user.id)];
      const closed = [
        await createGig(t.db, owner.user.id, { createdAt: daysAgo(3), expirationDays: 1 }),
        await createGig(t.db, owner.user.id, { isCompleted: true }),
        await createGig(t.db, owner.user.id, { deletedAt: new Date(), hiddenBy: 'admin' }),
        await createContainer(t.db, owner.user.id, { isCompleted: true }),
      ];
      const listed: string[] = [];
      for (const path of ['/api/gigs', '/api/containers']) {
        const res = await get(`${path}?userId=${owner.user.id}&status=open&limit=100`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-total-count']).toBe('1');
        listed.push(...ids(res));
        // Without status the owner's list keeps its expired and completed listings (My Gigs).
        expect(ids(await get(`${path}?userId=${owner.user.id}&limit=100`)).length).toBeGreaterThan(1);
      }
      expect(listed.sort()).toEqual(open.map((l) => l.id).sort());
      expect(closed.filter((l) => listed.includes(l.id))).toEqual([]);
    });

    it('answers 400 with the reason for any other status', async () => {
      const res = await get(`/api/gigs?userId=${seller.user.id}&status=closed`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.listStatusInvalid });
    });
  });
});
