import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { createContainer, createGig } from '../db/factories.js';
import { containerInterests, containers, conversations, gigInterests, gigs, messages, users } from '../db/schema/index.js';
import { createEventBus } from '../lib/events.js';
import { startConversation } from '../modules/conversations/service.js';
import { sendMessage } from '../modules/messages/service.js';
import { containerKind } from '../modules/containers/kind.js';
import { gigKind } from '../modules/gigs/kind.js';
import { acceptOffer, changeOrder } from '../modules/orders/service.js';
import { acceptRequest, createRequest } from '../modules/requests/service.js';

/** A line, sent `daysAgo` days before the seed runs (0 or none: now), so a thread spans days. */
type Line = [from: 'me' | 'them', text: string, daysAgo?: number];
/** `about`: the chat was opened from the other person's open gig. */
type Script = { with: string; starter: string; about?: 'gig'; lines: Line[] };

/** Chats of the demo accounts; `me` is the account named first in each pair. */
const CHATS: Array<{ me: string } & Script> = [
  {
    me: 'demo',
    with: 'courier',
    starter: 'demo',
    about: 'gig',
    lines: [
      ['me', 'Hi! I saw your Guangzhou to Accra trip. Do you still have space for about 5 kg?', 3],
      ['them', 'Hello! Yes, I have around 15 kg left. What would you like to send?', 3],
      ['me', 'Mostly textbooks and two phone cases, all packed in one sealed box.', 1],
      ['them', 'That works. Please bring it unsealed to the hand-over so I can check it, then we seal it together.'],
      ['me', 'Perfect, thank you. I have registered my interest on the gig.'],
    ],
  },
  {
    me: 'demo',
    with: 'li.wei',
    starter: 'demo',
    lines: [
      ['me', 'Hello Li, are you flying to Accra again this month?'],
      ['them', 'Yes, on the 24th. I can take up to 10 kg, sealed parcels only.'],
    ],
  },
  {
    me: 'courier',
    with: 'ama.mensah',
    starter: 'ama.mensah',
    lines: [
      ['them', 'Can you take a small parcel of documents to Accra? It is less than 1 kg.'],
      ['me', 'Of course. Half a kilo is the smallest booking; I will accept your offer now.'],
    ],
  },
];

/**
 * Demo conversations, messages and orders between the demo accounts, written through the same
 * services as the API so that every invariant (read flags, space, sales, trips) holds. Skips people the
 * user seed did not create, and uses the couriers' listings when the listings demo made some.
 */
export async function seedMessagingDemo(db: Db, { usdPerRmb = 0.14 }: { usdPerRmb?: number } = {}) {
  const quiet = await createEventBus({ redis: null });
  const names = [...new Set(CHATS.flatMap((c) => [c.me, c.with]))];
  const people = new Map(
    (await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names))).map(
      (u) => [u.username, u.id],
    ),
  );
  const idOf = (name: string) => people.get(name);

  let conversationCount = 0;
  let messageCount = 0;
  for (const chat of CHATS) {
    const me = idOf(chat.me);
    const them = idOf(chat.with);
    if (!me || !them) continue;
    const starterId = chat.starter === chat.me ? me : them;
    const listing = chat.about ? { listingType: 'gig' as const, listingId: (await openGigOf(db, them)).id } : undefined;
    const { id, created } = await startConversation(db, starterId, starterId === me ? them : me, listing);
    if (!created) continue;
    conversationCount++;
    for (const [from, text, daysAgo = 0] of chat.lines) {
      const sent = await sendMessage(db, quiet, { conversationId: id, desc: text, userId: from === 'me' ? me : them });
      if (daysAgo > 0) await backdate(db, id, sent._id, daysAgo);
      messageCount++;
    }
  }

  let orderCount = 0;
  const courier = idOf('courier');
  const demo = idOf('demo');
  const ama = idOf('ama.mensah');
  if (courier && demo) {
    const gig = await openGigOf(db, courier);
    // Demo's booking is under way (asked for by a request); Ama's is delivered and confirmed, so her
    // review would be verified.
    const asked = await createRequest(db, quiet, {
      kind: gigKind,
      listingId: gig.id,
      buyerId: demo,
      input: { quantity: 5, description: 'Two suitcases of clothes and school books', declaration: true },
    });
    await acceptRequest(db, quiet, { requestId: asked._id, ownerId: courier, usdPerRmb });
    orderCount++;
    if (ama) {
      await db.insert(gigInterests).values({ gigId: gig.id, userId: ama }).onConflictDoNothing();
      const done = await acceptOffer(db, quiet, { kind: gigKind, listingId: gig.id, ownerId: courier, buyerId: ama, quantity: 0.5, usdPerRmb });
      await changeOrder(db, quiet, { orderId: done._id, userId: courier, action: 'deliver' });
      await changeOrder(db, quiet, { orderId: done._id, userId: ama, action: 'confirm' });
      orderCount++;
    }
    const container = await openContainerOf(db, courier);
    await db.insert(containerInterests).values({ containerId: container.id, userId: demo }).onConflictDoNothing();
    const cancelled = await acceptOffer(db, quiet, {
      kind: containerKind,
      listingId: container.id,
      ownerId: courier,
      buyerId: demo,
      quantity: 1.5,
      usdPerRmb,
    });
    await changeOrder(db, quiet, { orderId: cancelled._id, userId: demo, action: 'cancel' });
    orderCount++;
    // A request the courier has yet to answer: the navbar badge and My Containers show it.
    if (ama) {
      await createRequest(db, quiet, {
        kind: containerKind,
        listingId: container.id,
        buyerId: ama,
        input: { quantity: 1, description: 'Kitchen appliances for my shop, boxed and labelled', declaration: true },
      });
    }
  }
  await quiet.close();
  return { conversations: conversationCount, messages: messageCount, orders: orderCount };
}

/** Moves a demo message (and, while it is the latest, its conversation) `days` days back. */
async function backdate(db: Db, conversationId: string, messageId: string, days: number) {
  const when = new Date(Date.now() - days * 86_400_000);
  await db.update(messages).set({ createdAt: when }).where(eq(messages.id, messageId));
  await db.update(conversations).set({ updatedAt: when }).where(eq(conversations.id, conversationId));
}

async function openGigOf(db: Db, userId: string) {
  const [gig] = await db
    .select({ id: gigs.id })
    .from(gigs)
    .where(and(eq(gigs.userId, userId), eq(gigs.isCompleted, false), isNull(gigs.deletedAt), gte(gigs.availableSpace, 6)))
    .limit(1);
  return gig ?? (await createGig(db, userId, { availableSpace: 23 }));
}

async function openContainerOf(db: Db, userId: string) {
  const [container] = await db
    .select({ id: containers.id })
    .from(containers)
    .where(and(
        eq(containers.userId, userId),
        eq(containers.isCompleted, false),
        isNull(containers.deletedAt),
        gte(containers.availableSpaceCBM, 1.5),
      ))
    .limit(1);
  return container ?? (await createContainer(db, userId));
}
