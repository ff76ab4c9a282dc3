import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import type { Db } from '../../db/client.js';
import { accountTokens, bookingRequests, conversations, emailOutbox, endedSessions, knownDevices, loginDevices, notifications, orders, pushSubscriptions, routeAlerts, uploads, users } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { audit } from '../admin/moderation.js';
import { configureEmail, emailConfigOf, enqueueEmail } from '../email/outbox.js';
import { forgetCounts } from '../listings/count-cache.js';
import { tellCounterparts } from '../conversations/service.js';
import { renameActor } from '../notifications/texts.js';
import { withdrawUser } from '../users/withdraw.js';
import { accountEmail } from './account.js';

const UPLOAD_PATH = /^\/api\/uploads\/([A-Za-z0-9_-]+)$/;

/**
 * Deletes the signed-in user's own account (decision 1403), after the password, in one transaction:
 * refused while an order is open or the user is an operator. The person goes: sessions, listings
 * (their pending requests expire), the requests they made, alerts, notifications, links, devices,
 * queued emails and the avatar; the name, address and password are replaced. The row stays, suspended
 * for good, so the other side's threads, orders and reviews keep their author (shown as 'Deleted user', 2313),
 * and no one can sign in to it, write to it, or take its name back from the console. One last email
 * to the old address confirms it.
 */
export async function deleteAccount(db: Db, events: EventBus, userId: string, password: string): Promise<void> {
  const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw notFound(MESSAGES.userNotFound);
  if (!(await verifyPassword(current.hash, password))) throw badRequest(MESSAGES.currentPasswordWrong);
  // Nobody knows this password: the row can never be signed in to again, even by a reset link.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));

  const email = emailConfigOf(db);
  await db.transaction(async (tx) => {
    // The goodbye email is queued in the transaction, to the address it is about to erase.
    if (email) configureEmail(tx, email);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt) throw notFound(MESSAGES.userNotFound);
    if (user.isAdmin) throw conflict(MESSAGES.accountDeleteOperator);
    const refuseOpenOrders = async () => {
      const [open] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'active'), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))))
        .limit(1);
      if (open) throw conflict(MESSAGES.accountDeleteOpenOrders);
    };
    await refuseOpenOrders();

    await tx.update(emailOutbox).set({ status: 'skipped', lockedUntil: null }).where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.status, 'pending')));
    await enqueueEmail(tx, {
      userId,
      category: 'account',
      content: accountEmail(
        'Your account was deleted',
        'Your account was deleted',
        'Your SpaceShare account and its listings are gone, as you asked. Messages you sent stay with the people you wrote to, under a deleted name. If you did not ask for this, write to support@spaceshare.example.',
        'Visit SpaceShare',
        '/',
      ),
    });

    await withdrawUser(tx, userId, 'delete');
    // Expiring their requests waited for any acceptance of one already under way: it counts.
    await refuseOpenOrders();
    for (const table of [accountTokens, endedSessions, knownDevices, loginDevices, routeAlerts, notifications, pushSubscriptions]) await tx.delete(table).where(eq(table.userId, userId));
    const avatar = UPLOAD_PATH.exec(user.img)?.[1];
    if (avatar) await tx.delete(uploads).where(and(eq(uploads.id, avatar), eq(uploads.userId, userId)));

    // What the people they dealt with were told of them names them as every screen now does
    // (decision 2313): the notifications they caused, and those written before notifications kept
    // their actor, to the people they shared a thread, request or order with, naming them.
    const counterparts = sql`(
      select case when seller_id = ${userId} then buyer_id else seller_id end from ${conversations} where ${userId} in (seller_id, buyer_id)
      union select case when seller_id = ${userId} then buyer_id else seller_id end from ${bookingRequests} where ${userId} in (seller_id, buyer_id)
      union select case when seller_id = ${userId} then buyer_id else seller_id end from ${orders} where ${userId} in (seller_id, buyer_id))`;
    const told = await tx
      .select({ id: notifications.id, text: notifications.text })
      .from(notifications)
      .where(
        or(
          eq(notifications.actorId, userId),
          and(isNull(notifications.actorId), sql`${notifications.userId} in ${counterparts}`, sql`strpos(${notifications.text}, ${user.username}) > 0`),
        ),
      );
    for (const n of told) {
      const text = renameActor(n.text, user.username, MESSAGES.deletedUser);
      if (text !== n.text) await tx.update(notifications).set({ text }).where(eq(notifications.id, n.id));
    }

    const now = new Date();
    await tx
      .update(users)
      .set({
        username: `deleted-${userId}`,
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: unusable,
        img: '',
        country: '',
        desc: '',
        phone: '',
        settings: null,
        unsubscribeToken: null,
        emailVerifiedAt: null,
        languages: sql`'{English}'::text[]`,
        suspendedAt: now,
        suspendedReason: MESSAGES.accountWasDeleted,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await audit(tx, userId, { action: 'user.delete', targetType: 'user', targetId: userId });
  });
  forgetCounts(db);
  await events.publishToUsers([userId], { type: 'signed-out', message: MESSAGES.accountDeleted, reason: 'deleted' });
  await tellCounterparts(db, events, userId);
}
