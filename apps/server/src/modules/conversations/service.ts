import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Conversation, ConversationListing, ConversationUser, ListingRef } from '@spaceshare/shared/schemas/conversation';
import { conversationKey, otherParticipantId, viewerSide } from '@spaceshare/shared/rules/conversation';
import type { Db } from '../../db/client.js';
import { markLinkRead } from '../notifications/service.js';
import { containers, conversations, gigs, orders, users } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { listingKindOf } from '../listings/kinds.js';
import { assertNotBlocked } from '../safety/blocks.js';

export type ConversationRow = typeof conversations.$inferSelect;
/**
 * `gone`: the account was deleted or suspended (it is read as before, but takes no new messages);
 * `deleted`: deleted by its owner (decision 2313).
 */
export type UserCard = { id: string; username: string; img: string; country: string; gone?: boolean; deleted?: boolean };

type UserColumns = { [K in 'id' | 'username' | 'img' | 'country']: AnyPgColumn<{ data: string; notNull: true }> } & {
  suspendedAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
};

/** A user card's `gone`: the account was deleted or suspended. */
export const goneSql = (u: { suspendedAt: AnyPgColumn }) => sql<boolean>`${u.suspendedAt} is not null`.mapWith(Boolean);
/** A user card's `deleted`: the account was deleted by its owner. */
export const deletedSql = (u: { deletedAt: AnyPgColumn }) => sql<boolean>`${u.deletedAt} is not null`.mapWith(Boolean);

/** The columns of a user card (the other party shown beside a conversation or an order). */
export const cardColumns = (u: UserColumns) => ({
  id: u.id,
  username: u.username,
  img: u.img,
  country: u.country,
  gone: goneSql(u),
  deleted: deletedSql(u),
});

/** The id of whichever party of a conversation or order is not `userId`. */
export const otherPartyId = (sellerId: AnyPgColumn, buyerId: AnyPgColumn, userId: string) =>
  sql`case when ${sellerId} = ${userId} then ${buyerId} else ${sellerId} end`;

/** A list bigger than this is a bot or a bug; the newest ones are the ones anybody reads. */
export const CONVERSATIONS_CAP = 500;

/**
 * A deleted account is named as every screen names it, 'Deleted user', with no picture or country
 * (decision 2313): its stored name 'deleted-<id>' is an internal placeholder, never shown.
 */
export const userCard = (u: UserCard): ConversationUser =>
  u.deleted
    ? { _id: u.id, username: MESSAGES.deletedUser, img: '', country: '', unavailable: true, deleted: true }
    : {
        _id: u.id,
        username: u.username,
        img: u.img,
        country: u.country,
        ...(u.gone && { unavailable: true }),
      };

/** The titles of a conversation's listing, one per kind: selected flat, since drizzle answers a nested object of left-joined columns as null. */
type ListingTitles = { gigTitle: string | null; containerTitle: string | null };

/** Columns to select beside a conversation that left-joins its listing with `joinListing`. */
const listingTitleColumns = { gigTitle: gigs.title, containerTitle: containers.title };

/** Join conditions of the conversation's listing of either kind: a deleted or hidden listing joins nothing. */
const gigJoin = and(eq(gigs.id, conversations.gigId), isNull(gigs.deletedAt));
const containerJoin = and(eq(containers.id, conversations.containerId), isNull(containers.deletedAt));

export function listingOf(row: Pick<ConversationRow, 'gigId' | 'containerId'>, titles: ListingTitles): ConversationListing | null {
  if (row.gigId && titles.gigTitle !== null) return { listingType: 'gig', listingId: row.gigId, title: titles.gigTitle };
  if (row.containerId && titles.containerTitle !== null)
    return { listingType: 'container', listingId: row.containerId, title: titles.containerTitle };
  return null;
}

export function toConversation(row: ConversationRow, otherUser: UserCard, listing: ConversationListing | null): Conversation {
  return {
    id: row.id,
    sellerId: row.sellerId,
    buyerId: row.buyerId,
    readBySeller: row.readBySeller,
    readByBuyer: row.readByBuyer,
    // The column is '' before the first message; the API says null (nothing to preview).
    lastMessage: row.lastMessage === '' ? null : row.lastMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    otherUser: userCard(otherUser),
    listing,
  };
}


const isParticipant = (row: Pick<ConversationRow, 'sellerId' | 'buyerId'>, userId: string) =>
  row.sellerId === userId || row.buyerId === userId;

