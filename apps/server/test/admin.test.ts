import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import { shortId } from '@spaceshare/shared/rules/short-id';
import { createDatabase } from '../src/db/client.js';
import { createGig, createUser } from '../src/db/factories.js';
import { emailOutbox, notifications, users } from '../src/db/schema/index.js';
import { createTestApp, requests, type TestApp } from './helpers.js';
import { signedInOperator, signedInPerson, type Person } from './listing-helpers.js';

// The operator's console (issue 12): roles, reports, suspension and its effects, the audit log.

describe('admin console API', () => {
  let t: TestApp;
  const api = requests(() => t.app);
  let admin: Person;
  let buyer: Person;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 1000 });
    admin = await signedInOperator(t.db);
    buyer = await signedInPerson(t.db);
  });
  afterAll(() => t.close());

  it('answers 401 without a session and 403 to everyone but operators, on every admin route', async () => {
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('admin'));
    expect(routes.length).toBeGreaterThan(0);
    for (const [method, url] of [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/reports'],
      ['GET', `/api/admin/reports/${'a'.repeat(24)}/context`],
      ['POST', `/api/admin/reports/${'a'.repeat(24)}/resolve`],
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${buyer.id}/suspend`],
      ['POST', `/api/admin/users/${buyer.id}/unsuspend`],
      ['POST', `/api/admin/users/${buyer.id}/grant-admin`],
      ['POST', `/api/admin/users/${buyer.id}/revoke-admin`],
      ['GET', '/api/admin/listings'],
      ['POST', `/api/admin/listings/gig/${'a'.repeat(24)}/remove`],
      ['POST', `/api/admin/listings/gig/${'a'.repeat(24)}/restore`],
      ['POST', `/api/admin/reviews/${'a'.repeat(24)}/restore`],
      ['GET', '/api/admin/orders'],
      ['POST', `/api/admin/orders/${'a'.repeat(24)}/cancel`],
      ['POST', `/api/admin/orders/${'a'.repeat(24)}/complete`],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const anonymous = await t.app.inject({ method, url, payload: method === 'POST' ? { reason: 'x' } : undefined });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const user = await t.app.inject({ method, url, headers: { cookie: buyer.cookie }, payload: method === 'POST' ? { reason: 'x' } : undefined });
      expect([url, user.statusCode, user.json()]).toEqual([url, 403, { message: MESSAGES.adminOnly }]);
    }
  });

  it('resolves a report by removing the gig: gone from Explore and its page, reporter told, audited; restore brings it back', async () => {
    const courier = await signedInPerson(t.db, true);
    const gig = await createGig(t.db, courier.id, { title: `Fake designer bags ${courier.username}` });
    const other = await signedInPerson(t.db);
    const body = { targetType: 'gig', targetId: gig.id, reason: 'prohibited_item', details: 'Counterfeit goods' };
    const reportId = (await api.post('/api/reports', buyer.cookie, body)).json().report._id as string;
    await api.post('/api/reports', other.cookie, { ...body, reason: 'scam' });

    const queue = (await api.get('/api/admin/reports', admin.cookie)).json();
    const item = queue.items.find((r: { _id: string }) => r._id === reportId);
    expect(item).toMatchObject({ status: 'open', reporter: { _id: buyer.id }, target: { label: gig.title, link: `/gig/${gig.id}`, userId: courier.id, username: courier.username } });

    expect((await api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, { action: 'ban' })).json()).toEqual({ message: MESSAGES.reportActionInvalid });
    const resolved = await api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, { action: 'remove', note: 'Counterfeit' });
    expect(resolved.json()).toEqual({ message: MESSAGES.reportResolved });
    expect((await api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, { action: 'dismiss' })).statusCode).toBe(409);

    expect((await api.get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(404);
    const explore = (await api.get(`/api/gigs?search=${encodeURIComponent(gig.title)}`)).json();
    expect(JSON.stringify(explore)).not.toContain(gig.id);
    // Both reports on the gig were answered by the one decision, and both reporters told.
    expect((await api.get('/api/admin/reports?status=open', admin.cookie)).json().items.filter((r: { targetId: string }) => r.targetId === gig.id)).toEqual([]);
    for (const person of [buyer, other]) {
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, person.id));
      expect(told.find((n) => n.type === 'report_resolved')?.text).toContain('we removed it');
    }

    // The owner is told too, with the operator's note, once (decision 1703).
    const ownerTold = async () => (await t.db.select().from(notifications).where(eq(notifications.userId, courier.id))).map((n) => [n.type, n.text, n.link]);
    expect(await ownerTold()).toEqual([
      ['listing_removed', `SpaceShare removed your gig "${gig.title}": Counterfeit. If you think this is a mistake, write to support@spaceshare.example.`, '/mygigs'],
    ]);

    const listing = (await api.get(`/api/admin/listings?type=gig&q=${gig.id}`, admin.cookie)).json().items[0];
    expect(listing).toMatchObject({ _id: gig.id, status: 'removed', owner: { _id: courier.id } });
    // Also by the short id its card shows (decision 2453).
    const byShortId = (await api.get(`/api/admin/listings?type=gig&q=${encodeURIComponent(`#${shortId(gig.id)}`)}`, admin.cookie)).json().items as Array<{ _id: string }>;
    expect(byShortId.map((l) => l._id)).toContain(gig.id);
    // And by a link to its page, pasted from a complaint (decision 2511); a gig's link finds no container.
    const link = encodeURIComponent(`https://spaceshare.example/gig/${gig.id.toUpperCase()}?utm_source=whatsapp`);
    expect((await api.get(`/api/admin/listings?type=gig&q=${link}`, admin.cookie)).json().items.map((l: { _id: string }) => l._id)).toEqual([gig.id]);
    expect((await api.get(`/api/admin/listings?type=container&q=${link}`, admin.cookie)).json().items).toEqual([]);
    expect((await api.post(`/api/admin/listings/gig/${gig.id}/remove`, admin.cookie, { note: 'Counterfeit' })).statusCode).toBe(200);
    expect(await ownerTold()).toHaveLength(1);
    expect((await api.post(`/api/admin/listings/gig/${gig.id}/restore`, admin.cookie, {})).json()).toEqual({ message: MESSAGES.listingRestored });
    expect((await api.get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(200);
    expect((await ownerTold()).map(([type, , link]) => [type, link])).toEqual(
      expect.arrayContaining([['listing_restored', `/gig/${gig.id}`]]),
    );

    const audit = (await api.get('/api/admin/audit', admin.cookie)).json().items.map((a: { action: string; targetId: string }) => `${a.action} ${a.targetId}`);
    expect(audit).toEqual(expect.arrayContaining([`listing.remove ${gig.id}`, `report.remove ${reportId}`, `listing.restore ${gig.id}`]));
  });

  it('resolves a review report by hiding the review: out of the list and star totals, its author sees it hidden; restore brings it back (decision 2203)', async () => {
    const courier = await signedInPerson(t.db, true);
    const author = await signedInPerson(t.db);
    const fan = await signedInPerson(t.db);
    const review = (who: Person, desc: string, star: number) => api.post('/api/reviews', who.cookie, { sellerId: courier.id, desc, star });
    const reviewId = (await review(author, 'Cheap watches, write to me', 1)).json()._id as string;
    await review(fan, 'Careful and on time', 5);
    const totals = async () => (await t.db.select({ totalStars: users.totalStars, starNumber: users.starNumber }).from(users).where(eq(users.id, courier.id)))[0];
    const listed = async () => ((await api.get(`/api/reviews/${courier.id}`)).json() as Array<{ _id: string }>).map((r) => r._id);
    const mine = async () => (await api.get(`/api/reviews/${courier.id}/mine`, author.cookie)).json().review;
    expect(await totals()).toEqual({ totalStars: 6, starNumber: 2 });

    const reportId = (await api.post('/api/reports', buyer.cookie, { targetType: 'review', targetId: reviewId, reason: 'spam' })).json().report._id as string;
    const queued = (await api.get('/api/admin/reports', admin.cookie)).json().items.find((r: { _id: string }) => r._id === reportId);
    expect(queued).toMatchObject({
      targetType: 'review',
      target: { label: 'Cheap watches, write to me', link: `/profile/${courier.id}`, userId: author.id, username: author.username, restorable: false },
    });
    expect((await api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, { action: 'remove', note: 'Advertising' })).statusCode).toBe(200);

    expect(await listed()).not.toContain(reviewId);
    expect((await api.get(`/api/reviews/${courier.id}`)).headers['x-total-count']).toBe('1');
    expect(await totals()).toEqual({ totalStars: 5, starNumber: 1 });
    expect(await mine()).toMatchObject({ _id: reviewId, hidden: true });
    // Its author cannot write it back into the totals; nobody reports it again.
    const edit = await review(author, 'Changed my text', 5);
    expect([edit.statusCode, edit.json()]).toEqual([409, { message: MESSAGES.reviewHiddenByOperator }]);
    expect(await totals()).toEqual({ totalStars: 5, starNumber: 1 });
    expect((await api.post('/api/reports', fan.cookie, { targetType: 'review', targetId: reviewId, reason: 'spam' })).statusCode).toBe(404);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.map((n) => n.text)).toContain('Thank you for your report about a review: we removed it.');

    const resolved = (await api.get('/api/admin/reports?status=resolved', admin.cookie)).json().items.find((r: { _id: string }) => r._id === reportId);
    expect(resolved).toMatchObject({ resolution: 'remove', target: { restorable: true } });
    expect((await api.post(`/api/admin/reviews/${reviewId}/restore`, buyer.cookie, {})).statusCode).toBe(403);
    expect((await api.post(`/api/admin/reviews/${'f'.repeat(24)}/restore`, admin.cookie, {})).json()).toEqual({ message: MESSAGES.reviewNotFound });
    expect((await api.post(`/api/admin/reviews/${reviewId}/restore`, admin.cookie, { note: 'Appeal upheld' })).json()).toEqual({ message: MESSAGES.reviewRestored });
    const again = await api.post(`/api/admin/reviews/${reviewId}/restore`, admin.cookie, {});
    expect([again.statusCode, again.json()]).toEqual([409, { message: MESSAGES.reviewNotHidden }]);
    expect(await listed()).toContain(reviewId);
    expect(await totals()).toEqual({ totalStars: 6, starNumber: 2 });
    expect(await mine()).toMatchObject({ _id: reviewId, hidden: false });

    const audit = (await api.get('/api/admin/audit', admin.cookie)).json().items.map((a: { action: string; targetId: string }) => `${a.action} ${a.targetId}`);
    expect(audit).toEqual(expect.arrayContaining([`review.hide ${reviewId}`, `report.remove ${reportId}`, `review.restore ${reviewId}`]));
    // Named by its author, never by its text (decision 2202), whether the entry is the review's or its report's.
    const entries = (await api.get('/api/admin/audit', admin.cookie)).json().items as Array<{ targetId: string; subject: unknown }>;
    const byAuthor = { type: 'review', label: author.username, link: `/profile/${author.id}` };
    expect(entries.filter((e) => e.targetId === reviewId || e.targetId === reportId).map((e) => e.subject)).toEqual([byAuthor, byAuthor, byAuthor]);
  });

  it('suspends a user: sessions end, sign-in refused, listings hidden, requests refused; unsuspending restores them', async () => {
    const courier = await signedInPerson(t.db, true);
    const gig = await createGig(t.db, courier.id);
    expect((await api.post(`/api/admin/users/${courier.id}/suspend`, admin.cookie, {})).json()).toEqual({ message: MESSAGES.suspendReasonRequired });
    // A reason that shows nothing (zero-width spaces, a byte-order mark) is no reason either.
    const invisible = await api.post(`/api/admin/users/${courier.id}/suspend`, admin.cookie, { reason: '\u200b\u200d\ufeff' });
    expect([invisible.statusCode, invisible.json()]).toEqual([400, { message: MESSAGES.suspendReasonRequired }]);
    expect((await api.get('/api/orders', courier.cookie)).statusCode).toBe(200);
    expect((await api.post(`/api/admin/users/${admin.id}/suspend`, admin.cookie, { reason: 'test' })).json()).toEqual({ message: MESSAGES.cannotSuspendSelf });
    expect((await api.post(`/api/admin/users/${'f'.repeat(24)}/suspend`, admin.cookie, { reason: 'test' })).statusCode).toBe(404);

    const res = await api.post(`/api/admin/users/${courier.id}/suspend`, admin.cookie, { reason: 'Repeated scam reports' });
    expect(res.json()).toEqual({ message: MESSAGES.userSuspendedDone });
    expect((await api.get('/api/orders', courier.cookie)).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: courier.username, password: 'password123' } });
    expect([signIn.statusCode, signIn.json()]).toEqual([403, { message: MESSAGES.accountSuspended }]);
    const wrongPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: courier.username, password: 'not-it-at-all' } });
    expect(wrongPassword.statusCode).toBe(401);
    expect((await api.get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(404);
    expect((await api.get(`/api/users/public/${courier.id}`)).statusCode).toBe(404);
    expect((await api.post(`/api/gigs/${gig.id}/requests`, buyer.cookie, { quantity: 1, description: 'A small box of books', declaration: true })).json()).toEqual({
      message: MESSAGES.listingClosedDeleted,
    });
    const listed = (await api.get(`/api/admin/users?q=${courier.username}`, admin.cookie)).json().items[0];
    expect(listed).toMatchObject({ _id: courier.id, suspended: true, suspendedReason: 'Repeated scam reports' });
    const byLink = (await api.get(`/api/admin/users?q=${encodeURIComponent(`http://localhost:3000/profile/${courier.id}#reviews`)}`, admin.cookie)).json().items;
    expect(byLink.map((u: { _id: string }) => u._id)).toEqual([courier.id]);

    expect((await api.post(`/api/admin/users/${courier.id}/unsuspend`, admin.cookie, { note: 'Appeal accepted' })).json()).toEqual({ message: MESSAGES.userUnsuspendedDone });
    expect((await api.get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(200);
    const back = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: courier.username, password: 'password123' } });
    expect(back.statusCode).toBe(200);
  });

  it('applies one decision when operators resolve a report at once: the others get 409 and change nothing', async () => {
    const courier = await signedInPerson(t.db, true);
    const gig = await createGig(t.db, courier.id, { title: `Too good to be true ${courier.username}` });
    const reportId = (await api.post('/api/reports', buyer.cookie, { targetType: 'gig', targetId: gig.id, reason: 'scam' })).json().report._id as string;
    const answers = await Promise.all(
      (['dismiss', 'remove', 'suspend'] as const).map((action) => api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, { action, note: 'Checked' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json()).toEqual({ message: MESSAGES.reportAlreadyResolved });
    const audit = (await api.get('/api/admin/audit', admin.cookie)).json().items.filter((a: { targetId: string }) => a.targetId === reportId);
    expect(audit).toHaveLength(1);
    const [{ action }] = audit as [{ action: string }];
    // Only the winning action happened: the gig is gone only if it was removed or its owner suspended.
    const [owner] = await t.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, courier.id));
    expect(owner!.suspendedAt !== null).toBe(action === 'report.suspend');
    expect((await api.get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(action === 'report.dismiss' ? 200 : 404);
  });

  it("expires a suspended buyer's pending requests, and lifts only a suspension that exists", async () => {
    const courier = await signedInPerson(t.db, true);
    const gig = await createGig(t.db, courier.id);
    const shopper = await signedInPerson(t.db);
    const request = await api.post(`/api/gigs/${gig.id}/requests`, shopper.cookie, { quantity: 1, description: 'A small box of books', declaration: true });
    expect(request.statusCode).toBe(201);
    expect((await api.post(`/api/admin/users/${shopper.id}/unsuspend`, admin.cookie, {})).json()).toEqual({ message: MESSAGES.userNotSuspended });
    await api.post(`/api/admin/users/${shopper.id}/suspend`, admin.cookie, { reason: 'Fraudulent payments' });
    const accept = await api.post(`/api/requests/${request.json()._id}/accept`, courier.cookie, {});
    expect(accept.statusCode).toBe(409);
  });

  it('takes a removed message out of the notifications, read or not, and the unread email that quote it', async () => {
    const seller = await signedInPerson(t.db, true);
    const sender = await signedInPerson(t.db);
    const { id: conversationId } = (await api.post('/api/conversations', sender.cookie, { to: seller.id })).json();
    const sent = await api.post('/api/messages', sender.cookie, { conversationId, desc: 'Pay me outside the app: call 0555-scam' });
    const quoted = `${sender.username}: Pay me outside the app: call 0555-scam`;
    const told = () => t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    const mailed = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.userId, seller.id));
    expect((await told()).map((n) => n.text)).toEqual([quoted]);
    expect((await mailed()).map((m) => [m.status, m.text.includes(quoted)])).toEqual([['pending', true]]);
    // The seller had read it in the bell: the bell still lists it, so it must go as well.
    expect((await api.post('/api/notifications/read', seller.cookie, {})).statusCode).toBeLessThan(300);

    const reportId = (await api.post('/api/reports', seller.cookie, { targetType: 'message', targetId: sent.json()._id, reason: 'scam' })).json().report._id as string;
    expect((await api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, { action: 'remove', note: 'Off-platform payment' })).statusCode).toBe(200);
    expect((await told()).filter((n) => n.type === 'message')).toEqual([]);
    expect((await mailed()).map((m) => m.status)).toEqual(['skipped']);
    // The reporter hears the outcome without the text being quoted back.
    expect((await told()).map((n) => [n.type, n.text])).toEqual([['report_resolved', 'Thank you for your report about a message: we removed it.']]);
  });

  it('grants and revokes the operator role, never to oneself by mistake', async () => {
    const helper = await signedInPerson(t.db);
    expect((await api.post(`/api/admin/users/${helper.id}/grant-admin`, admin.cookie, { note: 'Covers the weekend queue' })).json()).toEqual({ message: MESSAGES.adminGranted });
    expect((await api.get('/api/admin/dashboard', helper.cookie)).statusCode).toBe(200);
    // Granting twice changes nothing and says so; an operator is not suspended in one click.
    expect((await api.post(`/api/admin/users/${helper.id}/grant-admin`, admin.cookie, { note: 'Covers the weekend queue' })).json()).toEqual({ message: MESSAGES.alreadyAdmin });
    expect((await api.post(`/api/admin/users/${helper.id}/suspend`, admin.cookie, { reason: 'Rogue' })).json()).toEqual({ message: MESSAGES.cannotSuspendOperator });
    expect((await api.post(`/api/admin/users/${helper.id}/revoke-admin`, admin.cookie, { note: 'Covers the weekend queue' })).json()).toEqual({ message: MESSAGES.adminRevoked });
    expect((await api.get('/api/admin/dashboard', helper.cookie)).statusCode).toBe(403);
    expect((await api.post(`/api/admin/users/${helper.id}/revoke-admin`, admin.cookie, { note: 'Covers the weekend queue' })).json()).toEqual({ message: MESSAGES.notAdmin });
    expect((await api.post(`/api/admin/users/${admin.id}/revoke-admin`, admin.cookie, { note: 'Covers the weekend queue' })).statusCode).toBe(400);
    // A suspended account is not made an operator.
    await api.post(`/api/admin/users/${helper.id}/suspend`, admin.cookie, { reason: 'Rogue' });
    expect((await api.post(`/api/admin/users/${helper.id}/grant-admin`, admin.cookie, { note: 'Covers the weekend queue' })).json()).toEqual({ message: MESSAGES.suspendedCannotBeAdmin });
  });

  it('leaves one operator when two revoke each other at once', async () => {
    const [one, two] = [await signedInPerson(t.db), await signedInPerson(t.db)];
    for (const who of [one, two]) expect((await api.post(`/api/admin/users/${who.id}/grant-admin`, admin.cookie, { note: 'Covers the weekend queue' })).statusCode).toBe(200);
    const answers = await Promise.all([
      api.post(`/api/admin/users/${two.id}/revoke-admin`, one.cookie, { note: 'Covers the weekend queue' }),
      api.post(`/api/admin/users/${one.id}/revoke-admin`, two.cookie, { note: 'Covers the weekend queue' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const still = await Promise.all([one, two].map(async (who) => (await api.get('/api/admin/dashboard', who.cookie)).statusCode));
    expect(still.sort()).toEqual([200, 403]);
  });

  it("keeps a removed listing hidden while its owner is suspended, and restorable once the suspension is lifted", async () => {
    const courier = await signedInPerson(t.db, true);
    const gig = await createGig(t.db, courier.id);
    await api.post(`/api/admin/listings/gig/${gig.id}/remove`, admin.cookie, { note: 'Spam' });
    await api.post(`/api/admin/users/${courier.id}/suspend`, admin.cookie, { reason: 'Scam' });
    const restore = await api.post(`/api/admin/listings/gig/${gig.id}/restore`, admin.cookie, {});
    expect([restore.statusCode, restore.json()]).toEqual([409, { message: MESSAGES.listingOwnerSuspended }]);
    expect((await api.get(`/api/gigs?userId=${courier.id}`)).json()).toEqual([]);
    await api.post(`/api/admin/users/${courier.id}/unsuspend`, admin.cookie, {});
    expect((await api.post(`/api/admin/listings/gig/${gig.id}/restore`, admin.cookie, {})).statusCode).toBe(200);
    expect((await api.get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(200);
  });

  it("keeps a listing its owner deleted while it was removed deleted: restoring it is refused", async () => {
    const courier = await signedInPerson(t.db, true);
    const gig = await createGig(t.db, courier.id);
    expect((await api.post(`/api/admin/listings/gig/${gig.id}/remove`, admin.cookie, { note: 'Counterfeit' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/gigs/${gig.id}`, headers: { cookie: courier.cookie } })).statusCode).toBe(200);
    const restore = await api.post(`/api/admin/listings/gig/${gig.id}/restore`, admin.cookie, {});
    expect([restore.statusCode, restore.json()]).toEqual([409, { message: MESSAGES.listingNotRemoved }]);
    expect((await api.get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(404);
  });

  it('leaves a suspended buyer out of a listing\'s interested list and count, and brings them back when lifted', async () => {
    const courier = await signedInPerson(t.db, true);
    const [stays, goes] = [await signedInPerson(t.db), await signedInPerson(t.db)];
    const gig = await createGig(t.db, courier.id);
    for (const who of [stays, goes]) expect((await api.post(`/api/gigs/${gig.id}/interest`, who.cookie)).statusCode).toBe(200);
    const interested = async () => (await api.get(`/api/gigs/${gig.id}/interested`, courier.cookie)).json();
    expect((await interested()).interestedCount).toBe(2);
    await api.post(`/api/admin/users/${goes.id}/suspend`, admin.cookie, { reason: 'Scam' });
    const after = await interested();
    expect([after.interestedCount, after.interestedUsers.map((u: { _id: string }) => u._id)]).toEqual([1, [stays.id]]);
    await api.post(`/api/admin/users/${goes.id}/unsuspend`, admin.cookie, {});
    expect((await interested()).interestedCount).toBe(2);
  });

  it('refuses an action that affects a person without a reason (decision 2202): 400 with what is missing, nothing changed', async () => {
    const courier = await signedInPerson(t.db, true);
    const gig = await createGig(t.db, courier.id, { title: `Reasons asked ${courier.username}` });
    for (const body of [{}, { note: '   ' }, { note: '\u200b' }]) {
      const res = await api.post(`/api/admin/listings/gig/${gig.id}/remove`, admin.cookie, body);
      expect([res.statusCode, res.json()]).toEqual([400, { message: MESSAGES.listingRemoveReasonRequired }]);
    }
    for (const verb of ['grant-admin', 'revoke-admin']) {
      const res = await api.post(`/api/admin/users/${courier.id}/${verb}`, admin.cookie, { note: ' ' });
      expect([verb, res.statusCode, res.json()]).toEqual([verb, 400, { message: MESSAGES.adminRoleReasonRequired }]);
    }
    const reportId = (await api.post('/api/reports', buyer.cookie, { targetType: 'gig', targetId: gig.id, reason: 'scam' })).json().report._id as string;
    for (const action of ['remove', 'suspend']) {
      for (const body of [{ action }, { action, note: '' }, { action, note: '\u200d ' }]) {
        const res = await api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, body);
        expect([action, res.statusCode, res.json()]).toEqual([action, 400, { message: MESSAGES.reportNoteRequired }]);
      }
    }
    // Nothing happened: the gig shows, its owner is no operator and not suspended, the report is open, the log is silent.
    expect((await api.get(`/api/gigs/single/${gig.id}`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, courier.id));
    expect([row!.isAdmin, row!.suspendedAt]).toEqual([false, null]);
    const audit = (await api.get('/api/admin/audit?limit=100', admin.cookie)).json().items as Array<{ targetId: string }>;
    expect(audit.filter((a) => [gig.id, courier.id, reportId].includes(a.targetId))).toEqual([]);
    // Dismissing affects no one: its note stays optional.
    expect((await api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, { action: 'dismiss' })).json()).toEqual({ message: MESSAGES.reportResolved });
  });

  it('names what each audit entry is about, with a link while it shows; a report entry names what was reported (decision 2202)', async () => {
    const courier = await signedInPerson(t.db, true);
    const helper = await signedInPerson(t.db);
    const gig = await createGig(t.db, courier.id, { title: `Audit names ${courier.username}` });
    const reportId = (await api.post('/api/reports', buyer.cookie, { targetType: 'user', targetId: courier.id, reason: 'harassment' })).json().report._id as string;
    expect((await api.post(`/api/admin/listings/gig/${gig.id}/remove`, admin.cookie, { note: 'Fake bags' })).statusCode).toBe(200);
    expect((await api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, { action: 'dismiss', note: 'Nothing found' })).statusCode).toBe(200);
    expect((await api.post(`/api/admin/users/${helper.id}/grant-admin`, admin.cookie, { note: 'Weekend cover' })).statusCode).toBe(200);

    const items = (await api.get('/api/admin/audit?limit=100', admin.cookie)).json().items as Array<Record<string, unknown>>;
    const entry = (action: string, targetId: string) => items.find((a) => a.action === action && a.targetId === targetId);
    // A removed listing keeps its title but its page is gone: no link.
    expect(entry('listing.remove', gig.id)).toMatchObject({ admin: { username: admin.username }, subject: { type: 'gig', label: gig.title, link: null }, reportReason: null, note: 'Fake bags' });
    expect(entry('report.dismiss', reportId)).toMatchObject({ subject: { type: 'user', label: courier.username, link: `/profile/${courier.id}` }, reportReason: 'harassment', note: 'Nothing found' });
    expect(entry('admin.grant', helper.id)).toMatchObject({ subject: { type: 'user', label: helper.username, link: `/profile/${helper.id}` }, note: 'Weekend cover' });
  });

  it('shows a reported message with at most two messages either side, for message reports only (decision 2202)', async () => {
    const sender = await signedInPerson(t.db);
    const seller = await signedInPerson(t.db, true);
    const { id: conversationId } = (await api.post('/api/conversations', sender.cookie, { to: seller.id })).json();
    const ids: string[] = [];
    for (const [who, text] of [[sender, 'one'], [seller, 'two'], [sender, 'three'], [sender, 'four: pay me in cash'], [seller, 'five'], [sender, 'six'], [seller, 'seven']] as const) {
      const sent = await api.post('/api/messages', who.cookie, { conversationId, desc: text });
      expect(sent.statusCode).toBe(201);
      ids.push(sent.json()._id as string);
    }
    const reportId = (await api.post('/api/reports', seller.cookie, { targetType: 'message', targetId: ids[3], reason: 'scam' })).json().report._id as string;

    const context = await api.get(`/api/admin/reports/${reportId}/context`, admin.cookie);
    expect(context.statusCode).toBe(200);
    const shown = (context.json().items as Array<{ author: string; text: string; reported: boolean; removed: boolean }>).map((m) => [m.author, m.text, m.reported]);
    expect(shown).toEqual([
      [seller.username, 'two', false],
      [sender.username, 'three', false],
      [sender.username, 'four: pay me in cash', true],
      [seller.username, 'five', false],
      [sender.username, 'six', false],
    ]);

    // Removed, the message's text is served here no more than in the conversation.
    expect((await api.post(`/api/admin/reports/${reportId}/resolve`, admin.cookie, { action: 'remove', note: 'Off-platform payment' })).statusCode).toBe(200);
    const after = (await api.get(`/api/admin/reports/${reportId}/context`, admin.cookie)).json().items as Array<{ text: string; removed: boolean; reported: boolean }>;
    expect(after.find((m) => m.reported)).toMatchObject({ text: '', removed: true });

    const userReport = (await api.post('/api/reports', seller.cookie, { targetType: 'user', targetId: sender.id, reason: 'spam' })).json().report._id as string;
    const notMessage = await api.get(`/api/admin/reports/${userReport}/context`, admin.cookie);
    expect([notMessage.statusCode, notMessage.json()]).toEqual([400, { message: MESSAGES.reportNotAboutMessage }]);
    expect((await api.get(`/api/admin/reports/${'f'.repeat(24)}/context`, admin.cookie)).statusCode).toBe(404);
  });

  it('draws the dashboard: 30 days of counts, totals and the GMV of completed orders in dollars', async () => {
    const res = await api.get('/api/admin/dashboard', admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.daily.days).toHaveLength(30);
    expect(body.daily.days[29]).toBe(new Date().toISOString().slice(0, 10));
    for (const key of ['users', 'listings', 'orders', 'messages', 'reports']) expect(body.daily[key]).toHaveLength(30);
    expect(body.daily.users[29]).toBeGreaterThan(0);
    expect(body.totals.users).toBeGreaterThanOrEqual(body.daily.users.reduce((a: number, b: number) => a + b, 0));
    expect(body.totals.openReports).toBeGreaterThanOrEqual(0);
    expect(typeof body.gmvUsd).toBe('number');
  });
});

describe('npm run admin', () => {
  it('grants and revokes the operator role on a PGlite data directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spaceshare-admin-'));
    const run = promisify(execFile);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const cli = ['--conditions=source', path.resolve(__dirname, '../src/cli/admin.ts')];
    const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
    await expect(run(tsx, [...cli, 'grant', 'nobody'], { env })).rejects.toMatchObject({ stderr: expect.stringContaining('no user named "nobody"') });
    await expect(run(tsx, [...cli, 'promote', 'x'], { env })).rejects.toMatchObject({ stderr: expect.stringContaining('usage') });

    const isAdmin = async () => {
      const database = await createDatabase({ dataDir });
      try {
        const [row] = await database.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.username, 'ops'));
        return row?.isAdmin;
      } finally {
        await database.close();
      }
    };
    const database = await createDatabase({ dataDir });
    await database.migrate();
    await createUser(database.db, { username: 'ops' });
    await database.close();
    expect((await run(tsx, [...cli, 'grant', 'ops'], { env })).stdout).toContain('ops is now an operator');
    expect(await isAdmin()).toBe(true);
    expect((await run(tsx, [...cli, 'grant', 'ops'], { env })).stdout).toContain('ops: This user is already an operator');
    expect((await run(tsx, [...cli, 'revoke', 'ops'], { env })).stdout).toContain('ops is no longer an operator');
    expect(await isAdmin()).toBe(false);
  }, 120_000);
});
