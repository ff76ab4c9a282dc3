import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { MESSAGES } from '@spaceshare/shared/messages';
import { PUSH_SUBSCRIPTIONS_MAX } from '@spaceshare/shared/schemas/push';
import { buildApp } from '../src/app.js';
import { testConfig, type PushConfig } from '../src/config.js';
import { createGig } from '../src/db/factories.js';
import { DEFAULT_PASSWORD } from '../src/db/factory-defaults.js';
import { pushOutbox, pushSubscriptions, pushVapidKeys } from '../src/db/schema/index.js';
import { createSession } from '../src/plugins/auth.js';
import { drainPushOutbox, enqueuePush } from '../src/modules/push/outbox.js';
import { postGig, signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, createTestDatabase, type TestApp } from './helpers.js';
import { browserSubscription, decrypt, startPushService, verifyVapid, type BrowserSubscription, type PushService } from './push-service.js';

// Web Push (decision 2330) against a real push service on this machine (push-service.ts): the server
// encrypts to a browser's real keys, signs with VAPID, and the test decrypts what arrived.

const SUBJECT = 'mailto:push@spaceshare.example';

describe('web push', () => {
  let t: TestApp;
  let service: PushService;
  let push: PushConfig;
  beforeAll(async () => {
    service = await startPushService();
    push = { ...testConfig().push, subject: SUBJECT, allowLocalHttp: true, retryBaseMs: 0, maxAttempts: 3 };
    t = await createTestApp({ push });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const person = (seller = false) => signedInPerson(t.db, seller);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Person | null, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload && { payload }) });
  const subscribe = async (who: Person, browser = browserSubscription(service)) => {
    const res = await call('POST', '/api/push/subscriptions', who, { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys });
    expect(res.statusCode).toBe(201);
    return browser;
  };
  const publicKey = async () => (await call('GET', '/api/push/key', null)).json<{ publicKey: string }>().publicKey;
  const drain = () => drainPushOutbox(t.db);
  const subscriptionsOf = (who: Person) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id));
  const jobsOf = (who: Person) => t.db.select().from(pushOutbox).where(eq(pushOutbox.userId, who.id));
  /** A conversation from `from` to `to` with one message in it. */
  const message = async (from: Person, to: Person, text: string, conversationId?: string) => {
    const id = conversationId ?? (await call('POST', '/api/conversations', from, { to: to.id })).json<{ id: string }>().id;
    expect((await call('POST', '/api/messages', from, { conversationId: id, desc: text })).statusCode).toBe(201);
    return id;
  };

  it('gives the VAPID public key, made once and kept in the database', async () => {
    const key = await publicKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(await publicKey()).toBe(key);
    const rows = await t.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publicKey).toBe(key);
  });

  it('pushes a new message to the recipient\'s device, encrypted to its keys and signed with VAPID', async () => {
    const [buyer, courier] = [await person(), await person(true)];
    const phone = await subscribe(courier);
    const conversationId = await message(buyer, courier, 'Hello, is there space for 3 kg?');
    expect((await drain()).sent).toBe(1);
    const [delivery] = service.to(phone.endpoint);
    expect(decrypt(phone, delivery!)).toEqual({
      title: 'New message',
      body: `${buyer.username}: Hello, is there space for 3 kg?`,
      url: `/message/${conversationId}`,
      tag: `/message/${conversationId}`,
    });
    expect(verifyVapid(delivery!, phone.endpoint, await publicKey()).sub).toBe(SUBJECT);
    expect(delivery!.headers).toMatchObject({ ttl: '86400', urgency: 'high', 'content-type': 'application/octet-stream' });
    expect(delivery!.headers.topic).toMatch(/^[\w-]{32}$/);
    const [row] = await subscriptionsOf(courier);
    expect(row!.lastSuccessAt).toBeInstanceOf(Date);
    expect((await jobsOf(courier)).map((j) => [j.status, j.attempts])).toEqual([['sent', 1]]);
    // Nothing for the sender, who has no device, and nothing twice.
    expect((await drain()).claimed).toBe(0);
  });

  it('sends a conversation\'s messages waiting together as one push, the newest, and nothing once read', async () => {
    const [buyer, courier] = [await person(), await person(true)];
    const phone = await subscribe(courier);
    const id = await message(buyer, courier, 'First');
    await message(buyer, courier, 'Second', id);
    expect(await jobsOf(courier)).toHaveLength(1);
    await drain();
    expect(service.to(phone.endpoint).map((d) => (decrypt(phone, d) as { body: string }).body)).toEqual([`${buyer.username}: Second`]);
    // Read in the app before the push went: nothing to tell.
    await message(buyer, courier, 'Third', id);
    await call('PUT', `/api/conversations/${id}`, courier);
    expect((await drain()).sent).toBe(0);
    expect(service.to(phone.endpoint)).toHaveLength(1);
    expect((await jobsOf(courier)).map((j) => j.status).sort()).toEqual(['sent', 'skipped']);
  });

  it('pushes booking requests and their answers, each request under its own tag', async () => {
    const [buyer, courier] = [await person(), await person(true)];
    const [courierPhone, buyerPhone] = [await subscribe(courier), await subscribe(buyer)];
    const gig = await createGig(t.db, courier.id, { title: 'Guangzhou to Accra in May' });
    const asked = await call('POST', `/api/gigs/${gig.id}/requests`, buyer, { quantity: 2, description: 'Books and shoes', declaration: true });
    expect(asked.statusCode).toBe(201);
    const requestId = asked.json<{ _id: string }>()._id;
    await drain();
    expect(decrypt(courierPhone, service.to(courierPhone.endpoint)[0]!)).toEqual({
      title: 'New booking request',
      body: `${buyer.username} asked for 2 kg on "Guangzhou to Accra in May"`,
      url: '/requests',
      tag: `subject:${requestId}`,
    });
    expect((await call('POST', `/api/requests/${requestId}/decline`, courier, { reason: 'Full' })).statusCode).toBe(200);
    await drain();
    const answer = decrypt(buyerPhone, service.to(buyerPhone.endpoint)[0]!) as { title: string; url: string; tag: string };
    expect(answer).toMatchObject({ title: 'Your request was declined', url: '/requests', tag: `subject:${requestId}` });
    expect(service.to(buyerPhone.endpoint)[0]!.headers.urgency).toBe('normal');
  });

  it('pushes a new gig on a watched route, under the push switch alone, and nothing once read', async () => {
    const [buyer, courier] = [await person(), await person(true)];
    const phone = await subscribe(buyer);
    const watched = await call('POST', '/api/alerts', buyer, { search: 'China to Ghana' });
    expect(watched.statusCode).toBe(201);
    // Neither the message nor the order switch, nor the alert's email, is about route alerts (decision 2432).
    expect((await call('PUT', '/api/users/me/settings', buyer, { messageAlerts: false, orderUpdates: false })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/alerts/${watched.json<{ _id: string }>()._id}`, buyer, { email: false })).statusCode).toBe(200);
    const route = { departureCountry: 'China', departureCity: 'Guangzhou', destinationCountry: 'Ghana', destinationCity: 'Accra' };
    const posted = await postGig(t.app, courier.cookie, route, { title: 'Guangzhou to Accra next week' });
    expect(posted.statusCode).toBe(201);
    const gigId = posted.json<{ _id: string }>()._id;
    expect((await drain()).sent).toBe(1);
    const [delivery] = service.to(phone.endpoint);
    expect(decrypt(phone, delivery!)).toEqual({
      title: 'New gig on your route',
      body: 'New gig on your route China to Ghana: "Guangzhou to Accra next week"',
      url: `/gig/${gigId}`,
      tag: `/gig/${gigId}`,
    });
    expect(delivery!.headers.urgency).toBe('normal');
    expect((await jobsOf(buyer)).map((j) => j.category)).toEqual(['alerts']);

    // Read in the bell before it went: skipped.
    expect((await postGig(t.app, courier.cookie, route, { title: 'Another trip to Accra' })).statusCode).toBe(201);
    expect((await call('POST', '/api/notifications/read', buyer, {})).statusCode).toBe(200);
    expect((await drain()).sent).toBe(0);
    // The push switch off: none queued.
    expect((await call('PUT', '/api/users/me/settings', buyer, { pushNotifications: false })).statusCode).toBe(200);
    expect((await postGig(t.app, courier.cookie, route, { title: 'A third trip to Accra' })).statusCode).toBe(201);
    expect((await jobsOf(buyer)).map((j) => j.status).sort()).toEqual(['sent', 'skipped']);
    expect(service.to(phone.endpoint)).toHaveLength(1);
  });

  it('honours the settings: the push switch, and each category\'s own', async () => {
    const [buyer, courier] = [await person(), await person(true)];
    const phone = await subscribe(courier);
    expect((await call('PUT', '/api/users/me/settings', courier, { pushNotifications: false })).statusCode).toBe(200);
    await message(buyer, courier, 'Anyone there?');
    expect(await jobsOf(courier)).toEqual([]);
    await call('PUT', '/api/users/me/settings', courier, { pushNotifications: true, messageAlerts: false });
    const id = await message(buyer, courier, 'Hello again');
    expect(await jobsOf(courier)).toEqual([]);
    const gig = await createGig(t.db, courier.id);
    await call('POST', `/api/gigs/${gig.id}/requests`, buyer, { quantity: 1, description: 'A small parcel', declaration: true });
    expect(await jobsOf(courier)).toHaveLength(1);
    // A switch turned off while a push waits is honoured when it would go.
    await call('PUT', '/api/users/me/settings', courier, { orderUpdates: false });
    expect((await drain()).sent).toBe(0);
    expect(service.to(phone.endpoint)).toEqual([]);
    expect((await jobsOf(courier)).map((j) => j.status)).toEqual(['skipped']);
    expect(id).toBeTruthy();
  });

  it("never shows a device's new owner the pushes still waiting for its previous one", async () => {
    // A shared browser: one person's session ended by itself (their device stayed subscribed), a
    // message for them is queued, then someone else signs in there and turns push on.
    const [first, sender, next] = [await person(), await person(), await person()];
    const browser = await subscribe(first);
    await message(sender, first, 'Your parcel code is 4411');
    expect(await jobsOf(first)).toHaveLength(1);
    await subscribe(next, browser);
    await drain();
    expect(service.to(browser.endpoint)).toEqual([]);
    expect((await jobsOf(first)).filter((j) => j.status === 'pending')).toEqual([]);
    // What is queued for the new owner still reaches them.
    await message(sender, next, 'Hello');
    await drain();
    expect(service.to(browser.endpoint)).toHaveLength(1);
    expect((decrypt(browser, service.to(browser.endpoint)[0]!) as { body: string }).body).toBe(`${sender.username}: Hello`);
  });

  it('sends a message that came while the push before it was on its way, rather than marking it sent', async () => {
    const [buyer, courier] = [await person(), await person(true)];
    const phone = await subscribe(courier);
    const id = await message(buyer, courier, 'First');
    service.hangUp(true);
    const delivered = service.deliveries.length;
    const draining = drain();
    await service.waitFor(delivered + 1);
    // The first push has reached the push service and waits for its answer; the second message comes.
    await message(buyer, courier, 'Second', id);
    service.hangUp(false);
    await draining;
    await drain();
    const bodies = service.to(phone.endpoint).map((d) => (decrypt(phone, d) as { body: string }).body);
    expect(bodies).toEqual([`${buyer.username}: First`, `${buyer.username}: Second`]);
  });

  it('drops a subscription the push service says is gone (410, 404), and retries a failing one with backoff', async () => {
    const [buyer, courier] = [await person(), await person(true)];
    const [gone, missing, flaky] = [await subscribe(courier), await subscribe(courier), await subscribe(courier)];
    service.answer(gone.endpoint, 410);
    service.answer(missing.endpoint, 404);
    service.answer(flaky.endpoint, 503);
    await message(buyer, courier, 'Are you there?');
    // retryBaseMs is 0 here: the failing push is due again at once, up to maxAttempts (3).
    while ((await drain()).claimed > 0);
    const left = await subscriptionsOf(courier);
    expect(left.map((s) => s.endpoint)).toEqual([flaky.endpoint]);
    expect(left[0]!.lastFailureAt).toBeInstanceOf(Date);
    expect(service.to(flaky.endpoint)).toHaveLength(3);
    const [job] = await jobsOf(courier);
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(job!.lastError).toMatch(/^503/);
  });

  it('waits before a retry, twice as long each time', async () => {
    const app = await buildApp({ config: testConfig({ push: { ...push, retryBaseMs: 60_000 } }), database: t.database });
    try {
      const [buyer, courier] = [await person(), await person(true)];
      const flaky = await subscribe(courier);
      service.answer(flaky.endpoint, 500);
      await message(buyer, courier, 'Hello?');
      const before = Date.now();
      await drainPushOutbox(app.db);
      const [job] = await jobsOf(courier);
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job!.notBefore.getTime() - before).toBeGreaterThanOrEqual(59_000);
      expect((await drainPushOutbox(app.db)).claimed).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('refuses subscriptions that are not a push service\'s (400) and strangers (401)', async () => {
    const me = await person();
    const browser = browserSubscription(service);
    const post = (body: object) => call('POST', '/api/push/subscriptions', me, body);
    const good = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: browser.keys };
    expect((await call('POST', '/api/push/subscriptions', null, good)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/push/subscriptions', null, { endpoint: good.endpoint })).statusCode).toBe(401);
    const refused: Array<[object, string]> = [
      [{ ...good, endpoint: 'http://push.example.com/abc' }, MESSAGES.pushEndpointInvalid],
      [{ ...good, endpoint: 'https://10.0.0.7/abc' }, MESSAGES.pushEndpointInvalid],
      [{ ...good, endpoint: 'https://user:pw@push.example.com/abc' }, MESSAGES.pushEndpointInvalid],
      [{ ...good, endpoint: 'ftp://push.example.com/abc' }, MESSAGES.pushEndpointInvalid],
      [{ ...good, endpoint: 'not a url' }, MESSAGES.pushEndpointInvalid],
      [{ ...good, endpoint: `https://push.example.com/${'a'.repeat(1024)}` }, MESSAGES.pushEndpointTooLong],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, MESSAGES.pushKeyInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, 80)}!!!!!!!` } }, MESSAGES.pushKeyInvalid],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(32).toString('base64url') } }, MESSAGES.pushAuthInvalid],
      [{ endpoint: good.endpoint }, MESSAGES.pushKeyInvalid],
    ];
    for (const [body, text] of refused) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(text);
    }
    expect((await post(good)).statusCode).toBe(201);
    // Padding, which some browsers send, is accepted and dropped.
    const padded = browserSubscription(service);
    expect((await post({ endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/x', keys: { p256dh: `${padded.keys.p256dh}=`, auth: `${padded.keys.auth}==` } })).statusCode).toBe(201);
    expect((await subscriptionsOf(me)).find((s) => s.endpoint.includes('mozilla'))!.auth).toBe(padded.keys.auth);
  });

  it('refuses endpoints on this machine unless PUSH_ALLOW_HTTP_ENDPOINTS is set, and the flag in production', async () => {
    const app = await buildApp({ config: testConfig({ push: { ...push, allowLocalHttp: false } }), database: t.database });
    try {
      const me = await person();
      const browser = browserSubscription(service);
      for (const endpoint of [browser.endpoint, 'https://127.0.0.1/push/x', 'https://localhost/push/x', 'https://[::1]:8443/push/x']) {
        const res = await app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie: me.cookie }, payload: { endpoint, keys: browser.keys } });
        expect(res.statusCode, endpoint).toBe(400);
      }
    } finally {
      await app.close();
    }
    const { loadConfig } = await import('../src/config.js');
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_ALLOW_HTTP_ENDPOINTS: 'true' })).toThrow(/PUSH_ALLOW_HTTP_ENDPOINTS/);
    expect(loadConfig({ NODE_ENV: 'development', PUSH_ALLOW_HTTP_ENDPOINTS: 'true' }).push.allowLocalHttp).toBe(true);
  });

  it(`keeps ${PUSH_SUBSCRIPTIONS_MAX} devices per person, dropping the oldest; the same endpoint again is one device`, async () => {
    const me = await person();
    const browsers: BrowserSubscription[] = [];
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_MAX; i++) {
      browsers.push(await subscribe(me));
      // createdAt orders the devices; keep them apart on fast machines.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const kept = (await subscriptionsOf(me)).map((s) => s.endpoint).sort();
    expect(kept).toEqual(browsers.slice(1).map((b) => b.endpoint).sort());
    await subscribe(me, browsers[5]!);
    expect(await subscriptionsOf(me)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
    // The same browser signed in as someone else moves to them.
    const other = await person();
    await subscribe(other, browsers[5]!);
    expect((await subscriptionsOf(other)).map((s) => s.endpoint)).toEqual([browsers[5]!.endpoint]);
    expect(await subscriptionsOf(me)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX - 1);
  });

  it("forgets the devices of sessions ended on purpose (another device's password change, sign-out everywhere, one signed out from the list)", async () => {
    const me = await person();
    const otherSession = async () => ({ ...me, cookie: `sid=${await createSession(t.db, me.id)}` });
    const endpoints = async () => (await subscriptionsOf(me)).map((s) => s.endpoint).sort();
    // A phone and a laptop, each signed in on its own; the laptop changes the password.
    const [phone, laptop] = [await otherSession(), await otherSession()];
    await subscribe(phone);
    const onLaptop = await subscribe(laptop);
    expect((await call('POST', '/api/auth/password', laptop, { currentPassword: DEFAULT_PASSWORD, newPassword: 'violet-harbour-lantern-42' })).statusCode).toBe(200);
    expect(await endpoints()).toEqual([onLaptop.endpoint]);
    // A tablet signed out from the laptop's sessions list.
    const tablet = await otherSession();
    await subscribe(tablet);
    const listed = (await call('GET', '/api/auth/sessions', laptop)).json<Array<{ id: string; current: boolean }>>();
    const tabletSession = listed.find((s) => !s.current)!;
    expect((await call('DELETE', `/api/auth/sessions/${tabletSession.id}`, laptop)).statusCode).toBe(200);
    expect(await endpoints()).toEqual([onLaptop.endpoint]);
    // Signing out everywhere ends them all, this one too.
    expect((await call('POST', '/api/auth/sessions/end-all', laptop)).statusCode).toBe(200);
    expect(await endpoints()).toEqual([]);
  });

  it('forgets a device when asked, when it signs out naming it, and when the account is deleted', async () => {
    const me = await person();
    const [a, b, c] = [await subscribe(me), await subscribe(me), await subscribe(me)];
    const stranger = await person();
    expect((await call('DELETE', '/api/push/subscriptions', stranger, { endpoint: a.endpoint })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/push/subscriptions', me, { endpoint: a.endpoint })).json()).toEqual({ message: MESSAGES.pushUnsubscribed });
    expect((await call('DELETE', '/api/push/subscriptions', me, { endpoint: a.endpoint })).statusCode).toBe(404);
    // Sign-out without a body still works; with this browser's endpoint it drops that one only.
    const other = await person();
    expect((await call('POST', '/api/auth/logout', other)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/logout', me, { pushEndpoint: b.endpoint })).statusCode).toBe(200);
    expect((await subscriptionsOf(me)).map((s) => s.endpoint)).toEqual([c.endpoint]);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: me.username, password: DEFAULT_PASSWORD } });
    const cookie = login.headers['set-cookie'];
    const again = { ...me, cookie: (Array.isArray(cookie) ? cookie : [cookie!]).map((c) => c.split(';')[0]).join('; ') };
    expect((await call('POST', '/api/auth/delete-account', again, { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect(await subscriptionsOf(me)).toEqual([]);
  });

  it('never holds up the request that caused it: a hanging push service, then a wake sends at once', async () => {
    const app = await buildApp({ config: testConfig({ push: { ...push, pollMs: 3_600_000 } }), database: t.database });
    await app.ready();
    try {
      const [buyer, courier] = [await person(), await person(true)];
      const phone = await subscribe(courier);
      service.hangUp(true);
      const started = Date.now();
      const conversation = await app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: buyer.cookie }, payload: { to: courier.id } });
      const sent = await app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: buyer.cookie }, payload: { conversationId: conversation.json<{ id: string }>().id, desc: 'Quick question' } });
      expect(sent.statusCode).toBe(201);
      // The hourly poll is far off: only the wake on queueing can have sent it.
      await expect.poll(() => service.to(phone.endpoint).length).toBe(1);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      service.hangUp(false);
      await app.close();
    }
  });

  it('works with keys from the environment instead of the database', async () => {
    const keys = webpush.generateVAPIDKeys();
    const app = await buildApp({ config: testConfig({ push: { ...push, vapidKeys: keys } }), database: t.database });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/push/key' })).json()).toEqual({ publicKey: keys.publicKey });
      const [buyer, courier] = [await person(), await person(true)];
      const phone = await subscribe(courier);
      await message(buyer, courier, 'Signed with the environment key');
      await drainPushOutbox(app.db);
      verifyVapid(service.to(phone.endpoint)[0]!, phone.endpoint, keys.publicKey);
    } finally {
      await app.close();
    }
  });

  it('skips a queued push for a suspended person, and for none when the app has push off', async () => {
    const [buyer, courier] = [await person(), await person(true)];
    await subscribe(courier);
    await message(buyer, courier, 'Before the suspension');
    const { users } = await import('../src/db/schema/index.js');
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, courier.id));
    expect((await drain()).sent).toBe(0);
    expect((await jobsOf(courier)).map((j) => j.status)).toEqual(['skipped']);
    // A database no app configured for push queues nothing (seed scripts).
    const { database, drop } = await createTestDatabase();
    try {
      expect(await enqueuePush(database.db, { userId: courier.id, category: 'messages', payload: { title: 't', body: 'b', url: '/', tag: 't' }, notificationId: 'x', urgency: 'high' })).toBe(0);
    } finally {
      await drop();
    }
  });
});

