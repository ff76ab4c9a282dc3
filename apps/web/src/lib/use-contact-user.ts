import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListingRef } from '@spaceshare/shared/schemas/conversation';
import { TO_WRITE, useStartConversation } from './conversation-starter';
import { useCurrentUser } from './current-user';
import { useSignInFor } from './return-intent';

/**
 * 'Chat Now' / 'Contact Me' on listings, 'Contact' on profiles: visitors go to /login and, back on the
 * page signed in, the chat opens as if they had clicked again (`intent`: which button it was);
 * signed-in users open the conversation with that user, about `listing` on a listing's page.
 * startConversation alerts self-chat and failures itself.
 */
export function useContactUser(userId: string | undefined, listing?: ListingRef, intent: 'chat-now' | 'contact' = 'contact') {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const startConversation = useStartConversation();
  const [pending, setPending] = useState(false);
  const signIn = useSignInFor(intent, !!user && !!userId, () => void contact());

  async function contact() {
    if (!user) {
      signIn();
      return;
    }
    if (!userId || pending) return;
    setPending(true);
    try {
      const id = await startConversation(userId, { listing });
      if (id) navigate(`/message/${encodeURIComponent(id)}`, { state: TO_WRITE });
    } finally {
      setPending(false);
    }
  }

  return { contact, pending };
}
