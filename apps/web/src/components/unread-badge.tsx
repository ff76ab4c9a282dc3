import { useCurrentUser } from '@/lib/current-user';
import { useUnreadConversationCount } from '@/lib/get-conversations';
import { useRealtime } from '@/lib/realtime';
import styles from './unread-badge.module.css';

/**
 * The navbar's unread count: conversations whose read flag on my side is still false. Live through
 * the realtime socket (which this badge also keeps open on every page). Nothing for visitors, and
 * nothing while there is nothing unread.
 */
export function UnreadBadge({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <SignedInUnreadBadge userId={user._id} className={className} />;
}

function SignedInUnreadBadge({ userId, className }: { userId: string; className?: string }) {
  useRealtime();
  const count = useUnreadConversationCount(userId);
  if (count === 0) return null;
  const label = `${count} unread ${count === 1 ? 'conversation' : 'conversations'}`;
  return (
    <span className={`${styles.badge}${className ? ` ${className}` : ''}`} data-testid="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
