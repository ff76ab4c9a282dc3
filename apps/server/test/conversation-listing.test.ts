import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Conversation, ListingRef } from '@spaceshare/shared/schemas/conversation';
import type { Message } from '@spaceshare/shared/schemas/message';
import { createContainer, createGig } from '../src/db/factories.js';
import { conversations, gigs } from '../src/db/schema/index.js';
import { listConversations } from '../src/modules/conversations/service.js';
import { signedInPerson, type Person } from './listing-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 13: a conversation opened from a listing's page (Chat Now, Contact Me) says which listing it is
// about, in the list, the single lookup, the read mark and the live event of a new message.

describe('the listing a conversation is about', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const person = (seller = false) => signedInPerson(t.db, seller);
  const start = (from: Person, to: string, listing?: ListingRef) =>
    t.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: from.cookie }, payload: { to, listing } });
  const single = async (who: Person, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/conversations/single/${id}`, headers: { cookie: who.cookie } })).json<Conversation>();
  const list = async (who: Person) =>
    (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: who.cookie } })).json<Conversation[]>();

  it('is recorded when the chat starts from a gig, and both sides see its title, kind and id', async () => {
    const [buyer, seller] = [await person(), await person(true)];
    const gig = await createGig(t.db, seller.id, { title: 'Shanghai to Nairobi, 12 kg' });
    const res = await start(buyer, seller.id, { listingType: 'gig', listingId: gig.id });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const about = { listingType: 'gig', listingId: gig.id, title: 'Shanghai to Nairobi, 12 kg' };
    expect((await single(buyer, id)).listing).toEqual(about);
    expect((await single(seller, id)).listing).toEqual(about);
    expect((await list(buyer)).find((c) => c.id === id)?.listing).toEqual(about);
    // Sending a message answers the conversation (read mark, live event) with the listing too.
    const sent = await t.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: buyer.cookie }, payload: { conversationId: id, desc: 'Hi' } });
    expect(sent.statusCode).toBe(201);
    const read = await t.app.inject({ method: 'PUT', url: `/api/conversations/${id}`, headers: { cookie: seller.cookie } });
    expect(read.json<Conversation>().listing).toEqual(about);
  });

  it('is null for a chat started without a listing, and follows the latest listing the pair chats from', async () => {
    const [buyer, seller] = [await person(), await person(true)];
    const { id } = (await start(buyer, seller.id)).json<{ id: string }>();
    expect((await single(buyer, id)).listing).toBeNull();

    const container = await createContainer(t.db, seller.id, { title: '20ft box to Lagos' });
    const again = await start(buyer, seller.id, { listingType: 'container', listingId: container.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id });
    expect((await single(buyer, id)).listing).toEqual({ listingType: 'container', listingId: container.id, title: '20ft box to Lagos' });

    // Contacting from the profile afterwards (no listing) keeps what the chat is about.
    await start(seller, buyer.id);
    expect((await single(seller, id)).listing?.listingId).toBe(container.id);

    const gig = await createGig(t.db, seller.id);
    await start(buyer, seller.id, { listingType: 'gig', listingId: gig.id });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ gigId: gig.id, containerId: null });
  });

  it('stays on each message: what was said about one listing still says so after the pair chats from another', async () => {
    const [buyer, seller] = [await person(), await person(true)];
    const gig = await createGig(t.db, seller.id, { title: 'Guangzhou to Accra, 20 kg' });
    const container = await createContainer(t.db, seller.id, { title: '40ft to Tema' });
    const say = async (who: Person, id: string, desc: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: who.cookie }, payload: { conversationId: id, desc } });
      expect(res.statusCode).toBe(201);
      return res.json<Message>();
    };
    const { id } = (await start(buyer, seller.id)).json<{ id: string }>();
    const before = await say(buyer, id, 'Hello from your profile');
    await start(buyer, seller.id, { listingType: 'gig', listingId: gig.id });
    const aboutGig = await say(buyer, id, 'Space to Accra?');
    await start(buyer, seller.id, { listingType: 'container', listingId: container.id });
    const aboutContainer = await say(seller, id, 'The container has room too');

    const gigRef = { listingType: 'gig', listingId: gig.id, title: 'Guangzhou to Accra, 20 kg' };
    const containerRef = { listingType: 'container', listingId: container.id, title: '40ft to Tema' };
    // The answer to sending says it too (and so does the live event, built from the same message).
    expect([before.listing, aboutGig.listing, aboutContainer.listing]).toEqual([null, gigRef, containerRef]);
    const thread = (await t.app.inject({ method: 'GET', url: `/api/messages/${id}`, headers: { cookie: seller.cookie } })).json<Message[]>();
    expect(thread.map((m) => [m.desc, m.listing])).toEqual([
      ['Hello from your profile', null],
      ['Space to Accra?', gigRef],
      ['The container has room too', containerRef],
    ]);
    expect((await single(buyer, id)).listing).toEqual(containerRef);

    // A listing deleted since reads as none.
    await t.db.update(gigs).set({ deletedAt: new Date() }).where(eq(gigs.id, gig.id));
    const later = (await t.app.inject({ method: 'GET', url: `/api/messages/${id}`, headers: { cookie: buyer.cookie } })).json<Message[]>();
    expect(later.map((m) => m.listing?.listingType ?? null)).toEqual([null, null, 'container']);
  });

  it('tells both sides live when the chat is opened from another listing, so the next reply is about what they see', async () => {
    const [buyer, seller] = [await person(), await person(true)];
    const [first, second] = [await createGig(t.db, seller.id, { title: '20 kg to Accra' }), await createGig(t.db, seller.id, { title: '25 kg to Accra' })];
    const { id } = (await start(buyer, seller.id, { listingType: 'gig', listingId: first.id })).json<{ id: string }>();
    const heard: Array<{ userIds: readonly string[]; listingId?: string }> = [];
    const stop = t.app.events.onDeliver((userIds, payload) => {
      const event = JSON.parse(payload) as { type: string; conversation?: Conversation };
      if (event.type === 'conversation' && event.conversation?.id === id) heard.push({ userIds, listingId: event.conversation.listing?.listingId });
    });
    try {
      // Opened again from the same listing: nothing changed, nothing to tell.
      await start(buyer, seller.id, { listingType: 'gig', listingId: first.id });
      expect(heard).toEqual([]);
      await start(buyer, seller.id, { listingType: 'gig', listingId: second.id });
      expect(heard).toHaveLength(2);
      expect(heard).toEqual(
        expect.arrayContaining([
          { userIds: [buyer.id], listingId: second.id },
          { userIds: [seller.id], listingId: second.id },
        ]),
      );
    } finally {
      stop();
    }
  });

  it('reads as about no listing once the listing is deleted or hidden', async () => {
    const [buyer, seller] = [await person(), await person(true)];
    const gig = await createGig(t.db, seller.id);
    const { id } = (await start(buyer, seller.id, { listingType: 'gig', listingId: gig.id })).json<{ id: string }>();
    await t.db.update(gigs).set({ deletedAt: new Date() }).where(eq(gigs.id, gig.id));
    expect((await single(buyer, id)).listing).toBeNull();
  });

  it("refuses a listing that is missing or belongs to neither of the pair, and starts nothing", async () => {
    const [buyer, seller, stranger] = [await person(), await person(true), await person(true)];
    const missing = await start(buyer, seller.id, { listingType: 'gig', listingId: 'f'.repeat(24) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.gigNotFound });

    const theirs = await createContainer(t.db, stranger.id);
    const wrong = await start(buyer, seller.id, { listingType: 'container', listingId: theirs.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: MESSAGES.chatListingNotTheirs });
    // A gig's id under the container kind is a missing container.
    const gig = await createGig(t.db, seller.id);
    const mixed = await start(buyer, seller.id, { listingType: 'container', listingId: gig.id });
    expect(mixed.statusCode).toBe(404);
    expect(await list(buyer)).toEqual([]);

    const badKind = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: buyer.cookie },
      payload: { to: seller.id, listing: { listingType: 'order', listingId: gig.id } },
    });
    expect(badKind.statusCode).toBe(400);
  });

  it('lists conversations with their listings in one query, however many there are', async () => {
    const buyer = await person();
    for (let i = 0; i < 4; i++) {
      const seller = await person(true);
      const listing: ListingRef =
        i % 2
          ? { listingType: 'container', listingId: (await createContainer(t.db, seller.id, { title: `Box ${i}` })).id }
          : { listingType: 'gig', listingId: (await createGig(t.db, seller.id, { title: `Gig ${i}` })).id };
      expect((await start(buyer, seller.id, listing)).statusCode).toBe(201);
    }
    const select = vi.spyOn(t.db, 'select');
    const execute = vi.spyOn(t.db, 'execute');
    const all = await listConversations(t.db, buyer.id);
    expect(select).toHaveBeenCalledTimes(1);
    expect(execute).not.toHaveBeenCalled();
    select.mockRestore();
    execute.mockRestore();
    expect(all.map((c) => c.listing?.title).sort()).toEqual(['Box 1', 'Box 3', 'Gig 0', 'Gig 2']);
  });
});
