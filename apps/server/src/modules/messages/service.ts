import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Message } from '@spaceshare/shared/schemas/message';
import { viewerSide } from '@spaceshare/shared/rules/conversation';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { conversations, messages } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { badRequest } from '../../lib/errors.js';
import { requireParticipant, viewFor } from '../conversations/service.js';

export const MESSAGES_PAGE_MAX = 500;

type MessageRow = typeof messages.$inferSelect;

export const toMessage = (row: MessageRow): Message => ({
  _id: row.id,
  conversationId: row.conversationId,
  userId: row.userId,
  desc: row.desc,
  createdAt: row.createdAt.toISOString(),
});

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
  const rows = await db
    .select()
    .from(messages)
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

/**
 * Saves the message and, in the same transaction, makes it the conversation's last message, marks the
 * other side unread and the sender's side read. Then both participants hear about it live.
 */
export async function sendMessage(
  db: Db,
  events: EventBus,
  { conversationId, desc: text, userId }: { conversationId: string; desc: string; userId: string },
): Promise<Message> {
  const result = await db.transaction(async (tx) => {
    const convo = await requireParticipant(tx as unknown as Db, conversationId, userId);
    const [message] = await tx
      .insert(messages)
      .values({ id: newId(), conversationId, userId, desc: text })
      .returning();
    const senderIsSeller = viewerSide(convo.c, userId) === 'seller';
    const [updated] = await tx
      .update(conversations)
      .set({
        lastMessage: text,
        updatedAt: sql`now()`,
        readBySeller: senderIsSeller,
        readByBuyer: !senderIsSeller,
      })
      .where(eq(conversations.id, conversationId))
      .returning();
    return { message: message!, convo: { ...convo, c: updated! } };
  });

  const message = toMessage(result.message);
  const { sellerId, buyerId } = result.convo.c;
  await Promise.all([
    events.publishToUsers([sellerId, buyerId], { type: 'message', conversationId, message }),
    events.publishToUsers([sellerId], { type: 'conversation', conversation: viewFor(result.convo, sellerId) }),
    events.publishToUsers([buyerId], { type: 'conversation', conversation: viewFor(result.convo, buyerId) }),
  ]);
  return message;
}
