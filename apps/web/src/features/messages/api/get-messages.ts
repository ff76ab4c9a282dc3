import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@spaceshare/shared/schemas/message';
import { api } from '@/lib/api-client';
import { FALLBACK_POLL_MS } from '@/lib/get-conversations';
import { messagesQueryKey } from '@/lib/live-query-keys';
import { useRealtimeConnected } from '@/lib/realtime';

/** GET /api/messages/{conversationId}: oldest first. */
export function getMessages(conversationId: string, signal?: AbortSignal): Promise<Message[]> {
  return api<Message[]>(`/messages/${encodeURIComponent(conversationId)}`, { signal });
}

export function messagesQueryOptions(conversationId: string, { live = true }: { live?: boolean } = {}) {
  return queryOptions({
    queryKey: messagesQueryKey(conversationId),
    queryFn: ({ signal }) => getMessages(conversationId, signal),
    enabled: !!conversationId,
    // Spec §4: messages refetch whenever the window regains focus, however fresh they are.
    refetchOnWindowFocus: 'always',
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });
}

export function useMessages(conversationId: string) {
  const live = useRealtimeConnected();
  return useQuery(messagesQueryOptions(conversationId, { live }));
}
