import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { WS_CLOSE } from '@spaceshare/shared/constants';
import { createGig, createUser } from '../src/db/factories.js';
import { accountTokens, gigInterests } from '../src/db/schema/index.js';
import { SocketHub } from '../src/modules/realtime/hub.js';
import { createSession } from '../src/plugins/auth.js';
import { signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';
import { LiveClient, type LiveMessage } from './live-client.js';


describe('live events over /api/ws', () => {
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
  async function connect(who: Person) {
    const client = await LiveClient.open(wsUrl, { cookie: who.cookie });
    clients.push(client);
    return client;
  }
  async function chat() {
    const buyer = await person();
    const seller = await person(true);
    const res = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: buyer.cookie }, payload: { to: seller.id } });
    return { buyer, seller, id: res.json().id as string };
  }
  const send = (from: Person, conversationId: string, desc: string) =>
    t.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: from.cookie }, payload: { conversationId, desc } });

  /**
   * Proves a client got nothing before now: a marker sent to it afterwards must be the very next
   * thing it receives (events to one user arrive in publish order).
   */
  async function expectNothingBefore(client: LiveClient, who: Person) {
    const other = await person();
    const res = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: other.cookie }, payload: { to: who.id } });
    await send(other, res.json().id, 'marker');
    const first = await client.next();
    expect(first).toMatchObject({ type: 'message', message: { desc: 'marker' } });
  }

  it('closes the socket with 4401 when there is no session', async () => {
    expect(await LiveClient.closeOf(wsUrl)).toEqual({ code: WS_CLOSE.SIGNED_OUT, reason: 'Not signed in' });
    expect((await LiveClient.closeOf(wsUrl, { cookie: 'sid=not-a-session' })).code).toBe(WS_CLOSE.SIGNED_OUT);
  });

  // Decision 2109: the heartbeat here is 30 s, so only the action itself can close it now. Each way a
  // session ends elsewhere: `here` is the session that acts, `elsewhere` one that must end; `here`
  // stays signed in after a password change or signing out one other session.
  type Ending = (here: string, elsewhereId: string, userId: string) => Promise<{ statusCode: number }>;
  it.each<[string, boolean, Ending]>([
    [
      'the password is changed',
      true,
      (here) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password',
          headers: { cookie: `sid=${here}` },
          payload: { currentPassword: 'password123', newPassword: 'Correct-horse-battery-42' },
        }),
    ],
    ['that session is signed out from the list', true, (here, elsewhereId) => t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${elsewhereId}`, headers: { cookie: `sid=${here}` } })],
    ['the account signs out everywhere', false, (here) => t.app.inject({ method: 'POST', url: '/api/auth/sessions/end-all', headers: { cookie: `sid=${here}` } })],
    [
      'the password is reset from a link',
      false,
      async (_here, _elsewhereId, userId) => {
        const token = randomBytes(32).toString('base64url');
        const tokenHash = createHash('sha256').update(token).digest('hex');
        await t.db.insert(accountTokens).values({ tokenHash, userId, purpose: 'reset', expiresAt: new Date(Date.now() + 60_000) });
        return t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'Correct-horse-battery-42' } });
      },
    ],
  ])("closes an ended session's socket with 4401 as soon as %s", async (_how, keepsHere, end) => {
    const user = await createUser(t.db);
    const here = await createSession(t.db, user.id);
    const elsewhere = await createSession(t.db, user.id);
    const kept = await LiveClient.open(wsUrl, { cookie: `sid=${here}` });
    const ended = await LiveClient.open(wsUrl, { cookie: `sid=${elsewhere}` });
    clients.push(kept, ended);
    const closedOf = (client: LiveClient) => new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
    const [closed, hereClosed] = [closedOf(ended), closedOf(kept)];
    const listed = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: `sid=${here}` } });
    const elsewhereId = (listed.json() as { id: string; current: boolean }[]).find((s) => !s.current)!.id;

    expect((await end(here, elsewhereId, user.id)).statusCode).toBe(200);
    const soon = new Promise<string>((resolve) => setTimeout(() => resolve('still open after 3 s'), 3_000));
    expect(await Promise.race([closed, soon])).toBe(WS_CLOSE.SIGNED_OUT);
    if (keepsHere) expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    else expect(await hereClosed).toBe(WS_CLOSE.SIGNED_OUT);
  });

  it('refuses a repeated ?token= with 400, not 500', async () => {
    const who = await person();
    const token = encodeURIComponent(who.token);
    // The upgrade is refused before any socket exists: the answer is a plain HTTP response.
    const refusal = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const ws = new WebSocket(`${wsUrl}?token=${token}&token=${token}`);
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      ws.once('open', () => reject(new Error('the socket opened')));
    });
    expect(refusal.status).toBe(400);
    expect(Object.keys(JSON.parse(refusal.body) as object)).toEqual(['message']);
  });

  it('signs API clients in with ?token= or a Bearer header', async () => {
    const { buyer, seller, id } = await chat();
    const byQuery = await LiveClient.open(`${wsUrl}?token=${encodeURIComponent(seller.token)}`);
    const byHeader = await LiveClient.open(wsUrl, { authorization: `Bearer ${seller.token}` });
    clients.push(byQuery, byHeader);
    await send(buyer, id, 'token check');
    for (const c of [byQuery, byHeader]) {
      expect(await c.next((e) => e.type === 'message')).toMatchObject({ message: { desc: 'token check' } });
    }
  });

  it('pushes a new message and each side’s own conversation view to both participants, not to strangers', async () => {
    const { buyer, seller, id } = await chat();
    const stranger = await person();
    const [buyerWs, sellerWs, strangerWs] = [await connect(buyer), await connect(seller), await connect(stranger)];

    const posted = (await send(buyer, id, 'Can you take 3 kg to Accra?')).json();

    const atSeller = await sellerWs.next((e) => e.type === 'message');
    expect(atSeller).toEqual({ type: 'message', conversationId: id, message: posted });
    const sellerView = (await sellerWs.next((e) => e.type === 'conversation')).conversation as Record<string, unknown>;
    expect(sellerView).toMatchObject({
      id,
      lastMessage: 'Can you take 3 kg to Accra?',
      readBySeller: false,
      readByBuyer: true,
      otherUser: { _id: buyer.id },
    });

    expect(await buyerWs.next((e) => e.type === 'message')).toMatchObject({ message: { _id: posted._id } });
    const buyerView = (await buyerWs.next((e) => e.type === 'conversation')).conversation as Record<string, unknown>;
    expect(buyerView).toMatchObject({ id, otherUser: { _id: seller.id } });

    await expectNothingBefore(strangerWs, stranger);
  });

  it('forwards typing to the other participant only, and only from a participant', async () => {
    const { buyer, seller, id } = await chat();
    const stranger = await person();
    const [buyerWs, sellerWs, strangerWs] = [await connect(buyer), await connect(seller), await connect(stranger)];

    // A stranger's typing in someone else's conversation goes nowhere.
    strangerWs.send({ type: 'typing', conversationId: id });
    // Nonsense is ignored without closing the socket.
    buyerWs.ws.send('not json');
    buyerWs.send({ type: 'shout', conversationId: id });

    buyerWs.send({ type: 'typing', conversationId: id });
    const typing = await sellerWs.next((e) => e.type === 'typing');
    expect(typing).toEqual({ type: 'typing', conversationId: id, userId: buyer.id });
    // Nothing from the stranger reached the seller before the buyer's typing.
    const sellerTyping = sellerWs.received.filter((e: LiveMessage) => e.type === 'typing');
    expect(sellerTyping).toHaveLength(1);

    sellerWs.send({ type: 'typing', conversationId: id });
    expect(await buyerWs.next((e) => e.type === 'typing')).toEqual({ type: 'typing', conversationId: id, userId: seller.id });
    expect(buyerWs.received.filter((e) => e.type === 'typing' && e.userId === buyer.id)).toEqual([]);

    await expectNothingBefore(strangerWs, stranger);
    // By the time a later event reached the seller, the stranger's earlier typing had been handled.
    await expectNothingBefore(await connect(seller), seller);
    expect(sellerWs.received.filter((e) => e.type === 'typing' && e.userId === stranger.id)).toEqual([]);
  });

  it('forwards no typing between two people once either blocked the other', async () => {
    const { buyer, seller, id } = await chat();
    const [buyerWs, sellerWs] = [await connect(buyer), await connect(seller)];
    const block = await t.app.inject({ method: 'POST', url: `/api/users/${buyer.id}/block`, headers: { cookie: seller.cookie } });
    expect(block.statusCode).toBeLessThan(300);
    buyerWs.send({ type: 'typing', conversationId: id });
    sellerWs.send({ type: 'typing', conversationId: id });
    // By the time later events reached each of them, their typing had been handled.
    await expectNothingBefore(sellerWs, seller);
    await expectNothingBefore(buyerWs, buyer);
  });

  it('delivers to every open socket of a user', async () => {
    const { buyer, seller, id } = await chat();
    const tabs = [await connect(seller), await connect(seller)];
    await send(buyer, id, 'two tabs');
    for (const tab of tabs) expect(await tab.next((e) => e.type === 'message')).toMatchObject({ message: { desc: 'two tabs' } });
  });

  it('pushes order updates to both sides, each with the other party', async () => {
    const seller = await person(true);
    const buyer = await person();
    const gig = await createGig(t.db, seller.id);
    await t.db.insert(gigInterests).values({ gigId: gig.id, userId: buyer.id });
    const [sellerWs, buyerWs] = [await connect(seller), await connect(buyer)];

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gigs/${gig.id}/accept`,
      headers: { cookie: seller.cookie },
      payload: { userId: buyer.id, quantity: 2 },
    });
    expect(res.statusCode).toBe(201);
    const orderId = res.json()._id;
    expect(await sellerWs.next((e) => e.type === 'order')).toMatchObject({ order: { _id: orderId, status: 'active', otherUser: { _id: buyer.id } } });
    expect(await buyerWs.next((e) => e.type === 'order')).toMatchObject({ order: { _id: orderId, otherUser: { _id: seller.id } } });

    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/deliver`, headers: { cookie: seller.cookie } });
    expect(await sellerWs.next((e) => e.type === 'order')).toMatchObject({ order: { _id: orderId, status: 'active' } });
    expect(await buyerWs.next((e) => e.type === 'order')).toMatchObject({ order: { _id: orderId, status: 'active' } });
    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/confirm`, headers: { cookie: buyer.cookie } });
    expect(await sellerWs.next((e) => e.type === 'order')).toMatchObject({ order: { _id: orderId, status: 'completed' } });
    expect(await buyerWs.next((e) => e.type === 'order')).toMatchObject({ order: { _id: orderId, status: 'completed' } });
  });

  it("tells the owner when a buyer makes or withdraws an offer, and no one else", async () => {
    const seller = await person(true);
    const buyer = await person();
    const gig = await createGig(t.db, seller.id);
    const toggle = () => t.app.inject({ method: 'POST', url: `/api/gigs/${gig.id}/interest`, headers: { cookie: buyer.cookie } });
    const [sellerWs, buyerWs] = [await connect(seller), await connect(buyer)];

    // An offer: the list changes, and the bell rings.
    expect((await toggle()).json()).toMatchObject({ interested: true });
    expect(await sellerWs.next()).toEqual({ type: 'interest', listingType: 'gig', listingId: gig.id });
    expect(await sellerWs.next()).toMatchObject({ type: 'notification', notification: { type: 'interest', link: `/gig/${gig.id}` } });
    // Withdrawn: the list changes, without a notification.
    expect((await toggle()).json()).toMatchObject({ interested: false, interestedCount: 0 });
    expect(await sellerWs.next()).toEqual({ type: 'interest', listingType: 'gig', listingId: gig.id });
    await expectNothingBefore(buyerWs, buyer);
  });

  it('tells my other tabs when I mark a conversation read', async () => {
    const { buyer, seller, id } = await chat();
    await send(buyer, id, 'unread for the seller');
    const sellerWs = await connect(seller);
    await t.app.inject({ method: 'PUT', url: `/api/conversations/${id}`, headers: { cookie: seller.cookie } });
    expect(await sellerWs.next((e) => e.type === 'conversation')).toMatchObject({
      conversation: { id, readBySeller: true },
    });
  });
});

