import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Order } from '@spaceshare/shared/schemas/order';
import type { AdminOrder, AdminReport } from '@spaceshare/shared/schemas/safety';
import { createGig } from '../src/db/factories.js';
import { auditLog, emailOutbox, gigInterests, notifications, orders, reports } from '../src/db/schema/index.js';
import { completeDeliveredOrders } from '../src/modules/orders/settle.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { daysAgo, signedInOperator, signedInPerson, type Person } from './listing-helpers.js';

// The booking loop's loose ends (decision 2204): an accepted offer is told to its buyer, a problem is
// reported from the order and settled with it, and a suspended person's orders wait for an operator.

describe('orders: accepted offers, problems reported from the order, suspended people', () => {
  let t: TestApp;
  const api = requests(() => t.app);
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInOperator(t.db);
  });
  afterAll(() => t.close());

  /** The courier accepts the buyer's Make Offer for 2 kg; `deliveredDaysAgo` marks it delivered that long ago. */
  async function anOrder(title: string, deliveredDaysAgo?: number) {
    const seller = await signedInPerson(t.db, true);
    const buyer = await signedInPerson(t.db);
    const gig = await createGig(t.db, seller.id, { title });
    await t.db.insert(gigInterests).values({ gigId: gig.id, userId: buyer.id });
    const accepted = await api.post(`/api/gigs/${gig.id}/accept`, seller.cookie, { userId: buyer.id, quantity: 2 });
    expect(accepted.statusCode).toBe(201);
    const order = accepted.json() as Order;
    if (deliveredDaysAgo !== undefined) {
      expect((await api.post(`/api/orders/${order._id}/deliver`, seller.cookie)).statusCode).toBe(200);
      await t.db.update(orders).set({ deliveredAt: daysAgo(deliveredDaysAgo) }).where(eq(orders.id, order._id));
    }
    return { seller, buyer, gig, order };
  }
  const ordersOf = async (who: Person) => (await api.get('/api/orders', who.cookie)).json() as Order[];
  const adminOrders = async (query: string) => ((await api.get(`/api/admin/orders?${query}&limit=100`, admin.cookie)).json() as { items: AdminOrder[] }).items;
  const emailsTo = (who: Person) => t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, who.id));

  it('tells the buyer their offer was accepted: in the bell and by email, as an accepted request is', async () => {
    const { seller, buyer, order } = await anOrder('Offer to Accra');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.map((n) => [n.type, n.text, n.link, n.subjectId])).toEqual([
      ['offer_accepted', `${seller.username} accepted your offer: 2 kg on "Offer to Accra". Your delivery code is in Orders.`, '/orders', order._id],
    ]);
    const mails = await emailsTo(buyer);
    expect(mails.map((m) => [m.category, m.subject])).toEqual([['orders', 'SpaceShare: Your offer was accepted']]);
    expect(mails[0]!.text).toContain('Your delivery code is in Orders.');
    // Once the courier picks the parcel up, what was said of the acceptance is read.
    expect((await api.post(`/api/orders/${order._id}/pickup`, seller.cookie)).statusCode).toBe(200);
    const accepted = await t.db.select().from(notifications).where(and(eq(notifications.userId, buyer.id), eq(notifications.type, 'offer_accepted')));
    expect(accepted[0]!.readAt).not.toBeNull();
  });

  it('takes a problem reported from the order about its other person, and refuses one about anyone else', async () => {
    const { seller, buyer, order } = await anOrder('Checked order');
    const stranger = await signedInPerson(t.db);
    const about = (who: Person) => ({ targetType: 'user', targetId: who.id, reason: 'scam', orderId: order._id });
    for (const [what, res, status, message] of [
      ['a stranger', await api.post('/api/reports', stranger.cookie, about(seller)), 403, MESSAGES.reportOrderNotYours],
      ['about a third person', await api.post('/api/reports', buyer.cookie, about(stranger)), 400, MESSAGES.reportOrderWrongTarget],
      ['about the listing', await api.post('/api/reports', buyer.cookie, { ...about(seller), targetType: 'gig', targetId: order.listingId }), 400, MESSAGES.reportOrderWrongTarget],
      ['no such order', await api.post('/api/reports', buyer.cookie, { ...about(seller), orderId: '0'.repeat(24) }), 404, MESSAGES.orderNotFound],
    ] as const) {
      expect([what, res.statusCode, res.json()]).toEqual([what, status, { message }]);
    }
    expect(await t.db.select().from(reports).where(eq(reports.targetUserId, seller.id))).toEqual([]);
    expect((await ordersOf(buyer))[0]).toMatchObject({ _id: order._id, underReview: false });
  });

  it('puts a reported order under review for both, links it and its report in the console, and resolves the report when it is settled', async () => {
    const { seller, buyer, order } = await anOrder('Wet parcel', LIMITS.ORDER_AUTO_COMPLETE_DAYS + 1);
    const sent = await api.post('/api/reports', buyer.cookie, { targetType: 'user', targetId: seller.id, reason: 'other', details: 'It arrived soaked', orderId: order._id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().report.details).toBe(`Order #${order._id}\nIt arrived soaked`);
    expect((await ordersOf(buyer))[0]).toMatchObject({ _id: order._id, underReview: true });
    expect((await ordersOf(seller))[0]).toMatchObject({ _id: order._id, underReview: true });
    // Under review, it does not complete by itself.
    await completeDeliveredOrders(t.db, t.app.events);
    expect((await ordersOf(buyer))[0]!.status).toBe('active');

    const reportId = sent.json().report._id as string;
    const listed = (await adminOrders('status=disputed')).find((o) => o._id === order._id);
    expect(listed).toMatchObject({ disputed: true, reports: [{ _id: reportId, reporter: buyer.username, reason: 'other' }] });
    const queue = ((await api.get('/api/admin/reports?limit=100', admin.cookie)).json() as { items: AdminReport[] }).items;
    expect(queue.find((r) => r._id === reportId)).toMatchObject({ orderId: order._id, status: 'open' });

    const settled = await api.post(`/api/admin/orders/${order._id}/cancel`, admin.cookie, { note: 'Refunded by the courier' });
    expect(settled.statusCode).toBe(200);
    const [report] = await t.db.select().from(reports).where(eq(reports.id, reportId));
    expect(report).toMatchObject({ status: 'resolved', resolution: 'settled', note: 'Order cancelled: Refunded by the courier', resolvedBy: admin.id });
    const audited = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'report.settled'), eq(auditLog.targetId, order._id)));
    expect(audited.map((a) => [a.targetType, a.note, a.details])).toEqual([['order', 'Refunded by the courier', { resolved: [reportId] }]]);
    expect((await ordersOf(buyer))[0]).toMatchObject({ status: 'cancelled', underReview: false });
  });

  it('leaves a report made from a profile open when an order between the two is settled: it is about the person (decision 2454)', async () => {
    const { seller, buyer, order } = await anOrder('Late parcel');
    // A second order between the same two people, still running.
    const gig = await createGig(t.db, seller.id, { title: 'Second parcel' });
    await t.db.insert(gigInterests).values({ gigId: gig.id, userId: buyer.id });
    const second = (await api.post(`/api/gigs/${gig.id}/accept`, seller.cookie, { userId: buyer.id, quantity: 2 })).json() as Order;
    const fromOrder = await api.post('/api/reports', buyer.cookie, { targetType: 'user', targetId: seller.id, reason: 'other', details: 'Two weeks late', orderId: order._id });
    const fromProfile = await api.post('/api/reports', seller.cookie, { targetType: 'user', targetId: buyer.id, reason: 'harassment', details: 'Insults me in every message' });
    expect([fromOrder.statusCode, fromProfile.statusCode]).toEqual([201, 201]);
    const [orderReportId, profileReportId] = [fromOrder.json().report._id as string, fromProfile.json().report._id as string];
    // Both make the order disputed, and the console's row links both.
    const listed = (await adminOrders('status=disputed')).find((o) => o._id === order._id);
    expect(listed?.reports.map((r) => r._id).sort()).toEqual([orderReportId, profileReportId].sort());

    expect((await api.post(`/api/admin/orders/${order._id}/complete`, admin.cookie, { note: 'Arrived late but whole' })).statusCode).toBe(200);
    const statusOf = async (id: string) => (await t.db.select().from(reports).where(eq(reports.id, id)))[0]!;
    expect(await statusOf(orderReportId)).toMatchObject({ status: 'resolved', resolution: 'settled' });
    // The harassment report waits for an operator's decision about the buyer, and its reporter is not told otherwise.
    expect(await statusOf(profileReportId)).toMatchObject({ status: 'open', resolution: null });
    const toldSeller = await t.db.select().from(notifications).where(and(eq(notifications.userId, seller.id), eq(notifications.type, 'report_resolved')));
    expect(toldSeller).toEqual([]);
    const queue = ((await api.get('/api/admin/reports?limit=100', admin.cookie)).json() as { items: AdminReport[] }).items;
    expect(queue.find((r) => r._id === profileReportId)).toMatchObject({ status: 'open', orderId: null });
    // So their other order stays under review until it is decided.
    expect((await ordersOf(buyer)).find((o) => o._id === second._id)).toMatchObject({ status: 'active', underReview: true });
    expect((await adminOrders('status=disputed')).map((o) => o._id)).toContain(second._id);
  });

  it("lists a suspended person's active orders as disputed, keeps them from completing by themselves, and emails the suspended person", async () => {
    const { seller, buyer, order } = await anOrder('Stranded parcel', LIMITS.ORDER_AUTO_COMPLETE_DAYS + 1);
    expect((await adminOrders('status=disputed')).map((o) => o._id)).not.toContain(order._id);
    const before = (await emailsTo(seller)).length;

    expect((await api.post(`/api/admin/users/${seller.id}/suspend`, admin.cookie, { reason: 'Fake trips' })).statusCode).toBe(200);
    const listed = (await adminOrders('status=disputed')).find((o) => o._id === order._id);
    expect(listed).toMatchObject({ disputed: true, seller: { _id: seller.id, suspended: true }, buyer: { _id: buyer.id, suspended: false }, reports: [] });
    await completeDeliveredOrders(t.db, t.app.events);
    expect((await ordersOf(buyer))[0]).toMatchObject({ _id: order._id, status: 'active', otherUser: { unavailable: true } });

    const mails = (await emailsTo(seller)).slice(before);
    expect(mails.map((m) => [m.category, m.subject])).toEqual([['account', `SpaceShare: ${MESSAGES.suspendedEmailSubject}`]]);
    expect(mails[0]!.text).toContain(MESSAGES.suspendedEmailBody);
    // Suspending again sends nothing more.
    await api.post(`/api/admin/users/${seller.id}/suspend`, admin.cookie, { reason: 'Fake trips' });
    expect(await emailsTo(seller)).toHaveLength(before + 1);

    // Contact from the order says why it cannot be; a stranger still finds no one.
    const contact = await api.post('/api/conversations', buyer.cookie, { to: seller.id });
    expect([contact.statusCode, contact.json()]).toEqual([404, { message: MESSAGES.orderPartyUnavailable }]);
    const stranger = await signedInPerson(t.db);
    const cold = await api.post('/api/conversations', stranger.cookie, { to: seller.id });
    expect([cold.statusCode, cold.json()]).toEqual([404, { message: MESSAGES.userNotFound }]);

    // The buyer can still report a problem from the order; settling it resolves that report.
    const sent = await api.post('/api/reports', buyer.cookie, { targetType: 'user', targetId: seller.id, reason: 'scam', orderId: order._id });
    expect(sent.statusCode).toBe(201);
    expect((await api.post(`/api/admin/orders/${order._id}/complete`, admin.cookie, { note: 'Delivered, photo checked' })).statusCode).toBe(200);
    expect((await t.db.select().from(reports).where(eq(reports.id, sent.json().report._id)))[0]!.status).toBe('resolved');
  });
});
