import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@spaceshare/shared/schemas/conversation';
import type { Message, MessageFormInput } from '@spaceshare/shared/schemas/message';
import { api, ApiError } from '@/lib/api-client';
import { getCurrentUser } from '@/lib/current-user';
import { conversationQueryKey, conversationsQueryKey, messagesQueryKey } from '@/lib/live-query-keys';
import { TEMP_ID_PREFIX } from '@/lib/live-cache';

/** POST /api/messages: the sender is the session user. */
export function sendMessage(input: MessageFormInput): Promise<Message> {
  return api<Message>('/messages', { method: 'POST', body: input });
}

let tempSeq = 0;

/**
 * Spec §4: the message appears at once with a temporary id; a failure puts the earlier list back
 * (no error message); a success fetches the messages and the conversation list again. A send that
 * got no answer is tried again by itself a few times first, with the same key (decision 2301).
 */
/** Tries of one send after the first, 1, 2 and 4 s apart: a restart of the server takes a few seconds. */
export const SEND_RETRIES = 3;

/**
 * No answer, or a server that is restarting or overloaded (a proxy's 502–504): the same send may get
 * through in a moment, and its key (decision 2301) makes trying again safe.
 */
export function mightGetThrough(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);
}

type Send = { desc: string; clientKey: string };

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const key = messagesQueryKey(conversationId);
  return useMutation({
    mutationFn: ({ desc, clientKey }: Send) => sendMessage({ conversationId, desc, clientKey }),
    retry: (failures, error) => failures < SEND_RETRIES && mightGetThrough(error),
    retryDelay: (failures) => 1000 * 2 ** failures,
    onMutate: async ({ desc }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const optimistic: Message = {
        _id: `${TEMP_ID_PREFIX}${Date.now()}-${tempSeq++}`,
        conversationId,
        userId: getCurrentUser()?._id ?? '',
        desc,
        createdAt: new Date().toISOString(),
        // The server stamps the conversation's listing; the copy shows the same until it answers.
        listing: queryClient.getQueryData<Conversation>(conversationQueryKey(conversationId))?.listing ?? null,
      };
      queryClient.setQueryData<Message[]>(key, (old) => [...(old ?? []), optimistic]);
      return { tempId: optimistic._id };
    },
    onError: (err, _desc, context) => {
      // Taking out just the optimistic copy restores the earlier list while keeping anything that
      // arrived live in the meantime.
      queryClient.setQueryData<Message[]>(key, (old) => old?.filter((m) => m._id !== context?.tempId));
      // Refused (403): the other account may have been deleted or suspended since the thread opened.
      // Reading the thread again shows it closed instead of a composer whose every send fails.
      if (err instanceof ApiError && err.status === 403) {
        void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
        void queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true }),
      ]),
  });
}
