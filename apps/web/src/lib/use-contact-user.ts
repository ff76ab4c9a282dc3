import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ListingRef } from '@spaceshare/shared/schemas/conversation';
import { useStartConversation } from './conversation-starter';
import { useCurrentUser } from './current-user';

/**
 * 'Chat Now' / 'Contact Me' on listings, 'Contact' on profiles: visitors go to /login (and come back
 * afterwards); signed-in users open the conversation with that user, about `listing` on a listing's page. startConversation alerts
 * self-chat and failures itself.
 */
export function useContactUser(userId: string | undefined, listing?: ListingRef) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const startConversation = useStartConversation();
  const [pending, setPending] = useState(false);

  async function contact() {
    if (!user) {
      navigate('/login', { state: { from: location.pathname + location.search } });
      return;
    }
    if (!userId || pending) return;
    setPending(true);
    try {
      const id = await startConversation(userId, { listing });
      if (id) navigate(`/message/${encodeURIComponent(id)}`);
    } finally {
      setPending(false);
    }
  }

  return { contact, pending };
}
