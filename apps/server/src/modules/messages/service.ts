import { MESSAGES } from '@spaceshare/shared/messages';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Message } from '@spaceshare/shared/schemas/message';
import type { Db } from '../../db/client.js';
import { notify } from '../notifications/service.js';
import { messageNotification } from '../notifications/texts.js';
import { newId } from '../../db/ids.js';
import { containers, conversations, gigs, messages, users } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors.js';
import { listingOf, requireParticipant, viewFor } from '../conversations/service.js';
import { assertNotBlocked, contactRefused } from '../safety/blocks.js';

export const MESSAGES_PAGE_MAX = 500;

type MessageRow = typeof messages.$inferSelect;

const toMessage = ({ m, gigTitle, containerTitle }: { m: MessageRow; gigTitle: string | null; containerTitle: string | null }): Message => ({
  _id: m.id,
  conversationId: m.conversationId,
  userId: m.userId,
  // An operator removed it after a report (issue 12): its text is no longer served.
  desc: m.removedAt ? MESSAGES.messageRemoved : m.desc,
  createdAt: m.createdAt.toISOString(),
  listing: listingOf(m, { gigTitle, containerTitle }),
});

/** Messages with the titles of the listings they were about, for toMessage. */
const selectMessages = (db: Db) =>
  db
    .select({ m: messages, gigTitle: gigs.title, containerTitle: containers.title })
    .from(messages)
    // A deleted or hidden listing joins nothing: the message is then about no listing.
    .leftJoin(gigs, and(eq(gigs.id, messages.gigId), isNull(gigs.deletedAt)))
    .leftJoin(containers, and(eq(containers.id, messages.containerId), isNull(containers.deletedAt)));

/**
 * Oldest first. Without paging arguments the latest MESSAGES_PAGE_MAX messages; `before` (a message
 * id) pages further back.
 */
