import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { conversations, messages, notifications } from '../src/db/schema/index.js';
import { signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';


describe('messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const person = (seller = false) => signedInPerson(t.db, seller);
  async function chat() {
    const buyer = await person();
    const seller = await person(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: buyer.cookie },
      payload: { to: seller.id },
    });
    return { buyer, seller, id: res.json().id as string };
  }
  const send = (from: Person | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/messages', headers: from ? { cookie: from.cookie } : {}, payload });
  const read = (who: Person | null, conversationId: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/messages/${conversationId}${query}`, headers: who ? { cookie: who.cookie } : {} });

  it('sends a trimmed message and answers it', async () => {
    const { buyer, id } = await chat();
    const res = await send(buyer, { conversationId: id, desc: '   Hello, is 3 kg possible?  \n' });
    expect(res.statusCode).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({ conversationId: id, userId: buyer.id, desc: 'Hello, is 3 kg possible?' });
    expect(message._id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(message.createdAt).toISOString()).toBe(message.createdAt);
  });

  it('validates the text: not empty, not whitespace or zero-width characters, bounded', async () => {
    const { buyer, id } = await chat();
    for (const desc of ['', '    ', '\n\t ', '\u200b\u200b', ' \ufeff\u2060 ']) {
      const res = await send(buyer, { conversationId: id, desc });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.messageEmpty });
    }
    const long = await send(buyer, { conversationId: id, desc: 'x'.repeat(LIMITS.MESSAGE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: MESSAGES.messageMax });
    expect((await send(buyer, { conversationId: id, desc: 'x'.repeat(LIMITS.MESSAGE_MAX) })).statusCode).toBe(201);
    expect((await send(buyer, { desc: 'no conversation' })).statusCode).toBe(400);
    expect((await t.db.select().from(messages).where(eq(messages.conversationId, id)))).toHaveLength(1);
  });

  it('lets only the two participants read or write: 401 visitor, 404 stranger or unknown', async () => {
    const { buyer, seller, id } = await chat();
    const stranger = await person();
    await send(buyer, { conversationId: id, desc: 'hi' });

    const visitor = await send(null, { conversationId: id, desc: 'hi' });
    expect(visitor.statusCode).toBe(401);
    // 401 comes before input checks for visitors.
    expect((await send(null, { conversationId: id, desc: '' })).statusCode).toBe(401);
    expect((await read(null, id)).statusCode).toBe(401);

    expect((await send(stranger, { conversationId: id, desc: 'let me in' })).statusCode).toBe(404);
    expect((await read(stranger, id)).statusCode).toBe(404);

    const unknown = `${stranger.id}${buyer.id}`;
    expect((await send(buyer, { conversationId: unknown, desc: 'hello?' })).statusCode).toBe(404);
    expect((await read(buyer, unknown)).statusCode).toBe(404);

    expect((await read(seller, id)).statusCode).toBe(200);
    expect((await read(buyer, id)).json()).toHaveLength(1);
  });

  it('returns messages oldest first', async () => {
    const { buyer, seller, id } = await chat();
    const texts = ['one', 'two', 'three', 'four', 'five'];
    for (const [i, desc] of texts.entries()) await send(i % 2 ? seller : buyer, { conversationId: id, desc });
    const list = (await read(seller, id)).json() as Array<{ desc: string; userId: string; createdAt: string }>;
    expect(list.map((m) => m.desc)).toEqual(texts);
    expect(list.map((m) => m.userId)).toEqual([buyer.id, seller.id, buyer.id, seller.id, buyer.id]);
    const times = list.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('pages back with limit and before, still oldest first within a page', async () => {
    const { buyer, id } = await chat();
    for (let i = 1; i <= 7; i++) await send(buyer, { conversationId: id, desc: `m${i}` });
    const last3 = (await read(buyer, id, '?limit=3')).json() as Array<{ _id: string; desc: string }>;
    expect(last3.map((m) => m.desc)).toEqual(['m5', 'm6', 'm7']);
    const before = (await read(buyer, id, `?limit=3&before=${last3[0]!._id}`)).json() as Array<{ desc: string }>;
    expect(before.map((m) => m.desc)).toEqual(['m2', 'm3', 'm4']);
    expect((await read(buyer, id, '?limit=0')).statusCode).toBe(400);
    expect((await read(buyer, id, '?limit=501')).statusCode).toBe(400);
  });

  it('updates lastMessage and updatedAt and flips the read flags in the same write', async () => {
    const { buyer, seller, id } = await chat();
    const [before] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    await send(buyer, { conversationId: id, desc: 'From the buyer' });
    const [afterBuyer] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(afterBuyer).toMatchObject({ lastMessage: 'From the buyer', readByBuyer: true, readBySeller: false });
    expect(afterBuyer!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());

    await send(seller, { conversationId: id, desc: 'From the seller' });
    const [afterSeller] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(afterSeller).toMatchObject({ lastMessage: 'From the seller', readByBuyer: false, readBySeller: true });

    const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: buyer.cookie } })).json();
    expect(list[0]).toMatchObject({ id, lastMessage: 'From the seller', readByBuyer: false });
  });

  it('keeps the conversation untouched when the message is refused', async () => {
    const { buyer, id } = await chat();
    const stranger = await person();
    await send(stranger, { conversationId: id, desc: 'sneaky' });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ lastMessage: '', readBySeller: true, readByBuyer: true });
    expect((await read(buyer, id)).json()).toEqual([]);
  });

  describe('a clientKey makes a send safe to try again (decision 2301)', () => {
    const key = () => `k-${crypto.randomUUID()}`;
    const rowsOf = (conversationId: string) => t.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    const noticesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

    it('answers the first message again for the same key: one message, one notification, nothing marked twice', async () => {
      const { buyer, seller, id } = await chat();
      const clientKey = key();
      const first = await send(buyer, { conversationId: id, desc: 'Is 3 kg fine?', clientKey });
      expect(first.statusCode).toBe(201);
      // The seller reads the thread between the two tries: the retry must not mark it unread again.
      await t.app.inject({ method: 'PUT', url: `/api/conversations/${id}`, headers: { cookie: seller.cookie } });
      const [readRow] = await t.db.select().from(conversations).where(eq(conversations.id, id));
      const again = await send(buyer, { conversationId: id, desc: '  Is 3 kg fine? ', clientKey });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await rowsOf(id)).toHaveLength(1);
      expect((await noticesOf(seller.id)).filter((n) => n.type === 'message')).toHaveLength(1);
      const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
      expect(row).toEqual(readRow);
    });

    it('makes one message of tries that arrive together', async () => {
      const { buyer, id } = await chat();
      const clientKey = key();
      const tries = await Promise.all(Array.from({ length: 5 }, () => send(buyer, { conversationId: id, desc: 'Only once', clientKey })));
      expect(tries.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(tries.map((r) => r.json()._id)).size).toBe(1);
      expect(await rowsOf(id)).toHaveLength(1);
    });

    it('refuses the key for another text or another conversation (409), and keeps keys per sender', async () => {
      const { buyer, seller, id } = await chat();
      const otherSeller = await person(true);
      const other = (await t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: buyer.cookie }, payload: { to: otherSeller.id } })).json() as { id: string };
      const clientKey = key();
      expect((await send(buyer, { conversationId: id, desc: 'First', clientKey })).statusCode).toBe(201);
      for (const payload of [
        { conversationId: id, desc: 'Something else', clientKey },
        { conversationId: other.id, desc: 'First', clientKey },
      ]) {
        const res = await send(buyer, payload);
        expect([res.statusCode, res.json()]).toEqual([409, { message: 'This clientKey was already used for another message' }]);
      }
      expect(await rowsOf(other.id)).toHaveLength(0);
      // The other person's key is theirs: the same string makes their own message.
      expect((await send(seller, { conversationId: id, desc: 'First', clientKey })).statusCode).toBe(201);
      expect(await rowsOf(id)).toHaveLength(2);
    });

    it('answers a try made after the thread closed with the message made before it', async () => {
      const { buyer, seller, id } = await chat();
      const clientKey = key();
      const first = await send(buyer, { conversationId: id, desc: 'Before the block', clientKey });
      await t.app.inject({ method: 'POST', url: `/api/users/${buyer.id}/block`, headers: { cookie: seller.cookie } });
      expect((await send(buyer, { conversationId: id, desc: 'Before the block', clientKey })).json()).toEqual(first.json());
      expect((await send(buyer, { conversationId: id, desc: 'After the block', clientKey: key() })).statusCode).toBe(403);
    });

    it('takes 8 to 64 letters, digits, "-" and "_" only', async () => {
      const { buyer, id } = await chat();
      for (const clientKey of ['short', 'x'.repeat(65), 'has space 123', 'a/b/c/d/e', 42, null, ['abcdefgh']]) {
        const res = await send(buyer, { conversationId: id, desc: 'hi', clientKey });
        expect([clientKey, res.statusCode]).toEqual([clientKey, 400]);
      }
      expect(await rowsOf(id)).toHaveLength(0);
      expect((await send(buyer, { conversationId: id, desc: 'hi', clientKey: 'x'.repeat(64) })).statusCode).toBe(201);
    });
  });
});