describe('SocketHub heartbeat', () => {
  it('terminates a socket that stopped answering pings and keeps one that answers', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const hub = new SocketHub(60_000);
    const accepted: WebSocket[] = [];
    server.on('connection', (socket) => accepted.push(socket));

    const dead = new WebSocket(url, { autoPong: false });
    const alive = new WebSocket(url);
    await Promise.all([dead, alive].map((ws) => new Promise((resolve) => ws.once('open', resolve))));
    while (accepted.length < 2) await new Promise((resolve) => setImmediate(resolve));
    // Server-side order follows connection order.
    hub.add('dead-user', accepted[0]!);
    hub.add('alive-user', accepted[1]!);
    expect(hub.connectedUsers).toBe(2);

    const pongs = new Promise((resolve) => accepted[1]!.once('pong', resolve));
    const pinged = new Promise((resolve) => dead.once('ping', resolve));
    hub.sweep();
    await Promise.all([pongs, pinged]);
    const deadClosed = new Promise((resolve) => dead.once('close', resolve));
    hub.sweep();
    await deadClosed;
    expect(hub.connectedUsers).toBe(1);

    hub.close();
    alive.close();
    dead.terminate();
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('a live socket after its session ends', () => {
  const HEARTBEAT_MS = 1000;
  let t: TestApp;
  let wsUrl: string;
  beforeAll(async () => {
    // Sweeps come quickly, but not so quickly that a test process slowed by the other worker misses a
    // pong and the sweep ends the socket that should stay (seen at 100 ms, and again at 250 ms on an
    // idle machine: PGlite's queries hold this process's event loop while the pong waits).
    t = await createTestApp({ wsHeartbeatMs: HEARTBEAT_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(() => t.close());

  it('is closed with 4401 once the user signs out, while another session stays open', async () => {
    const user = await createUser(t.db);
    const signedOut = await createSession(t.db, user.id);
    const stays = await createSession(t.db, user.id);
    const leaving = await LiveClient.open(wsUrl, { cookie: `sid=${signedOut}` });
    const staying = await LiveClient.open(wsUrl, { authorization: `Bearer ${stays}` });
    const closed = new Promise<number>((resolve) => leaving.ws.once('close', (code) => resolve(code)));

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `sid=${signedOut}` } });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe(WS_CLOSE.SIGNED_OUT);
    // Two more sweeps later the other session's socket is still open.
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2.2));
    expect(staying.ws.readyState).toBe(WebSocket.OPEN);
    await staying.close();
  });
});
