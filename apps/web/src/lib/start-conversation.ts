import { MESSAGES } from '@spaceshare/shared/messages';
import { ApiError, api } from './api-client';
import { getCurrentUser } from './current-user';

/**
 * Starting a chat (spec §4): opens the conversation with `otherUserId` and returns its id.
 * With `lookupId` (from an order: seller id and buyer id joined) the existing conversation is
 * looked up first and only a 404 leads to creating one. Alerts the spec's messages; returns
 * null when nothing should happen (visitor, self chat, failure).
 */
export async function startConversation(otherUserId: string, lookupId?: string): Promise<string | null> {
  const me = getCurrentUser();
  if (!me) return null;
  if (me._id === otherUserId) {
    window.alert(MESSAGES.selfChat);
    return null;
  }
  if (lookupId) {
    try {
      const existing = await api<{ id: string }>(`/conversations/single/${encodeURIComponent(lookupId)}`);
      return existing.id;
    } catch (err) {
      // Only a 404 means "none yet"; other lookup errors are ignored and creation is tried.
      if (!(err instanceof ApiError) || err.status !== 404) {
        /* fall through to creation */
      }
    }
  }
  try {
    const created = await api<{ id: string }>('/conversations', { method: 'POST', body: { to: otherUserId } });
    return created.id;
  } catch (err) {
    window.alert(err instanceof ApiError && err.status === 400 && err.message === MESSAGES.selfChat ? MESSAGES.selfChat : MESSAGES.startChatFailed);
    return null;
  }
}