describe('web push with two instances on one database', () => {
  it('sends each queued push once', async () => {
    const service = await startPushService();
    const { database, drop } = await createTestDatabase();
    const push = { ...testConfig().push, subject: SUBJECT, allowLocalHttp: true, pollMs: 20 };
    const apps = await Promise.all([0, 1].map(() => buildApp({ config: testConfig({ push }), database })));
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const [buyer, courier] = [await signedInPerson(database.db), await signedInPerson(database.db, true)];
      const browser = browserSubscription(service);
      const res = await apps[0]!.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie: courier.cookie }, payload: { endpoint: browser.endpoint, keys: browser.keys } });
      expect(res.statusCode).toBe(201);
      // 20 conversations, each a push of its own, queued on both instances.
      for (let i = 0; i < 20; i++) {
        const app = apps[i % 2]!;
        const other = await signedInPerson(database.db);
        const { id } = (await app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: other.cookie }, payload: { to: courier.id } })).json<{ id: string }>();
        await app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: other.cookie }, payload: { conversationId: id, desc: `Message ${i}` } });
      }
      await service.waitFor(20);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const bodies = service.deliveries.map((d) => (decrypt(browser, d) as { body: string }).body.replace(/^[^:]+: /, ''));
      expect(bodies).toHaveLength(20);
      expect(new Set(bodies).size).toBe(20);
      const rows = await database.db.select().from(pushOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      expect(buyer.id).toBeTruthy();
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await drop();
      await service.close();
    }
  });
});
