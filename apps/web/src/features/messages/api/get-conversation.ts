import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import { api } from '@/lib/api-client';
import { conversationQueryKey } from '@/lib/live-query-keys';

/** GET /api/conversations/single/{id}: one conversation I take part in, with the other user. */
export function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return api<Conversation>(`/conversations/single/${encodeURIComponent(id)}`, { signal });
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    enabled: !!id,
  });
}

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
