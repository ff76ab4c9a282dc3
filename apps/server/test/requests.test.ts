import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import type { Order } from '@spaceshare/shared/schemas/order';
import { createContainer, createGig } from '../src/db/factories.js';
import { bookingRequests, containers, gigInterests, gigs, orders } from '../src/db/schema/index.js';
import { daysAgo, signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, untilSomeoneWaitsOnALock, type TestApp } from './helpers.js';
import { LiveClient } from './live-client.js';

// Booking requests, proof of hand-over and order-linked reviews (issue 10), on PGlite and PostgreSQL.

describe('booking requests', () => {
  let t: TestApp;
  let wsUrl: string;
  const clients: LiveClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
  });

  const person = (seller = false) => signedInPerson(t.db, seller);
  const post = (who: Person | null, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {}, payload });
  const get = (who: Person | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const ask = (who: Person, gigId: string, quantity: number | string = 3, description = 'Two boxes of clothes and books') =>
    post(who, `/api/gigs/${gigId}/requests`, { quantity, description, declaration: true });
  const gigRow = async (id: string) => (await t.db.select().from(gigs).where(eq(gigs.id, id)))[0]!;
  const myRequests = async (who: Person, query = '') => (await get(who, `/api/requests${query}`)).json() as BookingRequest[];

  /** A seller's gig (20 kg at ¥60/kg by default) and a buyer with a pending request for `quantity` kg. */
  async function requested(quantity = 3, gigOverrides: Parameters<typeof createGig>[2] = {}) {
    const seller = await person(true);
    const buyer = await person();
    const gig = await createGig(t.db, seller.id, gigOverrides);
    const res = await ask(buyer, gig.id, quantity);
    expect(res.statusCode, res.body).toBe(201);
    return { seller, buyer, gig, request: res.json() as BookingRequest };
  }

  it('takes a request with quantity, description and declaration, and registers interest', async () => {
    const { seller, buyer, gig, request } = await requested(3);
    expect(request).toMatchObject({
      listingType: 'gig',
      listingId: gig.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      quantity: 3,
      unit: 'kg',
      description: 'Two boxes of clothes and books',
      status: 'pending',
      declineReason: null,
      orderId: null,
      orderStatus: null,
      role: 'buyer',
      listing: {
        title: gig.title,
        from: `${gig.departureCity}, ${gig.departureCountry}`,
        to: `${gig.destinationCity}, ${gig.destinationCountry}`,
        // In parts too, for a city that holds a comma (decision 2455).
        places: { from: { city: gig.departureCity, country: gig.departureCountry }, to: { city: gig.destinationCity, country: gig.destinationCountry } },
        priceRMB: gig.priceRMB,
        space: 20,
      },
      otherUser: { _id: seller.id, username: seller.username },
    });
    expect(request._id).toMatch(/^[0-9a-f]{24}$/);
    const interest = await t.db.select().from(gigInterests).where(eq(gigInterests.gigId, gig.id));
    expect(interest.map((i) => i.userId)).toEqual([buyer.id]);
    expect((await gigRow(gig.id)).interestedCount).toBe(1);
    // Space is reserved only when the owner accepts.
    expect((await gigRow(gig.id)).availableSpace).toBe(20);
  });

  it('refuses bad requests with the rule that failed', async () => {
    const seller = await person(true);
    const buyer = await person();
    const gig = await createGig(t.db, seller.id, { availableSpace: 5 });
    const url = `/api/gigs/${gig.id}/requests`;
    const cases: Array<[object, number, string]> = [
      [{ quantity: 0, description: 'Ten chars!!', declaration: true }, 400, MESSAGES.quantityPositive],
      [{ quantity: 1.2, description: 'Ten chars!!', declaration: true }, 400, MESSAGES.quantityStep],
      [{ quantity: 1, description: '   short  ', declaration: true }, 400, MESSAGES.requestDescriptionShort],
      [{ quantity: 1, description: '', declaration: true }, 400, MESSAGES.requestDescriptionRequired],
      [{ quantity: 1, description: 'x'.repeat(1001), declaration: true }, 400, MESSAGES.requestDescriptionMax],
      [{ quantity: 1, description: 'Ten chars!!', declaration: false }, 400, MESSAGES.requestDeclarationRequired],
      [{ quantity: 1, description: 'Ten chars!!' }, 400, MESSAGES.requestDeclarationRequired],
      [{ quantity: 5.5, description: 'Ten chars!!', declaration: true }, 409, MESSAGES.notEnoughSpace],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(buyer, url, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect((await post(null, url, cases[0]![0])).statusCode).toBe(401);
    const own = await ask(seller, gig.id, 1);
    expect([own.statusCode, own.json().message]).toEqual([403, MESSAGES.selfOfferGig]);
    expect((await ask(buyer, 'ffffffffffffffffffffffff', 1)).statusCode).toBe(404);
    expect((await ask(buyer, gig.id, 5)).statusCode).toBe(201);
    const again = await ask(buyer, gig.id, 1);
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.requestAlreadyPending]);
    expect(await t.db.select().from(orders).where(eq(orders.gigId, gig.id))).toEqual([]);
  });

  it('refuses requests on closed listings with the reason', async () => {
    const seller = await person(true);
    const buyer = await person();
    const expired = await createGig(t.db, seller.id, { createdAt: daysAgo(10), expirationDays: 7 });
    const full = await createGig(t.db, seller.id, { availableSpace: 0.5 });
    await t.db.update(gigs).set({ availableSpace: 0 }).where(eq(gigs.id, full.id));
    const completed = await createGig(t.db, seller.id, { isCompleted: true });
    const deleted = await createGig(t.db, seller.id, { deletedAt: new Date() });
    expect((await ask(buyer, expired.id, 1)).json()).toEqual({ message: MESSAGES.listingClosedExpired });
    expect((await ask(buyer, full.id, 0.5)).json()).toEqual({ message: MESSAGES.listingClosedFull });
    expect((await ask(buyer, completed.id, 1)).json()).toEqual({ message: MESSAGES.listingClosedCompleted });
    // Removed says so, as Make Offer does (it was 404 here and 409 there).
    const gone = await ask(buyer, deleted.id, 1);
    expect([gone.statusCode, gone.json()]).toEqual([409, { message: MESSAGES.listingClosedDeleted }]);
  });

  it('lists my requests as buyer and seller, newest first, with role, status and listing filters', async () => {
    const { seller, buyer, gig, request } = await requested(2);
    const container = await createContainer(t.db, buyer.id);
    const mine = await post(seller, `/api/containers/${container.id}/requests`, { quantity: 1.5, description: 'One pallet of tiles', declaration: true });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({
      listingType: 'container',
      unit: 'cbm',
      listing: { from: `${container.locationCity}, ${container.locationCountry}`, to: '', places: { from: { city: container.locationCity, country: container.locationCountry }, to: null } },
    });

    const buyerView = await myRequests(buyer);
    expect(buyerView.map((r) => [r._id, r.role])).toEqual([
      [mine.json()._id, 'seller'],
      [request._id, 'buyer'],
    ]);
    expect((await myRequests(buyer, '?role=buyer')).map((r) => r._id)).toEqual([request._id]);
    expect((await myRequests(seller, '?role=seller')).map((r) => r._id)).toEqual([request._id]);
    expect((await myRequests(seller, `?listingId=${gig.id}`))[0]).toMatchObject({ role: 'seller', otherUser: { _id: buyer.id } });
    expect(await myRequests(seller, '?status=declined')).toEqual([]);
    expect((await get(seller, '?role=nobody'.replace('?', '/api/requests?'))).statusCode).toBe(400);
    expect((await get(null, '/api/requests')).statusCode).toBe(401);
    expect((await get(seller, '/api/requests/pending')).json()).toEqual({ total: 1, byListing: { [gig.id]: 1 } });
    expect((await get(buyer, '/api/requests/pending')).json()).toEqual({ total: 1, byListing: { [container.id]: 1 } });
  });

  it('accepts a request into an order (quantity lowered, never raised), once', async () => {
    const { seller, buyer, gig, request } = await requested(3, { priceRMB: 50 });
    const stranger = await person();
    expect((await post(buyer, `/api/requests/${request._id}/accept`)).json()).toEqual({ message: MESSAGES.requestOnlyOwnerAnswers });
    expect((await post(stranger, `/api/requests/${request._id}/accept`)).statusCode).toBe(403);
    expect((await post(seller, `/api/requests/ffffffffffffffffffffffff/accept`)).statusCode).toBe(404);
    const tooMuch = await post(seller, `/api/requests/${request._id}/accept`, { quantity: 3.5 });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([400, MESSAGES.requestQuantityAboveAsked]);

    const res = await post(seller, `/api/requests/${request._id}/accept`, { quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ quantity: 2, priceRMB: 100, status: 'active', requestId: request._id, requestedAt: request.createdAt, deliveryCode: null, review: 'none' });
    expect((await gigRow(gig.id)).availableSpace).toBe(18);
    const again = await post(seller, `/api/requests/${request._id}/accept`);
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.requestNotPending]);
    expect((await myRequests(buyer))[0]).toMatchObject({ status: 'accepted', orderId: order._id, acceptedQuantity: 2 });

    // The code is the buyer's alone.
    const buyerOrder = ((await get(buyer, '/api/orders')).json() as Order[]).find((o) => o._id === order._id)!;
    expect(buyerOrder.deliveryCode).toMatch(/^\d{6}$/);
    const sellerOrder = ((await get(seller, '/api/orders')).json() as Order[]).find((o) => o._id === order._id)!;
    expect(sellerOrder.deliveryCode).toBeNull();
  });

  it('declines with a reason and lets the buyer withdraw, each only by its side and while pending', async () => {
    const { seller, buyer, request } = await requested(1);
    expect((await post(buyer, `/api/requests/${request._id}/decline`)).statusCode).toBe(403);
    const longReason = await post(seller, `/api/requests/${request._id}/decline`, { reason: 'x'.repeat(501) });
    expect([longReason.statusCode, longReason.json().message]).toEqual([400, MESSAGES.declineReasonMax]);
    const declined = await post(seller, `/api/requests/${request._id}/decline`, { reason: 'Bag is full of my own things' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'Bag is full of my own things', role: 'seller' });
    expect((await post(buyer, `/api/requests/${request._id}/withdraw`)).json()).toEqual({ message: MESSAGES.requestNotPending });

    const second = await requested(1);
    expect((await post(second.seller, `/api/requests/${second.request._id}/withdraw`)).json()).toEqual({ message: MESSAGES.requestOnlyBuyerWithdraws });
    const withdrawn = await post(second.buyer, `/api/requests/${second.request._id}/withdraw`);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', role: 'buyer' });
    // Asking again after a withdraw is fine.
    expect((await ask(second.buyer, second.gig.id, 1)).statusCode).toBe(201);
    const declinedNoBody = await post(second.seller, `/api/requests/${(await myRequests(second.seller, '?status=pending'))[0]!._id}/decline`);
    expect(declinedNoBody.json()).toMatchObject({ status: 'declined', declineReason: null });
  });

  it('ends the interest a request registered when it is withdrawn or declined: the offers list cannot book that buyer', async () => {
    const accept = (who: Person, gigId: string, userId: string, quantity: number) => post(who, `/api/gigs/${gigId}/accept`, { userId, quantity });
    const withdrawn = await requested(2);
    expect((await post(withdrawn.buyer, `/api/requests/${withdrawn.request._id}/withdraw`)).statusCode).toBe(200);
    expect((await gigRow(withdrawn.gig.id)).interestedCount).toBe(0);
    expect((await accept(withdrawn.seller, withdrawn.gig.id, withdrawn.buyer.id, 5)).json()).toEqual({ message: MESSAGES.notInterested });
    const declined = await requested(2);
    expect((await post(declined.seller, `/api/requests/${declined.request._id}/decline`)).statusCode).toBe(200);
    expect((await accept(declined.seller, declined.gig.id, declined.buyer.id, 2)).json()).toEqual({ message: MESSAGES.notInterested });
    expect((await gigRow(declined.gig.id)).interestedCount).toBe(0);
  });

  it('answers a pending request when its buyer is booked from the offers list: as asked or less, and linked', async () => {
    const { seller, buyer, gig, request } = await requested(3);
    const more = await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 5 });
    expect([more.statusCode, more.json()]).toEqual([400, { message: MESSAGES.requestQuantityAboveAsked }]);
    const booked = await post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 2 });
    expect(booked.statusCode, booked.body).toBe(201);
    const [mine] = await myRequests(buyer);
    expect(mine).toMatchObject({ _id: request._id, status: 'accepted', orderId: booked.json()._id, acceptedQuantity: 2 });
    expect((await get(seller, '/api/requests/pending')).json()).toMatchObject({ total: 0 });
  });

  it('expires pending requests when the listing is deleted, completed, fully booked or past its date', async () => {
    const deleted = await requested(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/gigs/${deleted.gig.id}`, headers: { cookie: deleted.seller.cookie } })).statusCode).toBe(200);
    expect((await myRequests(deleted.buyer))[0]!.status).toBe('expired');
    expect((await post(deleted.seller, `/api/requests/${deleted.request._id}/accept`)).statusCode).toBe(409);

    const full = await requested(2, { availableSpace: 2 });
    const other = await person();
    const otherReq = (await ask(other, full.gig.id, 1)).json() as BookingRequest;
    expect((await post(full.seller, `/api/requests/${full.request._id}/accept`)).statusCode).toBe(201);
    expect((await myRequests(other))[0]).toMatchObject({ _id: otherReq._id, status: 'expired' });
    expect((await get(full.seller, '/api/requests/pending')).json()).toEqual({ total: 0, byListing: {} });

    const dated = await requested(1);
    await t.db.update(gigs).set({ expiresAt: daysAgo(1) }).where(eq(gigs.id, dated.gig.id));
    expect((await myRequests(dated.buyer))[0]!.status).toBe('expired');
    expect((await myRequests(dated.buyer, '?status=expired')).map((r) => r._id)).toEqual([dated.request._id]);
    expect((await get(dated.seller, '/api/requests/pending')).json()).toEqual({ total: 0, byListing: {} });
    const late = await post(dated.seller, `/api/requests/${dated.request._id}/accept`);
    expect([late.statusCode, late.json().message]).toEqual([409, MESSAGES.listingClosedExpired]);
    const done = await post(dated.seller, `/api/gigs/${dated.gig.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect((await myRequests(dated.seller))[0]!.status).toBe('expired');
  });

  it('never oversells under 50 parallel accepts, and one request never makes two orders', async () => {
    const seller = await person(true);
    const container = await createContainer(t.db, seller.id, { availableSpaceCBM: 20 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => person()));
    const quantities = buyers.map((_, i) => 0.5 * ((i % 6) + 1));
    const reqs = await Promise.all(
      buyers.map(async (b, i) => {
        const res = await post(b, `/api/containers/${container.id}/requests`, { quantity: quantities[i], description: 'Household goods, boxed', declaration: true });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as BookingRequest;
      }),
    );
    const results = await Promise.all(reqs.map((r) => post(seller, `/api/requests/${r._id}/accept`)));
    const accepted = results.flatMap((r, i) => (r.statusCode === 201 ? [quantities[i]!] : []));
    for (const r of results) expect([201, 409]).toContain(r.statusCode);
    const sold = accepted.reduce((a, b) => a + b, 0);
    expect(sold).toBeLessThanOrEqual(20);
    const [row] = await t.db.select().from(containers).where(eq(containers.id, container.id));
    expect(row!.availableSpaceCBM).toBe(20 - sold);
    expect(row!.sales).toBe(accepted.length);

    const one = await requested(1);
    const twice = await Promise.all(Array.from({ length: 10 }, () => post(one.seller, `/api/requests/${one.request._id}/accept`)));
    expect(twice.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await t.db.select().from(orders).where(eq(orders.requestId, one.request._id))).toHaveLength(1);
    expect((await gigRow(one.gig.id)).availableSpace).toBe(19);
  });

  it('completes an order with the buyer\'s delivery code; five wrong codes lock it for 15 minutes', async () => {
    const { seller, buyer, request } = await requested(2);
    const order = (await post(seller, `/api/requests/${request._id}/accept`)).json() as Order;
    const code = ((await get(buyer, '/api/orders')).json() as Order[]).find((o) => o._id === order._id)!.deliveryCode!;
    const wrong = code === '000000' ? '111111' : '000000';
    const deliver = (who: Person, body?: object) => post(who, `/api/orders/${order._id}/deliver`, body);

    expect((await deliver(buyer, { code })).statusCode).toBe(403);
    expect((await deliver(seller, { code: '12345' })).json()).toEqual({ message: MESSAGES.deliveryCodeFormat });
    expect((await deliver(seller, { code: 'abcdef' })).json()).toEqual({ message: MESSAGES.deliveryCodeFormat });
    for (let i = 0; i < 4; i++) {
      const res = await deliver(seller, { code: wrong });
      expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.deliveryCodeWrong]);
    }
    const fifth = await deliver(seller, { code: wrong });
    expect([fifth.statusCode, fifth.json().message]).toEqual([429, MESSAGES.deliveryCodeLocked]);
    const locked = await deliver(seller, { code });
    expect([locked.statusCode, locked.json().message]).toEqual([429, MESSAGES.deliveryCodeLocked]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('active');
    expect(row!.deliveryCodeLockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    // Fifteen minutes later the right code completes the order at once.
    await t.db.update(orders).set({ deliveryCodeLockedUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, order._id));
    const done = await deliver(seller, { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', deliveryCode: null });
    expect(done.json().deliveredAt).not.toBeNull();
    expect(done.json().completedAt).not.toBeNull();
    const buyerView = ((await get(buyer, '/api/orders')).json() as Order[]).find((o) => o._id === order._id)!;
    expect(buyerView).toMatchObject({ status: 'completed', deliveryCode: null, review: 'none' });

    // Without a code the courier still marks delivered and the buyer confirms.
    const plain = await requested(1);
    const plainOrder = (await post(plain.seller, `/api/requests/${plain.request._id}/accept`)).json() as Order;
    expect((await post(plain.seller, `/api/orders/${plainOrder._id}/deliver`)).json()).toMatchObject({ status: 'active' });
    const confirmed = await post(plain.buyer, `/api/orders/${plainOrder._id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'completed' });
    expect(confirmed.json().completedAt).toBe(confirmed.json().buyerConfirmedAt);
  });

  it('links a review to the completed order and marks it verified', async () => {
    const { seller, buyer, request } = await requested(1);
    const order = (await post(seller, `/api/requests/${request._id}/accept`)).json() as Order;
    const review = (who: Person, orderId: string) => post(who, '/api/reviews', { sellerId: seller.id, desc: 'Fast and careful', star: 5, orderId });
    const early = await review(buyer, order._id);
    expect([early.statusCode, early.json().message]).toEqual([400, MESSAGES.reviewOrderNotYours]);
    expect((await review(await person(), order._id)).statusCode).toBe(403);
    expect((await review(buyer, 'ffffffffffffffffffffffff')).statusCode).toBe(404);
    await post(seller, `/api/orders/${order._id}/deliver`);
    await post(buyer, `/api/orders/${order._id}/confirm`);
    const res = await review(buyer, order._id);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json()).toMatchObject({ verified: true, orderId: order._id });
    const listed = (await get(null, `/api/reviews/${seller.id}`)).json();
    const items = Array.isArray(listed) ? listed : listed.items;
    expect(items[0]).toMatchObject({ verified: true, orderId: order._id });
    expect(((await get(buyer, '/api/orders')).json() as Order[])[0]).toMatchObject({ _id: order._id, review: 'counted' });
  });

  it('a review written before the booking is no verified booking once the order completes, and the card asks to update it (decision 2203)', async () => {
    const { seller, buyer, request } = await requested(1);
    // A review of another courier is nothing to this order.
    const other = await person(true);
    expect((await post(buyer, '/api/reviews', { sellerId: other.id, desc: 'Another courier', star: 3 })).statusCode).toBe(201);
    const early = await post(buyer, '/api/reviews', { sellerId: seller.id, desc: 'Answers fast, looks great', star: 5 });
    expect(early.json()).toMatchObject({ verified: false });
    const order = (await post(seller, `/api/requests/${request._id}/accept`)).json() as Order;
    expect(order.review).toBe('none');
    await post(seller, `/api/orders/${order._id}/deliver`);
    const confirmed = (await post(buyer, `/api/orders/${order._id}/confirm`)).json() as Order;
    expect(confirmed).toMatchObject({ status: 'completed', review: 'earlier' });
    const listed = async () => (await get(null, `/api/reviews/${seller.id}`)).json() as Array<{ userId: string; verified: boolean }>;
    expect(await listed()).toEqual([expect.objectContaining({ userId: buyer.id, verified: false })]);
    const card = async () => ((await get(buyer, '/api/orders')).json() as Order[]).find((o) => o._id === order._id)!;
    expect((await card()).review).toBe('earlier');

    // Written again once the parcel arrived (from the card, or anywhere), it counts for this order.
    const again = await post(buyer, '/api/reviews', { sellerId: seller.id, desc: 'Delivered on time', star: 4 });
    expect([again.statusCode, again.json().verified]).toEqual([200, true]);
    expect(await listed()).toEqual([expect.objectContaining({ userId: buyer.id, verified: true })]);
    expect((await card()).review).toBe('counted');
  });

  it('tells both parties live about new, accepted and declined requests, each with their own view', async () => {
    const seller = await person(true);
    const buyer = await person();
    const gig = await createGig(t.db, seller.id);
    const [sellerLive, buyerLive] = await Promise.all([seller, buyer].map((p) => LiveClient.open(wsUrl, { cookie: p.cookie })));
    clients.push(sellerLive!, buyerLive!);
    const request = (await ask(buyer, gig.id, 2)).json() as BookingRequest;
    const isRequest = (status: string) => (e: { type: string; request?: unknown }) =>
      e.type === 'request' && (e.request as BookingRequest)._id === request._id && (e.request as BookingRequest).status === status;
    expect((await sellerLive!.next(isRequest('pending'))).request).toMatchObject({ role: 'seller', otherUser: { _id: buyer.id } });
    expect((await buyerLive!.next(isRequest('pending'))).request).toMatchObject({ role: 'buyer', otherUser: { _id: seller.id } });
    await post(seller, `/api/requests/${request._id}/accept`);
    // The order arrives first, then the request's new state (next() skips what does not match).
    const orderEvent = await buyerLive!.next((e) => e.type === 'order');
    expect((orderEvent.order as Order).deliveryCode).toMatch(/^\d{6}$/);
    expect((await buyerLive!.next(isRequest('accepted'))).request).toMatchObject({ role: 'buyer', acceptedQuantity: 2 });
    const sellerOrder = await sellerLive!.next((e) => e.type === 'order');
    expect((sellerOrder.order as Order).deliveryCode).toBeNull();
    const second = (await ask(buyer, gig.id, 1)).json() as BookingRequest;
    await post(seller, `/api/requests/${second._id}/decline`, { reason: 'No room after all' });
    const declined = await buyerLive!.next((e) => e.type === 'request' && (e.request as BookingRequest).status === 'declined');
    expect(declined.request).toMatchObject({ _id: second._id, declineReason: 'No room after all' });
  });

  it('says when the order an accepted request made was cancelled, to both sides', async () => {
    const { seller, buyer, request } = await requested(3);
    const order = (await post(seller, `/api/requests/${request._id}/accept`)).json() as Order;
    expect((await myRequests(buyer))[0]).toMatchObject({ status: 'accepted', orderId: order._id, orderStatus: 'active' });
    expect((await post(buyer, `/api/orders/${order._id}/cancel`)).statusCode).toBe(200);
    for (const who of [seller, buyer]) expect((await myRequests(who))[0], who.username).toMatchObject({ status: 'accepted', orderStatus: 'cancelled' });
  });

  describe.skipIf(!process.env.DATABASE_URL)('racing a withdrawal (PostgreSQL)', () => {
    it("an offers-list accept during the buyer's withdrawal waits, then books no one", async () => {
      const { seller, buyer, gig, request } = await requested(3);
      let answer!: ReturnType<typeof post>;
      // What a withdrawal holds: the listing, then its request; it ends the request and the interest.
      await t.db.transaction(async (tx) => {
        await tx.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, gig.id)).for('update');
        await tx.select({ id: bookingRequests.id }).from(bookingRequests).where(eq(bookingRequests.id, request._id)).for('update');
        answer = post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 2 });
        await untilSomeoneWaitsOnALock(t.db);
        await tx.update(bookingRequests).set({ status: 'withdrawn' }).where(eq(bookingRequests.id, request._id));
        await tx.delete(gigInterests).where(eq(gigInterests.userId, buyer.id));
      });
      const res = await answer;
      expect([res.statusCode, res.json()]).toEqual([400, { message: MESSAGES.notInterested }]);
      expect(await t.db.select().from(orders).where(eq(orders.gigId, gig.id))).toEqual([]);
    });

    it('an offers-list accept and a withdrawal sent together never fail with a 500, and book at most what was not withdrawn', async () => {
      for (let round = 0; round < 15; round++) {
        const { seller, buyer, gig, request } = await requested(1);
        const [accepted, withdrawn] = await Promise.all([
          post(seller, `/api/gigs/${gig.id}/accept`, { userId: buyer.id, quantity: 1 }),
          post(buyer, `/api/requests/${request._id}/withdraw`),
        ]);
        expect([accepted.statusCode, withdrawn.statusCode], `${accepted.body} / ${withdrawn.body}`).toSatisfy(
          ([a, w]: number[]) => (a === 201 && w === 409) || (a === 400 && w === 200),
        );
        const booked = await t.db.select().from(orders).where(eq(orders.gigId, gig.id));
        expect(booked).toHaveLength(accepted.statusCode === 201 ? 1 : 0);
      }
    });
  });
});
