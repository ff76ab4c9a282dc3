import type { QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import type { LiveEvent } from '@spaceshare/shared/schemas/live-event';
import type { Message } from '@spaceshare/shared/schemas/message';
import type { Order } from '@spaceshare/shared/schemas/order';
import {
  conversationQueryKey,
  conversationsQueryKey,
  interestedQueryKey,
  messagesQueryKey,
  notificationsQueryKey,
  ordersQueryKey,
  requestsQueryKey,
} from './live-query-keys';
import { getCurrentUser, onCurrentUserChange } from './current-user';
import { closeDeviceNotifications } from './push-device';

/** Optimistic messages carry ids with this prefix until the server's copy replaces them. */
export const TEMP_ID_PREFIX = 'temp-';

/** Lists that are one signed-in person's own, whatever their key says after the root. */
const PRIVATE_ROOTS = new Set<unknown>([
  conversationsQueryKey[0],
  'messages',
  ordersQueryKey[0],
  requestsQueryKey[0],
  notificationsQueryKey[0],
  'settings',
  'sessions',
  'alerts',
  'admin',
]);
/** A listing's parts that only its owner (or the signed-in person) reads: removed listings, edit state, interested users. */
const PRIVATE_PARTS = new Set<unknown>(['removed', 'edit-state', 'interested']);

/** Whether a cached query holds what only the signed-in person may see (anything but public pages' data). */
export function isPrivateQuery(queryKey: readonly unknown[]): boolean {
  const [root, part, detail] = queryKey;
  if (PRIVATE_ROOTS.has(root) || PRIVATE_PARTS.has(part)) return true;
  // ['users', id] is the signed-in person's own account (email, phone); ['users', 'public', id] anyone's profile.
  if (root === 'users') return part !== 'public';
  return root === 'reviews' && detail === 'mine';
}

/**
 * Drops everything a signed-out tab must not keep, nor show the next person signing in here: their
 * threads, orders, requests and bell, and their settings, sessions, watched routes, console and own
 * listings' parts (kept for minutes otherwise, under keys that do not name whose they are).
 */
export function forgetLiveData(qc: QueryClient | null) {
  qc?.removeQueries({ predicate: (query) => isPrivateQuery(query.queryKey) });
}

/**
 * Keeps `qc`'s private data to the person it was fetched for: when they sign out, or someone else
 * signs in (this tab or another), it is dropped, whether or not a live socket was open. Returns the
 * unsubscribe.
 */
export function keepCacheToItsUser(qc: QueryClient): () => void {
  let cachedFor = getCurrentUser()?._id ?? null;
  return onCurrentUserChange(() => {
    const now = getCurrentUser()?._id ?? null;
    if (now === cachedFor) return;
    if (cachedFor !== null) forgetLiveData(qc);
    cachedFor = now;
  });
}

/**
 * Fetches `queryKey` again, answered from now on. An invalidation joins a first fetch still in flight
 * rather than starting another, and that fetch may have read the database before the change we just
 * heard of: its answer would stand and the change be lost (a new gig's alert rang no bell on a busy
 * server, once when the socket opened and once when the alert's event arrived during the refetch
 * that opening started). So what is in flight is cancelled and fetched again.
 */
function refetchFromNow(qc: QueryClient, queryKey: readonly unknown[], exact = false) {
  void qc.cancelQueries({ queryKey, exact }).then(() => qc.invalidateQueries({ queryKey, exact }));
}

/**
 * Writes an event into a cached list, unless a fetch of that list is in flight: its answer may have
 * been read before the change, and it would replace the patch when it lands (a thread opened, or
 * refetched on focus, just as the other person's message arrived showed it only after the next one).
 * Then the list is fetched again from now instead.
 */
function patchOrRefetch<T>(qc: QueryClient, queryKey: readonly unknown[], update: (old: T | undefined) => T | undefined) {
  if (qc.getQueryState(queryKey)?.fetchStatus === 'fetching') refetchFromNow(qc, queryKey, true);
  else qc.setQueryData<T>(queryKey, update);
}

/** Refetches what may have changed while the socket was not there to hear it (before it opened, or while down). */
export function resync(qc: QueryClient | null) {
  if (!qc) return;
  for (const queryKey of [conversationsQueryKey, ['messages'], ordersQueryKey, requestsQueryKey, notificationsQueryKey]) {
    refetchFromNow(qc, queryKey);
  }
}

const byUpdatedDesc = (a: Conversation, b: Conversation) => b.updatedAt.localeCompare(a.updatedAt);
const byCreatedDesc = (a: Order, b: Order) => b.createdAt.localeCompare(a.createdAt);

/** Patches the query caches with a server event, so lists and threads update without a refetch. */
export function applyLiveEvent(qc: QueryClient, event: LiveEvent, me: string | undefined) {
  switch (event.type) {
    case 'message': {
      const { message, conversationId } = event;
      patchOrRefetch<Message[]>(qc, messagesQueryKey(conversationId), (old) => {
        if (!old || old.some((m) => m._id === message._id)) return old;
        // My own message echoed back replaces its optimistic copy instead of doubling it.
        const tempIndex =
          message.userId === me
            ? old.findIndex((m) => m._id.startsWith(TEMP_ID_PREFIX) && m.desc === message.desc)
            : -1;
        if (tempIndex >= 0) return old.map((m, i) => (i === tempIndex ? message : m));
        return [...old, message];
      });
      // The conversation list follows from the 'conversation' event the server sends with each message.
      break;
    }
    case 'conversation': {
      const { conversation } = event;
      // Read on any of my devices (this one or another with a tab open here): its notification here goes (decision 2433).
      if (me && (conversation.buyerId === me ? conversation.readByBuyer : conversation.sellerId === me && conversation.readBySeller)) {
        void closeDeviceNotifications(`/message/${conversation.id}`);
      }
      patchOrRefetch<Conversation[]>(qc, conversationsQueryKey, (old) =>
        old ? [conversation, ...old.filter((c) => c.id !== conversation.id)].sort(byUpdatedDesc) : old,
      );
      patchOrRefetch<Conversation>(qc, conversationQueryKey(conversation.id), (old) => (old ? conversation : old));
      break;
    }
    case 'order': {
      const { order } = event;
      patchOrRefetch<Order[]>(qc, ordersQueryKey, (old) =>
        old ? [order, ...old.filter((o) => o._id !== order._id)].sort(byCreatedDesc) : old,
      );
      // A request card says when the order it made was cancelled.
      if (order.status === 'cancelled') refetchFromNow(qc, requestsQueryKey);
      break;
    }
    case 'request': {
      // Lists are filtered several ways (role, status, listing) and counts derive from them: refetch.
      refetchFromNow(qc, requestsQueryKey);
      // An accept took space off the listing: all of it, its Interested users list included. Else a
      // request registers the buyer's interest and a declined or withdrawn one ends it: the owner's
      // Interested users list and the buyer's offer button follow.
      const { listingType, listingId } = event.request;
      if (event.request.status === 'accepted') refetchFromNow(qc, [`${listingType}s`]);
      else refetchFromNow(qc, interestedQueryKey(`${listingType}s`, listingId), true);
      break;
    }
    case 'interest':
      // An offer made or withdrawn: the owner's Interested users list follows without a reload.
      refetchFromNow(qc, interestedQueryKey(`${event.listingType}s`, event.listingId), true);
      break;
    case 'notification':
      // The bell's count and every page of the list refetch (each is one small indexed query).
      refetchFromNow(qc, notificationsQueryKey);
      break;
    case 'notifications-read':
      refetchFromNow(qc, notificationsQueryKey);
      // Everything read, wherever it was read: nothing this device shows is news any more (decision 2433).
      if (event.unread === 0) void closeDeviceNotifications();
      break;
    case 'typing':
      break;
  }
}
