import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStartConversation } from '@/lib/conversation-starter';
import { useCurrentUser } from '@/lib/current-user';

/**
 * 'Chat Now' / 'Contact Me': visitors go to /login (and come back afterwards); signed-in users open
 * the conversation with the seller. startConversation alerts self-chat and failures itself.
 */
export function useContactSeller(sellerId: string | undefined) {
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
    if (!sellerId || pending) return;
    setPending(true);
    try {
      const id = await startConversation(sellerId);
      if (id) navigate(`/message/${encodeURIComponent(id)}`);
    } finally {
      setPending(false);
    }
  }

  return { contact, pending };
}
