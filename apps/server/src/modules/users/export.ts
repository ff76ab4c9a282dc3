import { asc, desc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Db } from '../../db/client.js';
import {
  blocks,
  bookingRequests,
  containerInterests,
  containers,
  conversations,
  gigInterests,
  gigs,
  messages,
  notifications,
  orders,
  pushSubscriptions,
  reports,
  reviews,
  routeAlerts,
  sessions,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** Bumped when the file's layout changes, so a reader of an old file can tell. */
export const EXPORT_FORMAT = 1;

/** Every column of a table but the named ones (secrets, counters and search internals stay out). */
function columnsBut<T extends Record<string, unknown>, K extends keyof T>(columns: T, ...left: K[]): Omit<T, K> {
  const kept = { ...columns };
  for (const key of left) delete kept[key];
  return kept;
}

/**
 * Everything SpaceShare keeps about the user (decision 1501), for Settings › Download my data: the
 * account without its password hash and tokens, listings (closed ones too), interests, requests and
 * orders on either side, reviews written and received, every thread with its messages, notifications,
 * alerts, blocks, reports filed, sessions and push devices (by their push service's host: an endpoint's
 * path is the device's secret). Other people appear by their username only. A delivery
 * code is the buyer's alone, and a message an operator removed keeps no text, as in the app. One
 * query per kind of record, whatever the user's history.
 */
export async function exportAccount(db: Db, userId: string) {
  const [account] = await db
    .select(columnsBut(getTableColumns(users), 'passwordHash', 'unsubscribeToken', 'totalStars', 'starNumber', 'deletedAt'))
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound(MESSAGES.userNotFound);

  const mine = or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));
  const [
    ownGigs,
    ownContainers,
    gigInterest,
    containerInterest,
    requests,
    orderRows,
    reviewRows,
    threads,
    messageRows,
    notificationRows,
    alerts,
    blocked,
    reportRows,
    sessionRows,
    devices,
  ] = await Promise.all([
    db
      .select(columnsBut(getTableColumns(gigs), 'sales', 'interestedCount', 'hiddenBy', 'titleElsewhere', 'textElsewhere')).from(gigs).where(eq(gigs.userId, userId)).orderBy(desc(gigs.createdAt)),
    db
      .select(columnsBut(getTableColumns(containers), 'sales', 'interestedCount', 'hiddenBy', 'titleElsewhere', 'textElsewhere'))
      .from(containers)
      .where(eq(containers.userId, userId))
      .orderBy(desc(containers.createdAt)),
    db.select({ gigId: gigInterests.gigId, at: gigInterests.createdAt }).from(gigInterests).where(eq(gigInterests.userId, userId)),
    db.select({ containerId: containerInterests.containerId, at: containerInterests.createdAt }).from(containerInterests).where(eq(containerInterests.userId, userId)),
    db
      .select()
      .from(bookingRequests)
      .where(or(eq(bookingRequests.buyerId, userId), eq(bookingRequests.sellerId, userId)))
      .orderBy(desc(bookingRequests.createdAt)),
    db
      .select(columnsBut(getTableColumns(orders), 'deliveryCodeAttempts', 'deliveryCodeLockedUntil'))
      .from(orders)
      .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)))
      .orderBy(desc(orders.createdAt)),
    db
      // 'verified' as the app shows it: stored when the review was written (decision 2203).
      .select()
      .from(reviews)
      .where(or(eq(reviews.userId, userId), eq(reviews.sellerId, userId)))
      .orderBy(desc(reviews.createdAt)),
    db.select().from(conversations).where(mine).orderBy(desc(conversations.updatedAt)),
    db
      .select(getTableColumns(messages))
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(mine)
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)),
    db.select().from(routeAlerts).where(eq(routeAlerts.userId, userId)).orderBy(desc(routeAlerts.createdAt)),
    db.select({ userId: blocks.blockedId, at: blocks.createdAt }).from(blocks).where(eq(blocks.blockerId, userId)),
    db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(desc(reports.createdAt)),
    db
      .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt, lastFailureAt: pushSubscriptions.lastFailureAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt)),
  ]);

  // Other people by name: one lookup for everyone the records mention.
  const others = new Set<string>();
  for (const r of requests) others.add(r.buyerId).add(r.sellerId);
  for (const o of orderRows) others.add(o.buyerId).add(o.sellerId);
  for (const r of reviewRows) others.add(r.userId).add(r.sellerId);
  for (const c of threads) others.add(c.buyerId).add(c.sellerId);
  for (const b of blocked) others.add(b.userId);
  others.delete(userId);
  const names = new Map<string, string>([[userId, account.username]]);
  if (others.size > 0) {
    const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, [...others]));
    for (const row of rows) names.set(row.id, row.username);
  }
  const nameOf = (id: string) => names.get(id) ?? '';

  const byThread = new Map<string, Array<Record<string, unknown>>>();
  for (const m of messageRows) {
    const list = byThread.get(m.conversationId) ?? [];
    list.push({
      id: m.id,
      from: nameOf(m.userId),
      mine: m.userId === userId,
      text: m.removedAt ? null : m.desc,
      removedByOperator: m.removedAt !== null,
      gigId: m.gigId,
      containerId: m.containerId,
      createdAt: m.createdAt,
    });
    byThread.set(m.conversationId, list);
  }

  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date(),
    account,
    listings: { gigs: ownGigs, containers: ownContainers },
    interests: { gigs: gigInterest, containers: containerInterest },
    requests: requests.map((r) => ({ ...r, buyer: nameOf(r.buyerId), seller: nameOf(r.sellerId), role: r.buyerId === userId ? 'buyer' : 'seller' })),
    orders: orderRows.map(({ deliveryCode, ...o }) => ({
      ...o,
      ...(o.buyerId === userId && { deliveryCode }),
      buyer: nameOf(o.buyerId),
      seller: nameOf(o.sellerId),
      role: o.buyerId === userId ? 'buyer' : 'seller',
    })),
    reviews: {
      written: reviewRows.filter((r) => r.userId === userId).map((r) => ({ ...r, seller: nameOf(r.sellerId) })),
      received: reviewRows.filter((r) => r.sellerId === userId).map((r) => ({ ...r, author: nameOf(r.userId) })),
    },
    conversations: threads.map((c) => ({
      id: c.id,
      with: nameOf(c.buyerId === userId ? c.sellerId : c.buyerId),
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      messages: byThread.get(c.id) ?? [],
    })),
    notifications: notificationRows,
    routeAlerts: alerts,
    blocked: blocked.map((b) => ({ username: nameOf(b.userId), at: b.at })),
    reportsFiled: reportRows,
    sessions: sessionRows,
    pushDevices: devices.map(({ endpoint, ...device }) => ({ pushService: new URL(endpoint).host, ...device })),
  };
}