export async function listMessages(
  db: Db,
  conversationId: string,
  userId: string,
  { limit = MESSAGES_PAGE_MAX, before }: { limit?: number; before?: string } = {},
): Promise<Message[]> {
  await requireParticipant(db, conversationId, userId);
  let cursor: { createdAt: Date; id: string } | undefined;
  if (before) {
    const [row] = await db
      .select({ createdAt: messages.createdAt, id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, before), eq(messages.conversationId, conversationId)))
      .limit(1);
    if (!row) throw badRequest('Unknown message in "before"');
    cursor = row;
  }
  const rows = await selectMessages(db)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        cursor
          ? or(lt(messages.createdAt, cursor.createdAt), and(eq(messages.createdAt, cursor.createdAt), lt(messages.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(Math.min(limit, MESSAGES_PAGE_MAX));
  return rows.reverse().map(toMessage);
}

type SendRow = {
  id: string;
  seller_id: string;
  buyer_id: string;
  read_by_seller: boolean;
  read_by_buyer: boolean;
  last_message: string;
  created_at: Date | string;
  updated_at: Date | string;
  m_id: string;
  m_created_at: Date | string;
  s_username: string;
  s_img: string;
  s_country: string;
  b_username: string;
  b_img: string;
  b_country: string;
  gig_id: string | null;
  container_id: string | null;
  g_title: string | null;
  ct_title: string | null;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Saves the message and, atomically with it, makes it the conversation's last message, marks the
 * other side unread and the sender's side read. Then both participants hear about it live, each with
 * their own view. A send with a `clientKey` this sender used before answers the message it made then.
 */
export async function sendMessage(
  db: Db,
  events: EventBus,
  { conversationId, desc: text, userId, clientKey }: { conversationId: string; desc: string; userId: string; clientKey?: string },
): Promise<Message> {
  let result;
  try {
    result = await insertMessage(db, { conversationId, text, userId, clientKey });
  } catch (err) {
    // The same send again (decision 2301): the statement failed as a whole, so nothing changed twice.
    if (clientKey === undefined || !isUniqueViolation(err, 'messages_user_client_key_idx')) throw err;
    const before = await sentBefore(db, { conversationId, text, userId, clientKey });
    // A key used for another conversation or another text is the client's mistake.
    if (!before) throw conflict('This clientKey was already used for another message');
    return before;
  }
  const row = (result as unknown as { rows: SendRow[] }).rows[0];
  if (!row) {
    // A send tried again after the thread closed (a block, a suspension) still answers what it made.
    const before = clientKey === undefined ? null : await sentBefore(db, { conversationId, text, userId, clientKey });
    if (before) return before;
    // Nothing written: say why (404 for an unknown conversation and for a stranger alike).
    const { c } = await requireParticipant(db, conversationId, userId);
    await assertNotBlocked(db, c.sellerId, c.buyerId);
    throw new Error('message not saved for a participant');
  }

  const listing = listingOf({ gigId: row.gig_id, containerId: row.container_id }, { gigTitle: row.g_title, containerTitle: row.ct_title });
  const message: Message = {
    _id: row.m_id,
    conversationId,
    userId,
    desc: text,
    createdAt: asDate(row.m_created_at).toISOString(),
    listing,
  };
  const convo = {
    c: {
      id: row.id,
      sellerId: row.seller_id,
      buyerId: row.buyer_id,
      readBySeller: row.read_by_seller,
      readByBuyer: row.read_by_buyer,
      lastMessage: row.last_message,
      gigId: row.gig_id,
      containerId: row.container_id,
      createdAt: asDate(row.created_at),
      updatedAt: asDate(row.updated_at),
    },
    seller: { id: row.seller_id, username: row.s_username, img: row.s_img, country: row.s_country },
    buyer: { id: row.buyer_id, username: row.b_username, img: row.b_img, country: row.b_country },
    listing,
  };
  const { sellerId, buyerId } = convo.c;
  await events.publishBatch([
    { userIds: [sellerId, buyerId], event: { type: 'message', conversationId, message } },
    { userIds: [sellerId], event: { type: 'conversation', conversation: viewFor(convo, sellerId) } },
    { userIds: [buyerId], event: { type: 'conversation', conversation: viewFor(convo, buyerId) } },
  ]);
  // One unread notification per conversation, refreshed by each new message until it is read.
  const [to, from] = sellerId === userId ? [buyerId, convo.seller] : [sellerId, convo.buyer];
  await notify(db, events, [messageNotification(to, from, conversationId, text)]);
  return message;
}

/**
 * One statement (a data-modifying CTE) does the participant check, both writes and the read of both
 * participants' cards: the hottest write of the app costs one round trip.
 */
function insertMessage(
  db: Db,
  { conversationId, text, userId, clientKey }: { conversationId: string; text: string; userId: string; clientKey?: string },
) {
  return db.execute(sql`
    with c as (
      update ${conversations}
      set last_message = ${text},
          updated_at = now(),
          read_by_seller = (seller_id = ${userId}),
          read_by_buyer = (buyer_id = ${userId})
      where id = ${conversationId} and (seller_id = ${userId} or buyer_id = ${userId})
        and not ${contactRefused(sql`seller_id`, sql`buyer_id`)}
      returning *
    ), m as (
      insert into ${messages} (id, conversation_id, user_id, "desc", gig_id, container_id, client_key)
      select ${newId()}, c.id, ${userId}, ${text}, c.gig_id, c.container_id, ${clientKey ?? null} from c
      returning id, created_at
    )
    select c.*, m.id as m_id, m.created_at as m_created_at,
           s.username as s_username, s.img as s_img, s.country as s_country,
           b.username as b_username, b.img as b_img, b.country as b_country,
           g.title as g_title, ct.title as ct_title
    from c
    join m on true
    join ${users} s on s.id = c.seller_id
    join ${users} b on b.id = c.buyer_id
    left join ${gigs} g on g.id = c.gig_id and g.deleted_at is null
    left join ${containers} ct on ct.id = c.container_id and ct.deleted_at is null`);
}

/**
 * The message this sender made before with `clientKey` for this same text and conversation, as it was
 * answered then (nothing is told to anyone again); null when the key made none, or made another.
 */
async function sentBefore(
  db: Db,
  { conversationId, text, userId, clientKey }: { conversationId: string; text: string; userId: string; clientKey: string },
): Promise<Message | null> {
  const [found] = await selectMessages(db)
    .where(and(eq(messages.userId, userId), eq(messages.clientKey, clientKey)))
    .limit(1);
  return found && found.m.conversationId === conversationId && found.m.desc === text ? toMessage(found) : null;
}
