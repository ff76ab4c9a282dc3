import { MESSAGES } from '@spaceshare/shared/messages';
import type { ListingRef, StartConversationInput } from '@spaceshare/shared/schemas/conversation';
import { api, ApiError, errorMessage } from '@/lib/api-client';
import { getCurrentUser } from '@/lib/current-user';
import { getConversation } from './get-conversation';

/** POST /api/conversations: opens a conversation between me and `to`, about `listing` when given. */
export function createConversation(to: string, listing?: ListingRef): Promise<{ id: string }> {
  const body: StartConversationInput = { to, ...(listing ? { listing } : {}) };
  return api<{ id: string }>('/conversations', { method: 'POST', body });
}

/** Opens the pair's conversation about `listing`; a listing deleted since (404) is left out. */
async function openAbout(otherUserId: string, listing: ListingRef | undefined): Promise<string> {
  try {
    return (await createConversation(otherUserId, listing)).id;
  } catch (err) {
    if (listing && err instanceof ApiError && err.status === 404) return (await createConversation(otherUserId)).id;
    throw err;
  }
}

/**
 * Starting a chat (spec §4): opens the conversation with `otherUserId` and returns its id.
 * With `lookupId` (from an order: seller id and buyer id joined) the existing conversation is
 * looked up first and only a 404 leads to creating one, or, when it is about another listing than
 * the order's `listing`, to pointing it at that one (the thread's header named the wrong listing).
 * Alerts the spec's messages (or hands a refusal's reason to `onRefused`); returns null when nothing
 * should happen (visitor, self chat, failure).
 */
export async function startConversation(
  otherUserId: string,
  { lookupId, listing, onRefused }: { lookupId?: string; listing?: ListingRef; onRefused?: (message: string) => void } = {},
): Promise<string | null> {
  const me = getCurrentUser();
  if (!me) return null;
  if (me._id === otherUserId) {
    window.alert(MESSAGES.selfChat);
    return null;
  }
  if (lookupId) {
    try {
      const found = await getConversation(lookupId);
      if (!listing || found.listing?.listingId === listing.listingId) return found.id;
    } catch {
      // A 404 means "none yet"; other lookup errors are ignored too and creation is tried.
    }
  }
  try {
    return await openAbout(otherUserId, listing);
  } catch (err) {
    // Of the server's refusals only self chat has an alert of its own; an order shows the server's
    // reason itself (its other person suspended, decision 2204).
    const said = errorMessage(err, MESSAGES.startChatFailed, { serverOnly: true });
    if (onRefused && err instanceof ApiError && err.status >= 400 && err.status < 500) onRefused(said);
    else window.alert(said === MESSAGES.selfChat ? said : MESSAGES.startChatFailed);
    return null;
  }
}
