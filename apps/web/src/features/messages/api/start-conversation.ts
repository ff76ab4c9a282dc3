import { MESSAGES } from '@spaceshare/shared/messages';
import type { ListingRef, StartConversationInput } from '@spaceshare/shared/schemas/conversation';
import { api, errorMessage } from '@/lib/api-client';
import { getCurrentUser } from '@/lib/current-user';
import { getConversation } from './get-conversation';

/** POST /api/conversations: opens a conversation between me and `to`, about `listing` when given. */
export function createConversation(to: string, listing?: ListingRef): Promise<{ id: string }> {
  const body: StartConversationInput = { to, ...(listing ? { listing } : {}) };
  return api<{ id: string }>('/conversations', { method: 'POST', body });
}

/**
 * Starting a chat (spec §4): opens the conversation with `otherUserId` and returns its id.
 * With `lookupId` (from an order: seller id and buyer id joined) the existing conversation is
 * looked up first and only a 404 leads to creating one. Alerts the spec's messages; returns
 * null when nothing should happen (visitor, self chat, failure).
 */
export async function startConversation(
  otherUserId: string,
  { lookupId, listing }: { lookupId?: string; listing?: ListingRef } = {},
): Promise<string | null> {
  const me = getCurrentUser();
  if (!me) return null;
  if (me._id === otherUserId) {
    window.alert(MESSAGES.selfChat);
    return null;
  }
  if (lookupId) {
    try {
      return (await getConversation(lookupId)).id;
    } catch {
      // A 404 means "none yet"; other lookup errors are ignored too and creation is tried.
    }
  }
  try {
    return (await createConversation(otherUserId, listing)).id;
  } catch (err) {
    // Of the server's refusals only self chat has an alert of its own.
    const said = errorMessage(err, MESSAGES.startChatFailed, { serverOnly: true });
    window.alert(said === MESSAGES.selfChat ? said : MESSAGES.startChatFailed);
    return null;
  }
}
