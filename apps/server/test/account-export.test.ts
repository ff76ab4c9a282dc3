import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import { createContainer, createGig } from '../src/db/factories.js';
import { newId } from '../src/db/ids.js';
import { orders } from '../src/db/schema/index.js';
import { createTestApp, expectNoSecrets, type TestApp } from './helpers.js';
import { signedInOperator, signedInPerson, type Person } from './listing-helpers.js';

// Download my data (decision 1501): everything kept about the signed-in user, as one JSON file.

describe('GET /api/auth/export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 1000 });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, who: Person | null, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/auth/export', null)).statusCode).toBe(401);
  });

  it("holds the user's account, listings, bookings, reviews, threads and the rest, and nothing secret", async () => {
    const me = await signedInPerson(t.db, true);
    const courier = await signedInPerson(t.db, true);
    const buyer = await signedInPerson(t.db);
    const myGig = await createGig(t.db, me.id);
    const myContainer = await createContainer(t.db, me.id);
    const theirGig = await createGig(t.db, courier.id);

    // I book space on the courier's gig (buyer side), and a buyer books on mine (seller side).
    const asked = (await call('POST', `/api/gigs/${theirGig.id}/requests`, me, { quantity: 2, description: 'Two boxes of books', declaration: true })).json() as BookingRequest;
    const bought = await call('POST', `/api/requests/${asked._id}/accept`, courier);
    expect(bought.statusCode).toBe(201);
    const theirs = (await call('POST', `/api/gigs/${myGig.id}/requests`, buyer, { quantity: 3, description: 'A suitcase of clothes', declaration: true })).json() as BookingRequest;
    const sold = await call('POST', `/api/requests/${theirs._id}/accept`, me);
    expect(sold.statusCode).toBe(201);

    const thread = (await call('POST', '/api/conversations', buyer, { to: me.id })).json().id as string;
    expect((await call('POST', '/api/messages', buyer, { conversationId: thread, desc: 'Is Tuesday fine for the hand-over?' })).statusCode).toBe(201);
    expect((await call('POST', '/api/messages', me, { conversationId: thread, desc: 'Tuesday at noon, by the north gate.' })).statusCode).toBe(201);
    // A message an operator removed after my report keeps no text in the thread.
    const removed = (await call('POST', '/api/messages', buyer, { conversationId: thread, desc: 'Pay me outside the app instead' })).json()._id as string;
    const report = await call('POST', '/api/reports', me, { targetType: 'message', targetId: removed, reason: 'scam' });
    const operator = await signedInOperator(t.db);
    expect((await call('POST', `/api/admin/reports/${report.json().report._id}/resolve`, operator, { action: 'remove', note: 'Spam' })).statusCode).toBe(200);
    expect((await call('POST', '/api/alerts', me, { search: 'China to Ghana' })).statusCode).toBe(201);
    expect((await call('POST', `/api/users/${courier.id}/block`, me)).statusCode).toBeLessThan(300);
    expect((await call('POST', '/api/reports', me, { targetType: 'gig', targetId: theirGig.id, reason: 'scam', details: 'Asked for a deposit' })).statusCode).toBe(201);

    const res = await call('GET', '/api/auth/export', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="spaceshare-${me.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expectNoSecrets(res);
    expect(res.body).not.toMatch(/tokenHash|token_hash|unsubscribeToken/);

    const data = res.json();
    expect(data).toMatchObject({ format: 1, account: { id: me.id, username: me.username } });
    expect(data.account.email).toMatch(/@/);
    expect(data.listings.gigs.map((g: { id: string }) => g.id)).toEqual([myGig.id]);
    expect(data.listings.containers.map((c: { id: string }) => c.id)).toEqual([myContainer.id]);
    expect(data.interests.gigs.map((i: { gigId: string }) => i.gigId)).toEqual([theirGig.id]);

    const roles = Object.fromEntries(data.requests.map((r: { id: string; role: string }) => [r.id, r.role]));
    expect(roles).toEqual({ [asked._id]: 'buyer', [theirs._id]: 'seller' });
    const orders = data.orders as Array<{ id: string; role: string; deliveryCode?: string; seller: string; buyer: string }>;
    const asBuyer = orders.find((o) => o.id === bought.json()._id)!;
    const asSeller = orders.find((o) => o.id === sold.json()._id)!;
    // The code proves the hand-over: only the buyer ever holds it, in the app and in the file.
    expect(asBuyer).toMatchObject({ role: 'buyer', seller: courier.username });
    expect(asBuyer.deliveryCode).toMatch(/^\d{6}$/);
    expect(asSeller).toMatchObject({ role: 'seller', buyer: buyer.username });
    expect(asSeller).not.toHaveProperty('deliveryCode');

    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ id: thread, with: buyer.username });
    expect(data.conversations[0].messages.map((m: { from: string; mine: boolean; text: string | null; removedByOperator: boolean }) => [m.from, m.mine, m.text, m.removedByOperator])).toEqual([
      [buyer.username, false, 'Is Tuesday fine for the hand-over?', false],
      [me.username, true, 'Tuesday at noon, by the north gate.', false],
      [buyer.username, false, null, true],
    ]);
    expect(res.body).not.toMatch(/Elsewhere|\\u0001/);
    expect(data.routeAlerts).toHaveLength(1);
    expect(data.blocked).toEqual([expect.objectContaining({ username: courier.username })]);
    expect(data.reportsFiled).toEqual([
      expect.objectContaining({ targetId: theirGig.id, reason: 'scam', status: 'open' }),
      expect.objectContaining({ targetId: removed, reason: 'scam', status: 'resolved' }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.notifications.length).toBeGreaterThan(0);

    // The other side's file holds the same thread, from their side.
    const theirsFile = (await call('GET', '/api/auth/export', buyer)).json();
    expect(theirsFile.conversations[0]).toMatchObject({ id: thread, with: me.username });
    expect(theirsFile.orders[0]).toMatchObject({ role: 'buyer', seller: me.username });
  });

  it("lists the user's push devices by their push service's host, never the endpoint's secret path or keys", async () => {
    const me = await signedInPerson(t.db);
    const ecdh = createECDH('prime256v1');
    const keys = { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const endpoints = ['https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ-secret-token', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAsecret'];
    for (const endpoint of endpoints) expect((await call('POST', '/api/push/subscriptions', me, { endpoint, keys })).statusCode).toBe(201);
    // Someone else's device is not in my file.
    const other = await signedInPerson(t.db);
    expect((await call('POST', '/api/push/subscriptions', other, { endpoint: 'https://fcm.googleapis.com/fcm/send/theirs', keys })).statusCode).toBe(201);

    const res = await call('GET', '/api/auth/export', me);
    const devices = res.json().pushDevices as Array<Record<string, unknown>>;
    expect(devices.map((d) => d.pushService).sort()).toEqual(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
    for (const device of devices) {
      expect(Object.keys(device).sort()).toEqual(['createdAt', 'lastFailureAt', 'lastSuccessAt', 'pushService']);
      expect(new Date(device.createdAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(res.body).not.toMatch(/secret|theirs|\/fcm\/send|wpush/);
    expect(res.body).not.toContain(keys.p256dh);
    expect(res.body).not.toContain(keys.auth);
    expect((await call('GET', '/api/auth/export', other)).json().pushDevices).toHaveLength(1);
  });

  it('lists reviews the user wrote and received', async () => {
    const me = await signedInPerson(t.db, true);
    const other = await signedInPerson(t.db, true);
    expect((await call('POST', '/api/reviews', me, { sellerId: other.id, desc: 'Quick and careful', star: 5 })).statusCode).toBe(201);
    expect((await call('POST', '/api/reviews', other, { sellerId: me.id, desc: 'Answered fast', star: 4 })).statusCode).toBe(201);
    const data = (await call('GET', '/api/auth/export', me)).json();
    expect(data.reviews.written).toEqual([expect.objectContaining({ desc: 'Quick and careful', star: 5, seller: other.username })]);
    expect(data.reviews.received).toEqual([expect.objectContaining({ desc: 'Answered fast', star: 4, author: other.username, verified: false })]);
    // A review written before a booking completed stays unverified once it has, as on the site (decision
    // 2203: it tells nothing of that delivery); written again, it is a verified booking.
    await t.db.insert(orders).values({
      id: newId(),
      listingType: 'gig',
      title: 'A finished trip',
      price: 10,
      priceRMB: 70,
      quantity: 1,
      unit: 'kg',
      sellerId: other.id,
      buyerId: me.id,
      status: 'completed',
      completedAt: new Date(),
    });
    const after = (await call('GET', '/api/auth/export', me)).json();
    expect(after.reviews.written).toEqual([expect.objectContaining({ desc: 'Quick and careful', verified: false })]);
    expect((await call('GET', `/api/reviews/${other.id}`, null)).json()).toEqual([expect.objectContaining({ desc: 'Quick and careful', verified: false })]);
    expect((await call('POST', '/api/reviews', me, { sellerId: other.id, desc: 'Delivered as promised', star: 5 })).statusCode).toBe(200);
    const rewritten = (await call('GET', '/api/auth/export', me)).json();
    expect(rewritten.reviews.written).toEqual([expect.objectContaining({ desc: 'Delivered as promised', verified: true })]);
    const shown = (await call('GET', `/api/reviews/${other.id}`, null)).json();
    expect(shown).toEqual([expect.objectContaining({ desc: 'Delivered as promised', verified: true })]);
  });
});
