import { LIMITS } from '@spaceshare/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import { createContainer, createGig, createUser } from '../src/db/factories.js';
import { containerInterests, containers, gigInterests, gigs, users } from '../src/db/schema/index.js';
import { seedDemoData } from '../src/demo/demo-data.js';
import { listConversations } from '../src/modules/conversations/service.js';
import { listOrders } from '../src/modules/orders/service.js';
import { pendingRequests } from '../src/modules/requests/service.js';
import { signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, createTestDatabase, type TestApp } from './helpers.js';


describe('bookings and orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const person = (seller = false) => signedInPerson(t.db, seller);
  const interestInGig = (gigId: string, userId: string) => t.db.insert(gigInterests).values({ gigId, userId });
  const post = (who: Person | null, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {}, payload });
  const gigSpace = async (id: string) => (await t.db.select().from(gigs).where(eq(gigs.id, id)))[0]!;

  /** A seller's gig (20 kg at ¥60/kg by default) with one interested buyer. */
  async function booking(gigOverrides: Parameters<typeof createGig>[2] = {}) {
    const seller = await person(true);
    const buyer = await person();
    const gig = await createGig(t.db, seller.id, gigOverrides);
    await interestInGig(gig.id, buyer.id);
    return { seller, buyer, gig };
  }

  it('prices the largest order the limits allow (all the space at the highest price) without overflowing', async () => {
    const { seller, buyer, gig } = await booking({ availableSpace: LIMITS.SPACE_MAX, priceRMB: LIMITS.PRICE_MAX });
    const res = await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: LIMITS.SPACE_MAX });
    expect(res.statusCode).toBe(201);
    // ¥1,000,000,000,000 × 0.14: past a 32-bit integer's 2,147,483,647 (migration 0020 made it a bigint).
    expect(res.json()).toMatchObject({ priceRMB: 1e12, price: 140_000_000_000 });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer.cookie } })).json();
    expect(JSON.stringify(listed)).toContain('140000000000');
  });

  it('lets the owner accept an interested user, pricing the order and taking the space', async () => {
    const { seller, buyer, gig } = await booking({ priceRMB: 61, cover: '/api/uploads/abc' });
    const res = await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 2.5 });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      title: gig.title,
      img: '/api/uploads/abc',
      priceRMB: 152.5,
      // 152.5 yuan × 0.14 = 21.35 → whole dollars
      price: 21,
      sellerId: seller.id,
      buyerId: buyer.id,
      status: 'active',
      quantity: 2.5,
      unit: 'kg',
      listingType: 'gig',
      listingId: gig.id,
      deliveredAt: null,
      buyerConfirmedAt: null,
      cancelledAt: null,
      otherUser: { _id: buyer.id },
    });
    expect(order._id).toMatch(/^[0-9a-f]{24}$/);
    const after = await gigSpace(gig.id);
    expect(after.availableSpace).toBe(17.5);
    expect(after.sales).toBe(1);

    // Both sides list it, each seeing the other party.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer.cookie } })).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ _id: order._id, otherUser: { _id: seller.id } });
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: seller.cookie } })).json();
    expect(theirs[0]).toMatchObject({ _id: order._id, otherUser: { _id: buyer.id } });
  });

  it('books containers in CBM', async () => {
    const seller = await person(true);
    const buyer = await person();
    const container = await createContainer(t.db, seller.id, { availableSpaceCBM: 3, priceRMB: 900 });
    await t.db.insert(containerInterests).values({ containerId: container.id, userId: buyer.id });
    const res = await post(seller, `/api/containers/${container.id}/accept`, { userId: buyer.id, quantity: 1.5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ unit: 'cbm', listingType: 'container', priceRMB: 1350, price: 189, quantity: 1.5 });
    const [row] = await t.db.select().from(containers).where(eq(containers.id, container.id));
    expect(row!.availableSpaceCBM).toBe(1.5);
    const tooMuch = await post(seller, `/api/containers/${container.id}/accept`, { userId: buyer.id, quantity: 2 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ message: MESSAGES.notEnoughSpace });
  });

  it('guards accept: 401, 403 for others, 404, 400 for bad quantity, the owner, and users without interest', async () => {
    const { seller, buyer, gig } = await booking();
    const stranger = await person(true);
    const url = `/api/gigs/${gig.id}/accept`;
    expect((await post(null, url, { userId: buyer.id, quantity: 1 })).statusCode).toBe(401);
    expect((await post(stranger, url, { userId: buyer.id, quantity: 1 })).statusCode).toBe(403);
    expect((await post(seller, `/api/gigs/${'0'.repeat(24)}/accept`, { userId: buyer.id, quantity: 1 })).statusCode).toBe(404);
    expect((await post(seller, `/api/containers/${gig.id}/accept`, { userId: buyer.id, quantity: 1 })).statusCode).toBe(404);

    const zero = await post(seller, url, { userId: buyer.id, quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ message: MESSAGES.quantityPositive });
    const offStep = await post(seller, url, { userId: buyer.id, quantity: 1.3 });
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json()).toEqual({ message: MESSAGES.quantityStep });

    const self = await post(seller, url, { userId: seller.id, quantity: 1 });
    expect(self.statusCode).toBe(400);
    const uninterested = await post(seller, url, { userId: stranger.id, quantity: 1 });
    expect(uninterested.statusCode).toBe(400);
    expect(uninterested.json()).toEqual({ message: MESSAGES.notInterested });

    expect((await gigSpace(gig.id)).availableSpace).toBe(20);
  });

  it('refuses closed listings with 409 and the reason, and a second active order for the same buyer', async () => {
    const closed: Array<[Parameters<typeof booking>[0], string]> = [
      [{ isCompleted: true }, MESSAGES.listingClosedCompleted],
      [{ deletedAt: new Date() }, MESSAGES.listingClosedDeleted],
      [{ createdAt: new Date(Date.now() - 3 * 86_400_000), expirationDays: 1 }, MESSAGES.listingClosedExpired],
      [{ availableSpace: 0 }, MESSAGES.listingClosedFull],
    ];
    for (const [overrides, message] of closed) {
      const b = await booking(overrides);
      const res = await post(b.seller, `/api/gigs/${b.gig.id}/accept`, { userId: b.buyer.id, quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message });
    }

    const { seller, buyer, gig } = await booking();
    expect((await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 1 })).statusCode).toBe(201);
    const twice = await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 1 });
    expect(twice.statusCode).toBe(409);
    // The refused second booking took no space.
    expect(await gigSpace(gig.id)).toMatchObject({ availableSpace: 19, sales: 1 });
  });

  it('marks a buyer with an active order as booked in the interested list, for the seller only', async () => {
    const { seller, buyer, gig } = await booking();
    const other = await person();
    await interestInGig(gig.id, other.id);
    const interested = async (as = seller) =>
      (await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}/interested`, headers: { cookie: as.cookie } })).json() as {
        interestedUsers: Array<{ _id: string; booked?: boolean }>;
      };
    expect((await interested()).interestedUsers.every((u) => u.booked === false)).toBe(true);
    expect((await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 1 })).statusCode).toBe(201);
    const after = await interested();
    expect(after.interestedUsers.find((u) => u._id === buyer.id)?.booked).toBe(true);
    expect(after.interestedUsers.find((u) => u._id === other.id)?.booked).toBe(false);
    // Who booked is between the buyer and the seller: other users, the buyer included, see no booked.
    for (const viewer of [other, buyer, await person()]) {
      const seen = await interested(viewer);
      expect(seen.interestedUsers.map((u) => u._id).sort()).toEqual([buyer.id, other.id].sort());
      expect(seen.interestedUsers.every((u) => !('booked' in u)), viewer.username).toBe(true);
    }
    const toggled = await post(other, `/api/gigs/${gig.id}/interest`);
    expect(toggled.json().interestedUsers.every((u: object) => !('booked' in u))).toBe(true);
  });

  it('never oversells: 50 parallel accepts for more space than exists', async () => {
    const seller = await person(true);
    const gig = await createGig(t.db, seller.id, { availableSpace: 20 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(t.db)));
    await t.db.insert(gigInterests).values(buyers.map((b) => ({ gigId: gig.id, userId: b.id })));
    // Quantities 0.5 .. 3 kg: about 87 kg asked for in all, 20 kg on offer.
    const quantities = buyers.map((_, i) => 0.5 * ((i % 6) + 1));
    const results = await Promise.all(
      buyers.map((b, i) => post(seller, `/api/gigs/${gig.id}/accept`, { userId: b.id, quantity: quantities[i] })),
    );
    const accepted = results.flatMap((r, i) => (r.statusCode === 201 ? [quantities[i]!] : []));
    const refused = results.filter((r) => r.statusCode === 409);
    expect(accepted.length + refused.length).toBe(50);
    expect(refused.length).toBeGreaterThan(0);
    // Refused while some space was left (too little) or once none was (the gig is then fully booked).
    for (const r of refused) expect([MESSAGES.notEnoughSpace, MESSAGES.listingClosedFull]).toContain(r.json().message);
    const sold = accepted.reduce((a, b) => a + b, 0);
    expect(sold).toBeLessThanOrEqual(20);
    const after = await gigSpace(gig.id);
    expect(after.availableSpace).toBeGreaterThanOrEqual(0);
    expect(after.availableSpace).toBe(20 - sold);
    expect(after.sales).toBe(accepted.length);

    // A cancel gives its space back.
    const firstOk = results.find((r) => r.statusCode === 201)!.json();
    const cancel = await post(seller, `/api/orders/${firstOk._id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    const restored = await gigSpace(gig.id);
    expect(restored.availableSpace).toBe(20 - sold + firstOk.quantity);
    expect(restored.sales).toBe(accepted.length - 1);
  });

  it('completes when the seller delivers and the buyer confirms; rights and states are enforced', async () => {
    const { seller, buyer, gig } = await booking();
    const stranger = await person();
    const order = (await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 4 })).json();
    const act = (who: Person | null, action: string) => post(who, `/api/orders/${order._id}/${action}`);

    expect((await act(null, 'deliver')).statusCode).toBe(401);
    expect((await act(stranger, 'deliver')).statusCode).toBe(403);
    expect((await act(stranger, 'cancel')).statusCode).toBe(403);
    expect((await act(buyer, 'deliver')).statusCode).toBe(403);
    expect((await act(seller, 'confirm')).statusCode).toBe(403);
    expect((await post(seller, `/api/orders/${'0'.repeat(24)}/deliver`)).statusCode).toBe(404);

    const delivered = await act(seller, 'deliver');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().status).toBe('active');
    expect(delivered.json().deliveredAt).not.toBeNull();
    // Repeating is harmless.
    const again = await act(seller, 'deliver');
    expect(again.statusCode).toBe(200);
    expect(again.json().deliveredAt).toBe(delivered.json().deliveredAt);

    const tripsBefore = (await t.db.select().from(users).where(eq(users.id, seller.id)))[0]!.tripsCompleted;
    const confirmed = await act(buyer, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'completed', otherUser: { _id: seller.id } });
    expect(confirmed.json().buyerConfirmedAt).not.toBeNull();
    expect((await act(buyer, 'confirm')).json().status).toBe('completed');
    const tripsAfter = (await t.db.select().from(users).where(eq(users.id, seller.id)))[0]!.tripsCompleted;
    expect(tripsAfter).toBe(tripsBefore + 1);

    const lateCancel = await act(buyer, 'cancel');
    expect(lateCancel.statusCode).toBe(400);
    expect(lateCancel.json().message).toMatch(/completed/);
    // Completion keeps the space sold.
    expect((await gigSpace(gig.id)).availableSpace).toBe(16);
  });

  it('confirms receipt only after delivery, and lets either side cancel before completion', async () => {
    const a = await booking();
    const order = (await post(a.seller, `/api/gigs/${a.gig.id}/accept`, { userId: a.buyer.id, quantity: 1 })).json();
    const early = await post(a.buyer, `/api/orders/${order._id}/confirm`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: MESSAGES.orderNotDeliveredYet });
    expect((await post(a.seller, `/api/orders/${order._id}/deliver`)).statusCode).toBe(200);
    const confirmed = await post(a.buyer, `/api/orders/${order._id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'completed' });
    expect(confirmed.json().deliveredAt).not.toBeNull();

    const b = await booking();
    const other = (await post(b.seller, `/api/gigs/${b.gig.id}/accept`, { userId: b.buyer.id, quantity: 6 })).json();
    expect((await gigSpace(b.gig.id)).availableSpace).toBe(14);
    const cancelled = await post(b.buyer, `/api/orders/${other._id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(cancelled.json().cancelledAt).not.toBeNull();
    expect(await gigSpace(b.gig.id)).toMatchObject({ availableSpace: 20, sales: 0 });
    // A repeat cancel does not give the space back twice.
    expect((await post(b.seller, `/api/orders/${other._id}/cancel`)).statusCode).toBe(200);
    expect((await gigSpace(b.gig.id)).availableSpace).toBe(20);
    const confirmCancelled = await post(b.buyer, `/api/orders/${other._id}/confirm`);
    expect(confirmCancelled.statusCode).toBe(400);
    expect((await post(b.seller, `/api/orders/${other._id}/deliver`)).statusCode).toBe(400);

    // After a cancel the same buyer can be booked again.
    expect((await post(b.seller, `/api/gigs/${b.gig.id}/accept`, { userId: b.buyer.id, quantity: 1 })).statusCode).toBe(201);
  });

  it('records the pick-up; then only the courier cancels, and nobody once delivered (decision 1701)', async () => {
    const { seller, buyer, gig } = await booking();
    const order = (await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 3 })).json();
    expect(order.pickedUpAt).toBeNull();
    const act = (who: Person | null, action: string) => post(who, `/api/orders/${order._id}/${action}`);

    expect((await act(null, 'pickup')).statusCode).toBe(401);
    expect((await act(await person(), 'pickup')).statusCode).toBe(403);
    expect((await act(buyer, 'pickup')).json()).toEqual({ message: MESSAGES.orderOnlySellerPicksUp });
    expect((await post(seller, `/api/orders/${'0'.repeat(24)}/pickup`)).statusCode).toBe(404);

    const picked = await act(seller, 'pickup');
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ status: 'active', deliveredAt: null });
    expect(picked.json().pickedUpAt).not.toBeNull();
    // The buyer sees it too (and the repeat is harmless, keeping the first time).
    const again = await act(seller, 'pickup');
    expect(again.json().pickedUpAt).toBe(picked.json().pickedUpAt);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer.cookie } })).json();
    expect(mine[0]).toMatchObject({ _id: order._id, pickedUpAt: picked.json().pickedUpAt });

    const buyerCancel = await act(buyer, 'cancel');
    expect(buyerCancel.statusCode).toBe(409);
    expect(buyerCancel.json()).toEqual({ message: MESSAGES.orderPickedUpNoCancel });
    expect((await gigSpace(gig.id)).availableSpace).toBe(17);

    // Delivered: nobody cancels, the courier neither.
    expect((await act(seller, 'deliver')).statusCode).toBe(200);
    for (const who of [seller, buyer]) {
      const refused = await act(who, 'cancel');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: MESSAGES.orderDeliveredNoCancel });
    }
    expect((await gigSpace(gig.id)).availableSpace).toBe(17);
    expect((await act(buyer, 'confirm')).json()).toMatchObject({ status: 'completed' });
    expect((await act(seller, 'pickup')).json()).toEqual({ message: MESSAGES.orderCompleted });

    // The courier may still cancel a picked-up order (the trip fell through; the parcel goes back).
    const b = await booking();
    const other = (await post(b.seller, `/api/gigs/${b.gig.id}/accept`, { userId: b.buyer.id, quantity: 2 })).json();
    expect((await post(b.seller, `/api/orders/${other._id}/pickup`)).statusCode).toBe(200);
    const courierCancel = await post(b.seller, `/api/orders/${other._id}/cancel`);
    expect(courierCancel.json()).toMatchObject({ status: 'cancelled' });
    expect((await gigSpace(b.gig.id)).availableSpace).toBe(20);
    expect((await post(b.seller, `/api/orders/${other._id}/pickup`)).json()).toEqual({ message: MESSAGES.orderCancelled });

    // Delivered without a pick-up: the pick-up is past, nothing changes.
    const c = await booking();
    const third = (await post(c.seller, `/api/gigs/${c.gig.id}/accept`, { userId: c.buyer.id, quantity: 1 })).json();
    await post(c.seller, `/api/orders/${third._id}/deliver`);
    const late = await post(c.seller, `/api/orders/${third._id}/pickup`);
    expect(late.statusCode).toBe(200);
    expect(late.json().pickedUpAt).toBeNull();
  });

  it('keeps a listing with an active order from being deleted until the order ends (decision 1703)', async () => {
    const { seller, buyer, gig } = await booking();
    const order = (await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 2 })).json();
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/gigs/${gig.id}`, headers: { cookie: seller.cookie } });
    const refused = await del();
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: MESSAGES.gigOpenOrders }]);
    expect((await gigSpace(gig.id)).deletedAt).toBeNull();
    expect((await post(seller, `/api/orders/${order._id}/cancel`)).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(200);

    const owner = await person(true);
    const container = await createContainer(t.db, owner.id);
    const shipper = await person();
    await t.db.insert(containerInterests).values({ containerId: container.id, userId: shipper.id });
    expect((await post(owner, `/api/containers/${container.id}/accept`, { userId: shipper.id, quantity: 1 })).statusCode).toBe(201);
    const kept = await t.app.inject({ method: 'DELETE', url: `/api/containers/${container.id}`, headers: { cookie: owner.cookie } });
    expect([kept.statusCode, kept.json()]).toEqual([409, { message: MESSAGES.containerOpenOrders }]);
  });

  it.skipIf(!process.env.DATABASE_URL)('never lets a buyer’s cancel and the pick-up both win (PostgreSQL)', async () => {
    for (let round = 0; round < 10; round++) {
      const { seller, buyer, gig } = await booking();
      const order = (await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 2 })).json();
      const [pickup, cancel] = await Promise.all([
        post(seller, `/api/orders/${order._id}/pickup`),
        post(buyer, `/api/orders/${order._id}/cancel`),
      ]);
      // Pick-up first: the cancel is refused. Cancel first: the pick-up is refused.
      if (pickup.statusCode === 200) expect(cancel.json()).toEqual({ message: MESSAGES.orderPickedUpNoCancel });
      else {
        expect(pickup.json()).toEqual({ message: MESSAGES.orderCancelled });
        expect(cancel.statusCode).toBe(200);
      }
      const [final] = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer.cookie } })).json();
      expect(final.status === 'cancelled').toBe(final.pickedUpAt === null);
      expect((await gigSpace(gig.id)).availableSpace).toBe(final.status === 'cancelled' ? 20 : 18);
    }
  });

  it('lists my orders newest first and nobody else’s', async () => {
    const seller = await person(true);
    const buyer = await person();
    const g1 = await createGig(t.db, seller.id);
    const g2 = await createGig(t.db, seller.id);
    await interestInGig(g1.id, buyer.id);
    await interestInGig(g2.id, buyer.id);
    const o1 = (await post(seller, `/api/gigs/${g1.id}/accept`, { userId: buyer.id, quantity: 1 })).json();
    const o2 = (await post(seller, `/api/gigs/${g2.id}/accept`, { userId: buyer.id, quantity: 1 })).json();
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer.cookie } })).json();
    expect(list.map((o: { _id: string }) => o._id)).toEqual([o2._id, o1._id]);
    const stranger = await person();
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: stranger.cookie } })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it('seeds demo conversations and orders that keep every invariant', async () => {
    const fresh = await createTestDatabase();
    try {
      const summary = await seedDemoData(fresh.database.db);
      expect(summary.messaging).toEqual({ conversations: 3, messages: 9, orders: 3 });
      const [demo] = await fresh.database.db.select().from(users).where(eq(users.username, 'demo'));
      const chats = await listConversations(fresh.database.db, demo!.id);
      expect(chats.map((c) => c.otherUser.username).sort()).toEqual(['courier', 'li.wei']);
      const orders = await listOrders(fresh.database.db, demo!.id);
      expect(orders.map((o) => o.status).sort()).toEqual(['active', 'cancelled']);
      // The active one came from a request; the courier has one request still to answer.
      expect(orders.find((o) => o.status === 'active')?.requestedAt).not.toBeNull();
      const [courier] = await fresh.database.db.select().from(users).where(eq(users.username, 'courier'));
      expect((await pendingRequests(fresh.database.db, courier!.id)).total).toBe(1);
      // An operator and a queue of open reports for the console (issue 12).
      expect(summary.reports).toBe(3);
      const [admin] = await fresh.database.db.select().from(users).where(eq(users.username, 'admin'));
      expect(admin?.isAdmin).toBe(true);
    } finally {
      await fresh.drop();
    }
  });
});
