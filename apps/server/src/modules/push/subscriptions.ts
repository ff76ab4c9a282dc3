import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import { MESSAGES } from '@spaceshare/shared/messages';
import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionInput } from '@spaceshare/shared/schemas/push';
import type { Db, Executor } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { refusedAddressOf } from '../../lib/public-address.js';
import { sessionTokenHashOf } from '../../plugins/auth.js';

/**
 * Keeps this browser's subscription for the user. An endpoint already known (the same browser again,
 * or signed in as someone else since) is taken over with its new keys; past PUSH_SUBSCRIPTIONS_MAX
 * devices the oldest are dropped. A host that resolves to an address that is not public is refused
 * here, in words (decision 2430); what guards the sending is the check where it connects.
 */
export async function saveSubscription(
  db: Db,
  { userId, sessionToken }: { userId: string; sessionToken: string | null },
  input: PushSubscriptionInput,
  { allowLocalHttp }: { allowLocalHttp: boolean },
): Promise<void> {
  // The session it came with: ending that session on purpose ends this device too (decision 2532).
  const sessionTokenHash = sessionToken ? sessionTokenHashOf(sessionToken) : null;
  if (await refusedAddressOf(new URL(input.endpoint).hostname, allowLocalHttp)) throw badRequest(MESSAGES.pushEndpointNotPublic);
  await db.transaction(async (tx) => {
    const [device] = await tx
      .insert(pushSubscriptions)
      .values({ id: newId(), userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, sessionTokenHash })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, sessionTokenHash, createdAt: new Date(), lastFailureAt: null },
      })
      .returning({ id: pushSubscriptions.id });
    // A device taken over by someone else (a shared browser) never gets what waits for its previous owner.
    await tx.delete(pushOutbox).where(and(eq(pushOutbox.subscriptionId, device!.id), ne(pushOutbox.userId, userId)));
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_MAX);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Forgets this device for the user; false when the user had no such subscription. */
export async function deleteSubscription(db: Executor, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}
