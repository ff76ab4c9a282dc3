import { useCurrentUser } from '@/lib/current-user';
import { usePendingRequests } from '@/lib/get-requests';
import { useRealtime } from '@/lib/realtime';
import styles from './unread-badge.module.css';

/**
 * The navbar's count of booking requests waiting for my answer as a seller (issue 10), kept live by
 * the socket's request events. Nothing when there is nothing to answer.
 */
export function PendingRequestsBadge() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <SignedInBadge />;
}

function SignedInBadge() {
  useRealtime();
  const { data } = usePendingRequests();
  const count = data?.total ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.badge} data-testid="requests-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{`${count} pending ${count === 1 ? 'request' : 'requests'}`}</span>
    </span>
  );
}
