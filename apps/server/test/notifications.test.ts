import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { NotificationPage } from '@spaceshare/shared/schemas/notification';
import type { BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import type { Order } from '@spaceshare/shared/schemas/order';
import { createContainer, createGig } from '../src/db/factories.js';
import { eq } from 'drizzle-orm';
import { dayAhead, DEFAULT_PASSWORD } from '../src/db/factory-defaults.js';
import { gigInterests, users } from '../src/db/schema/index.js';
import { notifyExpiringListings } from '../src/modules/notifications/expiring.js';
import { DAY_MS, signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { LiveClient } from './live-client.js';

// In-app notifications (issue 11): what creates them, how they collapse, read state and live delivery.

describe('notifications', () => {
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
  const page = async (who: Person, query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: { cookie: who.cookie } })).json() as NotificationPage;

  it('collapses a conversation\'s new messages into one notification, read when the conversation is read', async () => {
    const buyer = await person();
    const seller = await person(true);
    const { id } = (await post(buyer, '/api/conversations', { to: seller.id })).json();
    await post(buyer, '/api/messages', { conversationId: id, desc: 'Hello, is there space?' });
    await post(buyer, '/api/messages', { conversationId: id, desc: 'I need 3 kg' });
    const inbox = await page(seller);
    expect(inbox.unread).toBe(1);
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({ type: 'message', text: `${buyer.username}: I need 3 kg`, link: `/message/${id}`, read: false });
    expect((await page(buyer)).items).toEqual([]);
    await t.app.inject({ method: 'PUT', url: `/api/conversations/${id}`, headers: { cookie: seller.cookie } });
    expect((await page(seller)).unread).toBe(0);
    // A later message makes a new unread one.
    await post(buyer, '/api/messages', { conversationId: id, desc: 'Still there?' });
    const later = await page(seller);
    expect(later.unread).toBe(1);
    expect(later.items.map((n) => n.read)).toEqual([false, true]);
  });

  it("collapses one person's repeated offers on a listing, and edits of their review, into their one unread notification", async () => {
    const seller = await person(true);
    const [fan, other] = [await person(), await person()];
    const gig = await createGig(t.db, seller.id, { title: 'Shenzhen to Lagos' });
    // On, off, on, off, on: three offers by one person, one by another.
    for (let i = 0; i < 5; i++) await post(fan, `/api/gigs/${gig.id}/interest`);
    await post(other, `/api/gigs/${gig.id}/interest`);
    let inbox = await page(seller);
    expect(inbox.items.map((n) => n.text)).toEqual([
      `${other.username} is interested in "Shenzhen to Lagos"`,
      `${fan.username} is interested in "Shenzhen to Lagos"`,
    ]);
    expect(inbox.unread).toBe(2);

    // The review's last words replace its first, and its notification rises to the top.
    const review = (star: number) => post(fan, '/api/reviews', { sellerId: seller.id, desc: 'Careful and on time', star });
    expect((await review(2)).statusCode).toBe(201);
    expect((await review(4)).statusCode).toBe(200);
    inbox = await page(seller);
    expect(inbox.items.map((n) => n.text)).toEqual([
      `${fan.username} reviewed you: 4 stars`,
      `${other.username} is interested in "Shenzhen to Lagos"`,
      `${fan.username} is interested in "Shenzhen to Lagos"`,
    ]);
    expect(inbox.unread).toBe(3);

    // Once read, the next offer is news again.
    await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: { cookie: seller.cookie }, payload: {} });
    await post(fan, `/api/gigs/${gig.id}/interest`);
    await post(fan, `/api/gigs/${gig.id}/interest`);
    inbox = await page(seller);
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0]).toMatchObject({ type: 'interest', read: false, text: `${fan.username} is interested in "Shenzhen to Lagos"` });
    expect(inbox.items).toHaveLength(4);
  });

  it('tells the other party about requests, orders, reviews and interest', async () => {
    const seller = await person(true);
    const buyer = await person();
    const gig = await createGig(t.db, seller.id, { title: 'Guangzhou to Accra in March' });
    const request = (await post(buyer, `/api/gigs/${gig.id}/requests`, { quantity: 3, description: 'Clothes and books', declaration: true })).json() as BookingRequest;
    const order = (await post(seller, `/api/requests/${request._id}/accept`, { quantity: 2 })).json() as Order;
    await post(seller, `/api/orders/${order._id}/pickup`);
    const pickedUp = (await page(buyer)).items[0]!;
    expect(pickedUp).toMatchObject({ type: 'order_picked_up', link: '/orders', text: `${seller.username} has your parcel for "Guangzhou to Accra in March"` });
    await post(seller, `/api/orders/${order._id}/deliver`);
    await post(buyer, `/api/orders/${order._id}/confirm`);
    await post(buyer, '/api/reviews', { sellerId: seller.id, desc: 'Great courier', star: 5, orderId: order._id });

    const sellerTypes = (await page(seller)).items.map((n) => [n.type, n.link]);
    // Asking registers interest without a second notification.
    expect(sellerTypes).toEqual([
      ['review', `/profile/${seller.id}`],
      ['order_completed', '/orders'],
      ['request_new', '/requests'],
    ]);
    const sellerTexts = (await page(seller)).items.map((n) => n.text);
    expect(sellerTexts[0]).toBe(`${buyer.username} reviewed you: 5 stars`);
    expect(sellerTexts[2]).toBe(`${buyer.username} asked for 3 kg on "Guangzhou to Accra in March"`);
    const buyerItems = (await page(buyer)).items;
    expect(buyerItems.map((n) => n.type)).toEqual(['order_delivered', 'order_picked_up', 'request_accepted']);
    expect(buyerItems[2]!.text).toBe(`${seller.username} accepted 2 kg on "Guangzhou to Accra in March". Your delivery code is in Orders.`);

    // Interest by Make Offer tells the owner; withdrawing it tells nobody.
    const fan = await person();
    await post(fan, `/api/gigs/${gig.id}/interest`);
    await post(fan, `/api/gigs/${gig.id}/interest`);
    const interest = (await page(seller)).items.filter((n) => n.type === 'interest');
    expect(interest).toHaveLength(1);
    expect(interest[0]!.text).toBe(`${fan.username} is interested in "Guangzhou to Accra in March"`);

    // Declines, withdrawals and cancellations reach the other side.
    const other = await person();
    const r2 = (await post(other, `/api/gigs/${gig.id}/requests`, { quantity: 1, description: 'A small parcel', declaration: true })).json() as BookingRequest;
    await post(seller, `/api/requests/${r2._id}/decline`, { reason: 'No room left' });
    expect((await page(other)).items[0]).toMatchObject({ type: 'request_declined', text: `${seller.username} declined your request on "Guangzhou to Accra in March": No room left` });
    const r3 = (await post(other, `/api/gigs/${gig.id}/requests`, { quantity: 1, description: 'A small parcel', declaration: true })).json() as BookingRequest;
    await post(other, `/api/requests/${r3._id}/withdraw`);
    expect((await page(seller)).items[0]).toMatchObject({ type: 'request_withdrawn' });
    await t.db.insert(gigInterests).values({ gigId: gig.id, userId: other.id }).onConflictDoNothing();
    const o2 = (await post(seller, `/api/gigs/${gig.id}/accept`, { userId: other.id, quantity: 1 })).json() as Order;
    await post(other, `/api/orders/${o2._id}/cancel`);
    expect((await page(seller)).items[0]).toMatchObject({ type: 'order_cancelled', text: `${other.username} cancelled the order "Guangzhou to Accra in March"` });
  });

  it('pages newest first, counts unread, and marks some or all read (only one\'s own)', async () => {
    const seller = await person(true);
    const gig = await createGig(t.db, seller.id);
    const fans = await Promise.all(Array.from({ length: 5 }, () => person()));
    for (const fan of fans) await post(fan, `/api/gigs/${gig.id}/interest`);
    const first = await page(seller, '?limit=2');
    expect(first).toMatchObject({ unread: 5, total: 5 });
    expect(first.items.map((n) => n.text)).toEqual([fans[4], fans[3]].map((f) => `${f!.username} is interested in "${gig.title}"`));
    expect((await page(seller, '?limit=2&page=3')).items).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications?limit=500', headers: { cookie: seller.cookie } })).statusCode).toBe(400);

    const stranger = await person();
    expect((await post(stranger, '/api/notifications/read', { ids: [first.items[0]!._id] })).json()).toEqual({ unread: 0 });
    expect((await page(seller)).unread).toBe(5);
    expect((await post(seller, '/api/notifications/read', { ids: first.items.map((n) => n._id) })).json()).toEqual({ unread: 3 });
    expect((await post(seller, '/api/notifications/read', { ids: 'all' })).statusCode).toBe(400);
    expect((await post(seller, '/api/notifications/read')).json()).toEqual({ unread: 0 });
    expect((await post(null, '/api/notifications/read')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('warns an owner once that a listing expires within 2 days, however many sweeps run', async () => {
    const seller = await person(true);
    const now = Date.now();
    const soon = await createGig(t.db, seller.id, { createdAt: new Date(now - 5.5 * DAY_MS), expirationDays: 7 });
    await createGig(t.db, seller.id, { createdAt: new Date(now - 4 * DAY_MS), expirationDays: 7 });
    await createGig(t.db, seller.id, { createdAt: new Date(now - 8 * DAY_MS), expirationDays: 7 });
    await Promise.all([notifyExpiringListings(t.db, t.app.events), notifyExpiringListings(t.db, t.app.events)]);
    await notifyExpiringListings(t.db, t.app.events);
    const warned = (await page(seller)).items.filter((n) => n.type === 'listing_expiring');
    expect(warned.map((n) => n.link)).toEqual([`/gig/${soon.id}`]);
    expect(warned[0]!.text).toBe(`Your listing "${soon.title}" expires in 2 days`);

    // A container closing at its departure says so; one whose days run out first expires (decision 2460).
    const departs = new Date(now + DAY_MS).toISOString().slice(0, 10);
    const sails = await createContainer(t.db, seller.id, { createdAt: new Date(now - DAY_MS), expirationDays: 30, departureDate: departs });
    const lapses = await createContainer(t.db, seller.id, { createdAt: new Date(now - 5.5 * DAY_MS), expirationDays: 7, departureDate: dayAhead(20) });
    await notifyExpiringListings(t.db, t.app.events);
    const texts = (await page(seller)).items.filter((n) => n.type === 'listing_expiring').map((n) => [n.link, n.text]);
    expect(texts).toEqual(
      expect.arrayContaining([
        [`/container/${sails.id}`, `Your listing "${sails.title}" closes to bookings within 2 days: it departs on ${departs}`],
        [`/container/${lapses.id}`, `Your listing "${lapses.title}" expires in 2 days`],
      ]),
    );
  });

  it('reads what was dealt with: a request once answered, an order step once the order moved on, an offer once accepted (decision 1603)', async () => {
    const seller = await person(true);
    const buyer = await person();
    const gig = await createGig(t.db, seller.id, { title: 'Yiwu to Lagos in April' });
    const unread = async (who: Person) => (await page(who)).items.filter((n) => !n.read).map((n) => n.type);
    const live = await LiveClient.open(wsUrl, { cookie: seller.cookie });
    clients.push(live);

    // The courier answers the request on /requests: its bell stops asking.
    const request = (await post(buyer, `/api/gigs/${gig.id}/requests`, { quantity: 3, description: 'Clothes and books', declaration: true })).json() as BookingRequest;
    expect(await unread(seller)).toEqual(['request_new']);
    const order = (await post(seller, `/api/requests/${request._id}/accept`, { quantity: 2 })).json() as Order;
    expect(await unread(seller)).toEqual([]);
    expect(await live.next((e) => e.type === 'notifications-read')).toEqual({ type: 'notifications-read', unread: 0 });
    expect(await unread(buyer)).toEqual(['request_accepted']);

    // "Please confirm receipt" is read once the buyer confirms; the courier hears of the completion.
    await post(seller, `/api/orders/${order._id}/deliver`);
    // The order moved on: "accepted, your code is in Orders" gives way to "please confirm receipt".
    expect(await unread(buyer)).toEqual(['order_delivered']);
    expect((await post(buyer, `/api/orders/${order._id}/confirm`)).statusCode).toBe(200);
    expect(await unread(buyer)).toEqual([]);
    expect(await unread(seller)).toEqual(['order_completed']);

    // A withdrawn request: the courier's "asked for" is read, the withdrawal is news.
    const r2 = (await post(buyer, `/api/gigs/${gig.id}/requests`, { quantity: 1, description: 'A small parcel', declaration: true })).json() as BookingRequest;
    await post(buyer, `/api/requests/${r2._id}/withdraw`);
    expect(await unread(seller)).toEqual(['request_withdrawn', 'order_completed']);

    // An offer accepted from the offers list: the owner's "is interested" is read.
    await post(seller, '/api/notifications/read');
    const fan = await person();
    await post(fan, `/api/gigs/${gig.id}/interest`);
    const other = await person();
    await post(other, `/api/gigs/${gig.id}/interest`);
    expect(await unread(seller)).toEqual(['interest', 'interest']);
    expect((await post(seller, `/api/gigs/${gig.id}/accept`, { userId: fan.id, quantity: 1 })).statusCode).toBe(201);
    const left = (await page(seller)).items.filter((n) => !n.read);
    expect(left.map((n) => n.text)).toEqual([`${other.username} is interested in "Yiwu to Lagos in April"`]);
  });

  it("reads the owner's \"is interested\" of a buyer whose request on that listing they accept (decision 2414)", async () => {
    const seller = await person(true);
    const buyer = await person();
    const other = await person();
    const gig = await createGig(t.db, seller.id, { title: 'Guangzhou to Kumasi' });
    const unread = async (who: Person) => (await page(who)).items.filter((n) => !n.read).map((n) => n.text);
    await post(buyer, `/api/gigs/${gig.id}/interest`);
    await post(other, `/api/gigs/${gig.id}/interest`);
    const request = (await post(buyer, `/api/gigs/${gig.id}/requests`, { quantity: 2, description: 'Winter clothes', declaration: true })).json() as BookingRequest;
    expect((await post(seller, `/api/requests/${request._id}/accept`, { quantity: 2 })).statusCode).toBe(201);
    expect(await unread(seller)).toEqual([`${other.username} is interested in "Guangzhou to Kumasi"`]);
  });

  it("reads the buyer's \"leave a review\" once they review the courier, from the order or anywhere else (decision 2412)", async () => {
    const seller = await person(true);
    const unread = async (who: Person) => (await page(who)).items.filter((n) => !n.read).map((n) => n.type);
    const completedFor = async (buyer: Person, title: string) => {
      const gig = await createGig(t.db, seller.id, { title });
      const request = (await post(buyer, `/api/gigs/${gig.id}/requests`, { quantity: 1, description: 'A box of books', declaration: true })).json() as BookingRequest;
      const order = (await post(seller, `/api/requests/${request._id}/accept`, { quantity: 1 })).json() as Order;
      const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer.cookie } })).json() as Order[];
      const code = mine.find((o) => o._id === order._id)!.deliveryCode;
      expect((await post(seller, `/api/orders/${order._id}/deliver`, { code })).statusCode).toBe(200);
      return order;
    };

    // Completed by the courier's code: the buyer is asked for a review; reviewing from the order answers it.
    const buyer = await person();
    const order = await completedFor(buyer, 'Guangzhou to Accra in May');
    expect(await unread(buyer)).toEqual(['order_completed']);
    expect((await post(buyer, '/api/reviews', { sellerId: seller.id, desc: 'Careful and on time', star: 5, orderId: order._id })).statusCode).toBe(201);
    expect(await unread(buyer)).toEqual([]);

    // A review written from the courier's profile answers it too; another courier's ask stays.
    const other = await person();
    await completedFor(other, 'Guangzhou to Lagos in May');
    const elsewhere = await person(true);
    const gig = await createGig(t.db, elsewhere.id, { title: 'Shenzhen to Nairobi' });
    const request = (await post(other, `/api/gigs/${gig.id}/requests`, { quantity: 1, description: 'A box of shoes', declaration: true })).json() as BookingRequest;
    const otherOrder = (await post(elsewhere, `/api/requests/${request._id}/accept`, { quantity: 1 })).json() as Order;
    const code = ((await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: other.cookie } })).json() as Order[]).find((o) => o._id === otherOrder._id)!.deliveryCode;
    await post(elsewhere, `/api/orders/${otherOrder._id}/deliver`, { code });
    expect(await unread(other)).toEqual(['order_completed', 'order_completed']);
    expect((await post(other, '/api/reviews', { sellerId: seller.id, desc: 'Good communication', star: 4 })).statusCode).toBe(201);
    const left = (await page(other)).items.filter((n) => !n.read);
    expect(left.map((n) => n.text)).toEqual([`The order "Shenzhen to Nairobi" with ${elsewhere.username} is completed. How did it go? Leave ${elsewhere.username} a review from your orders`]);
  });

  it('arrives live with the unread count, and reading elsewhere updates every tab', async () => {
    const seller = await person(true);
    const fan = await person();
    const gig = await createGig(t.db, seller.id);
    const live = await LiveClient.open(wsUrl, { cookie: seller.cookie });
    clients.push(live);
    await post(fan, `/api/gigs/${gig.id}/interest`);
    const event = await live.next((e) => e.type === 'notification');
    expect(event).toMatchObject({ unread: 1, notification: { type: 'interest', read: false } });
    await post(seller, '/api/notifications/read');
    expect(await live.next((e) => e.type === 'notifications-read')).toEqual({ type: 'notifications-read', unread: 0 });
  });

  it("tells the other side of each thread at once when an account is suspended, let back, or deleted", async () => {
    const buyer = await person();
    const seller = await person(true);
    const operator = await person();
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, operator.id));
    const { id } = (await post(buyer, '/api/conversations', { to: seller.id })).json();
    const live = await LiveClient.open(wsUrl, { cookie: seller.cookie });
    clients.push(live);
    const thread = (e: { type: string; conversation?: unknown }) => e.type === 'conversation' && (e.conversation as { id: string }).id === id;
    const otherUser = async () => ((await live.next(thread)).conversation as { otherUser: { username: string; unavailable?: true } }).otherUser;

    expect((await post(operator, `/api/admin/users/${buyer.id}/suspend`, { reason: 'Spam' })).statusCode).toBe(200);
    expect(await otherUser()).toMatchObject({ username: buyer.username, unavailable: true });
    expect((await post(operator, `/api/admin/users/${buyer.id}/unsuspend`, {})).statusCode).toBe(200);
    expect(await otherUser()).not.toHaveProperty('unavailable');
    const fresh = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: buyer.username, password: DEFAULT_PASSWORD } });
    const cookie = `sid=${fresh.cookies.find((c) => c.name === 'sid')!.value}`;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/delete-account', headers: { cookie }, payload: { password: DEFAULT_PASSWORD } })).statusCode).toBe(200);
    expect(await otherUser()).toMatchObject({ username: MESSAGES.deletedUser, unavailable: true, deleted: true });
  });
});
