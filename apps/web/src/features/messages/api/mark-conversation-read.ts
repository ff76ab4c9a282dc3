import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import { api } from '@/lib/api-client';
import { conversationQueryKey, conversationsQueryKey } from '@/lib/live-query-keys';

/** PUT /api/conversations/{id}: marks my side of the conversation read. */
export function markConversationRead(id: string): Promise<Conversation> {
  return api<Conversation>(`/conversations/${encodeURIComponent(id)}`, { method: 'PUT' });
}

/** The answer is put in the caches at once (the dot clears), then the list is fetched again (spec §4). */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (conversation) => {
      queryClient.setQueryData<Conversation[]>(conversationsQueryKey, (old) =>
        old?.map((c) => (c.id === conversation.id ? conversation : c)),
      );
      queryClient.setQueryData(conversationQueryKey(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
    },
  });
}