/** Mine, most recently updated first, each with the other participant and its listing: one query. */
export async function listConversations(db: Db, userId: string): Promise<Conversation[]> {
  const other = alias(users, 'other_user');
  const rows = await db
    .select({ c: conversations, other: cardColumns(other), ...listingTitleColumns })
    .from(conversations)
    .innerJoin(other, eq(other.id, otherPartyId(conversations.sellerId, conversations.buyerId, userId)))
    .leftJoin(gigs, gigJoin)
    .leftJoin(containers, containerJoin)
    .where(or(eq(conversations.sellerId, userId), eq(conversations.buyerId, userId)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(CONVERSATIONS_CAP);
  return rows.map((r) => toConversation(r.c, r.other, listingOf(r.c, r)));
}

type WithUsers = { c: ConversationRow; seller: UserCard; buyer: UserCard; listing: ConversationListing | null };

/** Conversations with both participants' cards and their listing: one query. */
async function conversationsWithUsers(db: Db, where: SQL | undefined, limit: number): Promise<WithUsers[]> {
  const seller = alias(users, 'seller');
  const buyer = alias(users, 'buyer');
  const rows = await db
    .select({ c: conversations, seller: cardColumns(seller), buyer: cardColumns(buyer), ...listingTitleColumns })
    .from(conversations)
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .leftJoin(gigs, gigJoin)
    .leftJoin(containers, containerJoin)
    .where(where)
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(limit);
  return rows.map((row) => ({ c: row.c, seller: row.seller, buyer: row.buyer, listing: listingOf(row.c, row) }));
}

/** The conversation with both participants' cards and its listing, or undefined: one query. */
export async function findConversationWithUsers(db: Db, id: string): Promise<WithUsers | undefined> {
  const [row] = await conversationsWithUsers(db, eq(conversations.id, id), 1);
  return row;
}

/**
 * After a user was suspended, deleted or let back: the people they talked with hear each thread as
 * they now see it (otherUser.unavailable), so an open thread closes or reopens without a reload.
 * The most recent threads, as many as a conversation list shows.
 */
export async function tellCounterparts(db: Db, events: EventBus, userId: string): Promise<void> {
  const rows = await conversationsWithUsers(db, or(eq(conversations.sellerId, userId), eq(conversations.buyerId, userId)), CONVERSATIONS_CAP);
  if (rows.length === 0) return;
  await events.publishBatch(
    rows.map((row) => {
      const other = otherParticipantId(row.c, userId);
      return { userIds: [other], event: { type: 'conversation' as const, conversation: viewFor(row, other) } };
    }),
  );
}

/** How `viewerId` sees the conversation: otherUser is the other participant. */
export function viewFor(row: WithUsers, viewerId: string): Conversation {
  return toConversation(row.c, viewerSide(row.c, viewerId) === 'seller' ? row.buyer : row.seller, row.listing);
}

/**
 * 404 both when it does not exist and when the user is not one of its two participants: ids are the
 * pair's public user ids joined, so a 403 would tell a stranger who talks to whom.
 */
export async function requireParticipant(db: Db, id: string, userId: string): Promise<WithUsers> {
  const row = await findConversationWithUsers(db, id);
  if (!row || !isParticipant(row.c, userId)) throw notFound(MESSAGES.conversationNotFound);
  return row;
}

/** The reverse of a "seller id + buyer id" key, for a pair whose roles fell the other way round. */
function reversedKey(id: string): string | null {
  if (id.length % 2 !== 0) return null;
  const half = id.length / 2;
  return id.slice(half) + id.slice(0, half);
}

/**
 * GET /conversations/single/:id. The web looks a conversation up from an order with the order's
 * seller id and buyer id joined; the same pair may have chatted with roles the other way round, so the
 * reversed key is tried too.
 */
export async function getConversation(db: Db, id: string, userId: string): Promise<Conversation> {
  let row = await findConversationWithUsers(db, id);
  const reverse = reversedKey(id);
  if (!row && reverse) row = await findConversationWithUsers(db, reverse);
  if (!row || !isParticipant(row.c, userId)) throw notFound(MESSAGES.conversationNotFound);
  return viewFor(row, userId);
}

/** Marks the viewer's side read and tells the viewer's other tabs and devices. */
export async function markRead(db: Db, events: EventBus, id: string, userId: string): Promise<Conversation> {
  const row = await requireParticipant(db, id, userId);
  const side = viewerSide(row.c, userId);
  const alreadyRead = side === 'seller' ? row.c.readBySeller : row.c.readByBuyer;
  // Reading the conversation reads its message notification (issue 11).
  await markLinkRead(db, events, userId, `/message/${row.c.id}`);
  if (alreadyRead) return viewFor(row, userId);
  const [updated] = await db
    .update(conversations)
    .set(side === 'seller' ? { readBySeller: true } : { readByBuyer: true })
    .where(eq(conversations.id, id))
    .returning();
  const view = viewFor({ ...row, c: updated ?? row.c }, userId);
  await events.publishToUsers([userId], { type: 'conversation', conversation: view });
  return view;
}

/**
 * Roles (spec §4 "Starting a chat"): a seller contacted by a non-seller is the seller, a seller
 * contacting a non-seller is the seller; when both or neither are sellers the person contacted is.
 */
export function assignRoles(me: { id: string; isSeller: boolean }, to: { id: string; isSeller: boolean }) {
  const sellerIsMe = me.isSeller && !to.isSeller;
  return sellerIsMe ? { sellerId: me.id, buyerId: to.id } : { sellerId: to.id, buyerId: me.id };
}

/** The listing columns of a conversation: the ref's kind's column holds its id, the other is null. */
const listingColumnsOf = (ref: ListingRef | undefined) =>
  ref ? { gigId: ref.listingType === 'gig' ? ref.listingId : null, containerId: ref.listingType === 'container' ? ref.listingId : null } : {};

/** A chat opened from a listing must be about a live listing of one of the pair. */
async function assertPairListing(db: Db, ref: ListingRef, pair: string[]): Promise<void> {
  const kind = listingKindOf(ref.listingType);
  const [listing] = await db
    .select({ userId: kind.table.userId })
    .from(kind.table)
    .where(and(eq(kind.table.id, ref.listingId), isNull(kind.table.deletedAt)))
    .limit(1);
  if (!listing) throw notFound(kind.messages.notFound);
  if (!pair.includes(listing.userId)) throw badRequest(MESSAGES.chatListingNotTheirs);
}

/**
 * POST /conversations: one conversation per pair of users, whatever the roles. Opened from a listing
 * (`listing`), the conversation is about that listing from then on, whether it is new or not.
 */
export async function startConversation(
  db: Db,
  meId: string,
  toId: string,
  listing?: ListingRef,
  events?: EventBus,
): Promise<{ id: string; created: boolean }> {
  if (meId === toId) throw badRequest(MESSAGES.selfChat);
  const people = await db
    .select({ id: users.id, isSeller: users.isSeller, suspendedAt: users.suspendedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [meId, toId]));
  const me = people.find((p) => p.id === meId);
  const to = people.find((p) => p.id === toId);
  // A suspended account is not found, as its profile is not; the other person on an order with it
  // sees on the order that it is suspended, and hears so here (decision 2204).
  if (to?.suspendedAt && !to.deletedAt && (await haveOrder(db, meId, toId))) throw notFound(MESSAGES.orderPartyUnavailable);
  if (!to || to.suspendedAt) throw notFound(MESSAGES.userNotFound);
  if (!me) throw notFound(MESSAGES.userNotFound);
  await assertNotBlocked(db, meId, toId);
  if (listing) await assertPairListing(db, listing, [meId, toId]);

  const existing = await findPairConversation(db, meId, toId);
  if (existing) return { id: await pointAt(db, existing, listing, events), created: false };

  const { sellerId, buyerId } = assignRoles(me, to);
  const id = conversationKey(sellerId, buyerId);
  // The pair's unique index turns a parallel start from either side into "nothing inserted".
  const inserted = await db
    .insert(conversations)
    .values({ id, sellerId, buyerId, ...listingColumnsOf(listing) })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const winner = await findPairConversation(db, meId, toId);
  if (!winner) throw new Error('conversation vanished right after a conflicting insert');
  return { id: await pointAt(db, winner, listing, events), created: false };
}

/** The two have an order together, either way round. */
async function haveOrder(db: Db, a: string, b: string): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(and(eq(orders.buyerId, a), eq(orders.sellerId, b)), and(eq(orders.buyerId, b), eq(orders.sellerId, a))))
    .limit(1);
  return !!found;
}

