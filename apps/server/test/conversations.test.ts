import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import { conversations } from '../src/db/schema/index.js';
import { signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';


describe('conversations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Sessions straight from the store: the login route is rate-limited per address.
  const person = (seller = false) => signedInPerson(t.db, seller);

  const start = (from: Person, to: string) =>
    t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: from.cookie }, payload: { to } });
  const get = (who: Person | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const send = (from: Person, conversationId: string, desc: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: from.cookie },
      payload: { conversationId, desc },
    });

  it('answers 401 to visitors on every route', async () => {
    const someone = await person();
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['GET', `/api/conversations/single/${someone.id}${someone.id}`],
      ['PUT', `/api/conversations/${someone.id}${someone.id}`],
      ['POST', '/api/conversations'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { to: someone.id } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('refuses a chat with yourself and with nobody', async () => {
    const me = await person();
    const self = await start(me, me.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: MESSAGES.selfChat });
    expect(self.json().message).toBe('You cannot chat with yourself!');

    const ghost = await start(me, 'f'.repeat(24));
    expect(ghost.statusCode).toBe(404);

    const missing = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: me.cookie }, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('makes the seller the seller when a buyer writes to one, and id = sellerId + buyerId', async () => {
    const buyer = await person();
    const seller = await person(true);
    const first = await start(buyer, seller.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: `${seller.id}${buyer.id}` });

    const again = await start(buyer, seller.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    // The other way round finds the same conversation.
    const back = await start(seller, buyer.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual(first.json());

    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, first.json().id));
    expect(row).toMatchObject({ sellerId: seller.id, buyerId: buyer.id });
  });

  it('makes a seller who contacts a non-seller the seller', async () => {
    const seller = await person(true);
    const buyer = await person();
    const res = await start(seller, buyer.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toBe(`${seller.id}${buyer.id}`);
  });

  it('makes the person contacted the seller when both or neither are sellers', async () => {
    const a = await person();
    const b = await person();
    const plain = await start(a, b.id);
    expect(plain.json().id).toBe(`${b.id}${a.id}`);

    const c = await person(true);
    const d = await person(true);
    const sellers = await start(c, d.id);
    expect(sellers.json().id).toBe(`${d.id}${c.id}`);

    // The reverse-order id is found rather than a second conversation being made.
    const reverse = await start(b, a.id);
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json().id).toBe(`${b.id}${a.id}`);
  });

  it('never makes two conversations for one pair, even when both sides start at once', async () => {
    const a = await person();
    const b = await person();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? start(a, b.id) : start(b, a.id))),
    );
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    const rows = await t.db
      .select()
      .from(conversations)
      .where(or(eq(conversations.sellerId, a.id), eq(conversations.buyerId, a.id)));
    expect(rows).toHaveLength(1);
  });

  it('looks a conversation up by its id, by the joined ids in either order, for participants only', async () => {
    const buyer = await person();
    const seller = await person(true);
    const stranger = await person();
    const { id } = (await start(buyer, seller.id)).json();

    const mine = await get(buyer, `/api/conversations/single/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      sellerId: seller.id,
      buyerId: buyer.id,
      readBySeller: true,
      readByBuyer: true,
      lastMessage: null,
      otherUser: { _id: seller.id, username: seller.username, img: '', country: 'Ghana' },
    });
    expect(Object.keys(mine.json().otherUser).sort()).toEqual(['_id', 'country', 'img', 'username']);

    const theirs = await get(seller, `/api/conversations/single/${seller.id}${buyer.id}`);
    expect(theirs.json().otherUser._id).toBe(buyer.id);

    // An order whose seller happened to be the conversation's buyer still finds it.
    const reversed = await get(seller, `/api/conversations/single/${buyer.id}${seller.id}`);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().id).toBe(id);

    expect((await get(stranger, `/api/conversations/single/${id}`)).statusCode).toBe(404);
    const none = await get(buyer, `/api/conversations/single/${stranger.id}${buyer.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: MESSAGES.conversationNotFound });
  });

  it('answers a stranger exactly as if the pair had never talked, on every conversation route', async () => {
    const buyer = await person();
    const seller = await person(true);
    const stranger = await person();
    const loner = await person(true);
    const { id } = (await start(buyer, seller.id)).json();
    await send(buyer, id, 'Is there space for 5 kg?');

    const asked = async (conversationId: string) => {
      const answers = [
        await get(stranger, `/api/conversations/single/${conversationId}`),
        await t.app.inject({ method: 'PUT', url: `/api/conversations/${conversationId}`, headers: { cookie: stranger.cookie } }),
        await get(stranger, `/api/messages/${conversationId}`),
        await send(stranger, conversationId, 'who are you two?'),
      ];
      return answers.map((res) => [res.statusCode, res.json()]);
    };
    const notFound = [404, { message: MESSAGES.conversationNotFound }];
    // The pair that talked, by its id and by its reversed key, and a pair that never did.
    expect(await asked(id)).toEqual([notFound, notFound, notFound, notFound]);
    expect(await asked(`${buyer.id}${seller.id}`)).toEqual(await asked(`${loner.id}${buyer.id}`));
    expect(await asked(`${loner.id}${buyer.id}`)).toEqual([notFound, notFound, notFound, notFound]);
  });

  it('lists my conversations, most recently updated first, each with the other user', async () => {
    const me = await person();
    const s1 = await person(true);
    const s2 = await person(true);
    const s3 = await person(true);
    const c1 = (await start(me, s1.id)).json().id as string;
    const c2 = (await start(me, s2.id)).json().id as string;
    const c3 = (await start(s3, me.id)).json().id as string;
    await send(me, c1, 'first one, now the newest');

    const res = await get(me, '/api/conversations');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: string; lastMessage: string | null; otherUser: { _id: string } }>;
    expect(list.map((c) => c.id)).toEqual([c1, c3, c2]);
    expect(list.map((c) => c.otherUser._id)).toEqual([s1.id, s3.id, s2.id]);
    expect(list[0]!.lastMessage).toBe('first one, now the newest');
    expect(JSON.stringify(list)).not.toContain('email');
    expect(JSON.stringify(list)).not.toContain('passwordHash');

    // Someone else's list does not contain mine.
    const other = await person();
    expect((await get(other, '/api/conversations')).json()).toEqual([]);
  });

  it('keeps read flags per side and lets each side mark only its own side read', async () => {
    const buyer = await person();
    const seller = await person(true);
    const stranger = await person();
    const { id } = (await start(buyer, seller.id)).json();

    await send(buyer, id, 'Is there space for 5 kg?');
    let view = (await get(seller, `/api/conversations/single/${id}`)).json();
    expect(view).toMatchObject({ readBySeller: false, readByBuyer: true });

    const put = (who: Person, cid = id) =>
      t.app.inject({ method: 'PUT', url: `/api/conversations/${cid}`, headers: { cookie: who.cookie } });

    expect((await put(stranger)).statusCode).toBe(404);
    expect((await put(buyer, `${stranger.id}${buyer.id}`)).statusCode).toBe(404);

    // The buyer marking read changes nothing on the seller's side.
    const byBuyer = await put(buyer);
    expect(byBuyer.statusCode).toBe(200);
    expect(byBuyer.json()).toMatchObject({ readBySeller: false, readByBuyer: true });

    const bySeller = await put(seller);
    expect(bySeller.statusCode).toBe(200);
    expect(bySeller.json()).toMatchObject({ id, readBySeller: true, readByBuyer: true, otherUser: { _id: buyer.id } });

    await send(seller, id, 'Yes, 5 kg is fine.');
    view = (await get(buyer, `/api/conversations/single/${id}`)).json();
    expect(view).toMatchObject({ readBySeller: true, readByBuyer: false, lastMessage: 'Yes, 5 kg is fine.' });
    const again = await put(buyer);
    expect(again.json()).toMatchObject({ readBySeller: true, readByBuyer: true });
  });
});
