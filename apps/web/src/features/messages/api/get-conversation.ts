import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import { api } from '@/lib/api-client';
import { FALLBACK_POLL_MS } from '@/lib/get-conversations';
import { conversationQueryKey } from '@/lib/live-query-keys';
import { useRealtimeConnected } from '@/lib/realtime';

/** GET /api/conversations/single/{id}: one conversation I take part in, with the other user. */
export function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return api<Conversation>(`/conversations/single/${encodeURIComponent(id)}`, { signal });
}

/** Live over the socket ('conversation' events); polled while the socket is down. */
export function conversationQueryOptions(id: string, { live = true }: { live?: boolean } = {}) {
  return queryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    enabled: !!id,
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });
}

export function useConversation(id: string) {
  const live = useRealtimeConnected();
  return useQuery(conversationQueryOptions(id, { live }));
}