/**
 * Makes an existing conversation about `listing` (without touching updatedAt: the list's order stays).
 * When that changes what it is about, both participants' open tabs hear it (`events`), so the other
 * side's header says what their next message will be about before they send it.
 */
async function pointAt(db: Db, id: string, listing: ListingRef | undefined, events: EventBus | undefined): Promise<string> {
  if (!listing) return id;
  const columns = listingColumnsOf(listing);
  const changed = await db
    .update(conversations)
    .set(columns)
    .where(
      and(
        eq(conversations.id, id),
        sql`(${conversations.gigId} is distinct from ${columns.gigId} or ${conversations.containerId} is distinct from ${columns.containerId})`,
      ),
    )
    .returning({ id: conversations.id });
  if (changed.length > 0 && events) {
    const row = await findConversationWithUsers(db, id);
    if (row) {
      await events.publishBatch(
        [row.c.sellerId, row.c.buyerId].map((userId) => ({ userIds: [userId], event: { type: 'conversation' as const, conversation: viewFor(row, userId) } })),
      );
    }
  }
  return id;
}

/** Either order of the pair: the id is sellerId + buyerId, and either of the two may be the seller. */
async function findPairConversation(db: Db, a: string, b: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(inArray(conversations.id, [conversationKey(a, b), conversationKey(b, a)]))
    .limit(1);
  return row?.id;
}

/** Who may see typing in a conversation; participants never change, so callers may cache this. */
export async function participantsOf(db: Db, id: string): Promise<{ sellerId: string; buyerId: string } | undefined> {
  const [row] = await db
    .select({ sellerId: conversations.sellerId, buyerId: conversations.buyerId })
    .from(conversations)
    .where(eq(conversations.id, id))
    .limit(1);
  return row;
}
