import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUnreadFor } from '@spaceshare/shared/rules/conversation';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import { api } from './api-client';
import { conversationsQueryKey } from './live-query-keys';
import { useRealtimeConnected } from './realtime';

// The conversation list is read by the messages screen and by the navbar's unread badge, so its one
// request function lives here rather than inside a feature.

/** GET /api/conversations: mine, most recently updated first. */
export function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return api<Conversation[]>('/conversations', { signal });
}

/** While the socket is down the list is polled, so new messages still show up, only later. */
export const FALLBACK_POLL_MS = 20_000;

export function conversationsQueryOptions({ enabled = true, live = true }: { enabled?: boolean; live?: boolean } = {}) {
  return queryOptions({
    queryKey: conversationsQueryKey,
    queryFn: ({ signal }) => getConversations(signal),
    enabled,
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });
}

export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  const live = useRealtimeConnected();
  return useQuery(conversationsQueryOptions({ enabled, live }));
}

/** How many of my conversations are unread on my side: the navbar's Messages badge and the menu's dot. */
export function useUnreadConversationCount(userId: string): number {
  return useConversations().data?.filter((c) => isUnreadFor(c, userId)).length ?? 0;
}
