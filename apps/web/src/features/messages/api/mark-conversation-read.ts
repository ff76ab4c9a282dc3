import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import { api } from '@/lib/api-client';
import { conversationQueryKey, conversationsQueryKey } from '@/lib/live-query-keys';
import { closeDeviceNotifications } from '@/lib/push-device';

/** PUT /api/conversations/{id}: marks my side of the conversation read. */
export function markConversationRead(id: string): Promise<Conversation> {
  return api<Conversation>(`/conversations/${encodeURIComponent(id)}`, { method: 'PUT' });
}

/**
 * The answer is put in the caches at once (the dot clears), then the list is fetched again (spec §4);
 * the conversation's notification on this device closes (its tag is the conversation's link).
 */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (conversation) => {
      void closeDeviceNotifications(`/message/${conversation.id}`);
      queryClient.setQueryData<Conversation[]>(conversationsQueryKey, (old) =>
        old?.map((c) => (c.id === conversation.id ? conversation : c)),
      );
      queryClient.setQueryData(conversationQueryKey(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
    },
  });
}
