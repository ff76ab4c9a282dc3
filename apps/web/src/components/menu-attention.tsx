import { useCurrentUser } from '@/lib/current-user';
import { useUnreadConversationCount } from '@/lib/get-conversations';
import { usePendingRequests } from '@/lib/get-requests';
import { useRealtime } from '@/lib/realtime';

/**
 * A dot on the folded menu's toggle while the menu holds a count (unread conversations, requests
 * waiting for an answer): on a phone those counts sit behind the hamburger, and a new message would
 * show nowhere but the bell. Decorative: the counts themselves are read out in the menu.
 */
export function MenuAttention({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <SignedInMenuAttention userId={user._id} className={className} />;
}

function SignedInMenuAttention({ userId, className }: { userId: string; className: string | undefined }) {
  useRealtime();
  // The same queries as the menu's badges: no request of its own.
  const unread = useUnreadConversationCount(userId) > 0;
  const pending = (usePendingRequests().data?.total ?? 0) > 0;
  if (!unread && !pending) return null;
  return <span className={className} aria-hidden="true" data-testid="menu-attention" />;
}
