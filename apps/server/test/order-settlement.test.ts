import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Order } from '@spaceshare/shared/schemas/order';
import { orderRef, shortId } from '@spaceshare/shared/rules/short-id';
import type { AdminOrder } from '@spaceshare/shared/schemas/safety';
import { createGig } from '../src/db/factories.js';
import { auditLog, gigInterests, gigs, notifications, orders, users } from '../src/db/schema/index.js';
import { completeDeliveredOrders } from '../src/modules/orders/settle.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { daysAgo, signedInOperator, signedInPerson, type Person } from './listing-helpers.js';

// Orders settled without one of their people (decision 1701): by time, and by an operator.

describe('orders settled by time and by operators', () => {
  let t: TestApp;
  const api = requests(() => t.app);
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInOperator(t.db);
  });
  afterAll(() => t.close());

  /** An active order of 2 kg on a 20 kg gig; `deliveredDaysAgo` marks it delivered that long ago. */
  async function anOrder(title = 'Guangzhou to Accra', deliveredDaysAgo?: number) {
    const seller = await signedInPerson(t.db, true);
    const buyer = await signedInPerson(t.db);
    const gig = await createGig(t.db, seller.id, { title });
    await t.db.insert(gigInterests).values({ gigId: gig.id, userId: buyer.id });
    const order = (await api.post(`/api/gigs/${gig.id}/accept`, seller.cookie, { userId: buyer.id, quantity: 2 })).json() as Order;
    if (deliveredDaysAgo !== undefined) {
      expect((await api.post(`/api/orders/${order._id}/deliver`, seller.cookie)).statusCode).toBe(200);
      await t.db.update(orders).set({ deliveredAt: daysAgo(deliveredDaysAgo) }).where(eq(orders.id, order._id));
    }
    return { seller, buyer, gig, order };
  }
  const statusOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const textsOf = async (userId: string, subjectId: string) =>
    (await t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.subjectId, subjectId)))).map((n) => n.text);
  const tripsOf = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.tripsCompleted;

  it(`completes an order delivered ${LIMITS.ORDER_AUTO_COMPLETE_DAYS} days ago that nobody disputes, once`, async () => {
    const due = await anOrder('Due order', LIMITS.ORDER_AUTO_COMPLETE_DAYS + 1);
    const early = await anOrder('Early order', LIMITS.ORDER_AUTO_COMPLETE_DAYS - 1);
    const notDelivered = await anOrder('Not delivered');
    const reported = await anOrder('Reported order', LIMITS.ORDER_AUTO_COMPLETE_DAYS + 3);
    const report = await api.post('/api/reports', reported.buyer.cookie, { targetType: 'user', targetId: reported.seller.id, reason: 'scam', details: 'Never arrived' });
    expect(report.statusCode).toBe(201);
    const trips = await tripsOf(due.seller.id);

    // Other tests' orders may be due too: what matters is which of these moved.
    expect(await completeDeliveredOrders(t.db, t.app.events)).toBeGreaterThanOrEqual(1);
    expect((await statusOf(due.order._id)).status).toBe('completed');
    expect((await statusOf(due.order._id)).completedAt).not.toBeNull();
    expect(await tripsOf(due.seller.id)).toBe(trips + 1);
    for (const left of [early, notDelivered, reported]) expect((await statusOf(left.order._id)).status).toBe('active');

    const said = `The order "Due order" completed by itself ${LIMITS.ORDER_AUTO_COMPLETE_DAYS} days after delivery`;
    // The buyer is asked for a review of the courier, the courier is not.
    expect(await textsOf(due.buyer.id, due.order._id)).toContain(`${said}. How did it go? Leave ${due.seller.username} a review from your orders`);
    expect(await textsOf(due.seller.id, due.order._id)).toContain(said);
    // The buyer's "please confirm receipt" was dealt with.
    const unread = await t.db.select().from(notifications).where(and(eq(notifications.userId, due.buyer.id), eq(notifications.type, 'order_delivered')));
    expect(unread.every((n) => n.readAt !== null)).toBe(true);

    // Swept again: nothing more, the courier's count stays.
    await completeDeliveredOrders(t.db, t.app.events);
    expect(await tripsOf(due.seller.id)).toBe(trips + 1);
    const orders = (await api.get('/api/orders', due.buyer.cookie)).json() as Order[];
    expect(orders[0]).toMatchObject({ _id: due.order._id, status: 'completed' });
  });

  it('lets an operator find orders, see the disputed ones, and cancel or complete them with a note both people read', async () => {
    const disputed = await anOrder('Disputed parcel', 2);
    await api.post('/api/reports', disputed.buyer.cookie, { targetType: 'user', targetId: disputed.seller.id, reason: 'scam', details: 'Says delivered, I have nothing' });
    const stuck = await anOrder('Stuck parcel');
    expect((await api.post(`/api/orders/${stuck.order._id}/pickup`, stuck.seller.cookie)).statusCode).toBe(200);

    // Not for everyone.
    expect((await api.get('/api/admin/orders')).statusCode).toBe(401);
    expect((await api.get('/api/admin/orders', disputed.buyer.cookie)).statusCode).toBe(403);
    expect((await api.post(`/api/admin/orders/${stuck.order._id}/cancel`, stuck.buyer.cookie, { note: 'x' })).statusCode).toBe(403);

    const byName = (await api.get(`/api/admin/orders?q=${disputed.buyer.username}`, admin.cookie)).json() as { items: AdminOrder[]; total: number };
    expect(byName.total).toBe(1);
    expect(byName.items[0]).toMatchObject({
      _id: disputed.order._id,
      title: 'Disputed parcel',
      status: 'active',
      disputed: true,
      buyer: { _id: disputed.buyer.id, username: disputed.buyer.username },
      seller: { _id: disputed.seller.id, username: disputed.seller.username },
      quantity: 2,
      unit: 'kg',
    });
    expect(byName.items[0]!.deliveredAt).not.toBeNull();
    const byId = (await api.get(`/api/admin/orders?q=${stuck.order._id}`, admin.cookie)).json() as { items: AdminOrder[] };
    expect(byId.items.map((o) => [o._id, o.disputed, o.pickedUpAt !== null])).toEqual([[stuck.order._id, false, true]]);
    // By the reference the order's people see on their cards (decision 2453), as they quote it.
    for (const q of [orderRef(stuck.order._id), shortId(stuck.order._id).toLowerCase(), `#${stuck.order._id}`]) {
      const byRef = (await api.get(`/api/admin/orders?status=all&q=${encodeURIComponent(q)}`, admin.cookie)).json() as { items: AdminOrder[] };
      expect(byRef.items.map((o) => o._id), q).toContain(stuck.order._id);
      expect(byRef.items.every((o) => o._id.endsWith(shortId(stuck.order._id).toLowerCase())), q).toBe(true);
    }
    const disputedOnly = (await api.get('/api/admin/orders?status=disputed&limit=100', admin.cookie)).json() as { items: AdminOrder[] };
    expect(disputedOnly.items.map((o) => o._id)).toContain(disputed.order._id);
    expect(disputedOnly.items.map((o) => o._id)).not.toContain(stuck.order._id);
    expect((await api.get('/api/admin/orders?status=lost', admin.cookie)).statusCode).toBe(400);

    // A note is required; a missing order is 404.
    const noNote = await api.post(`/api/admin/orders/${stuck.order._id}/cancel`, admin.cookie, { note: '  ' });
    expect(noNote.json()).toEqual({ message: MESSAGES.orderOperatorNoteRequired });
    const invisibleNote = await api.post(`/api/admin/orders/${stuck.order._id}/cancel`, admin.cookie, { note: '\u200b\u2060' });
    expect([invisibleNote.statusCode, invisibleNote.json()]).toEqual([400, { message: MESSAGES.orderOperatorNoteRequired }]);
    expect((await api.post(`/api/admin/orders/${'0'.repeat(24)}/cancel`, admin.cookie, { note: 'x' })).statusCode).toBe(404);

    // Cancel the picked-up order the courier never delivered: the space goes back, both read why.
    const cancelled = await api.post(`/api/admin/orders/${stuck.order._id}/cancel`, admin.cookie, { note: 'The courier returned the parcel' });
    expect(cancelled.json()).toEqual({ message: MESSAGES.orderCancelledByOperator });
    expect((await statusOf(stuck.order._id)).status).toBe('cancelled');
    expect((await t.db.select().from(gigs).where(eq(gigs.id, stuck.gig.id)))[0]!.availableSpace).toBe(20);
    const why = 'SpaceShare cancelled the order "Stuck parcel": The courier returned the parcel';
    expect(await textsOf(stuck.buyer.id, stuck.order._id)).toContain(why);
    expect(await textsOf(stuck.seller.id, stuck.order._id)).toContain(why);
    const again = await api.post(`/api/admin/orders/${stuck.order._id}/complete`, admin.cookie, { note: 'x' });
    expect([again.statusCode, again.json()]).toEqual([409, { message: MESSAGES.orderNotActive }]);

    // Complete the disputed one after hearing both: the courier's count grows; audited.
    const trips = await tripsOf(disputed.seller.id);
    const completed = await api.post(`/api/admin/orders/${disputed.order._id}/complete`, admin.cookie, { note: 'Photo of the hand-over checked' });
    expect(completed.json()).toEqual({ message: MESSAGES.orderCompletedByOperator });
    expect(await tripsOf(disputed.seller.id)).toBe(trips + 1);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.adminId, admin.id));
    expect(audited.map((a) => [a.action, a.targetType, a.targetId, a.note])).toEqual(
      expect.arrayContaining([
        ['order.cancel', 'order', stuck.order._id, 'The courier returned the parcel'],
        ['order.complete', 'order', disputed.order._id, 'Photo of the hand-over checked'],
      ]),
    );
  });
});
