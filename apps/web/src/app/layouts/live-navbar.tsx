import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { useRealtimeEvent } from '@/lib/realtime';
import { signedOutHere } from '@/lib/signed-in-here';

// The navbar's live parts, which keep the realtime socket open: one chunk that only a signed-in user
// downloads (issue 13). `live-parts.ts` loads it; nothing else imports this file.
export { MenuAttention } from '@/components/menu-attention';
export { PendingRequestsBadge } from '@/components/pending-requests-badge';
export { UnreadBadge } from '@/components/unread-badge';
export { NotificationBell } from './notification-bell';

/**
 * An operator suspended the account (issue 12), or its owner deleted it (decision 1403): every open
 * tab signs out at once and says why; a suspended one goes to sign-in, a deleted one home.
 */
export function SuspensionSignOut() {
  const toast = useToast();
  const navigate = useNavigate();
  useRealtimeEvent('signed-out', (event) => {
    // Suspended or deleted: the account's drafts and this browser's push subscription go too (2531, 2532).
    signedOutHere();
    if (event.reason === 'deleted') {
      toast.success(event.message);
      navigate('/', { replace: true });
      return;
    }
    toast.error(event.message);
    navigate('/login', { replace: true });
  });
  return null;
}
