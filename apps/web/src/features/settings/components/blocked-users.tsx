import { useId } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useBlockedUsers, useSetBlocked } from '@/lib/safety';
import { Button } from '@/components/ui/button';
import styles from '../settings.module.css';

/** Settings › Security › Blocked users (issue 12): who cannot reach me, with 'Unblock'. */
export function BlockedUsers() {
  const id = useId();
  const toast = useToast();
  const blocked = useBlockedUsers();
  const setBlocked = useSetBlocked();
  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.blockTitle}>
        Blocked users
      </h2>
      {blocked.isPending ? (
        <p className="status-text">loading</p>
      ) : blocked.isError ? (
        <p className="form-error">Something went wrong!</p>
      ) : blocked.data.length === 0 ? (
        <p className={styles.groupLede}>You have not blocked anyone. Block someone from their profile.</p>
      ) : (
        <ul className={styles.sessions} data-testid="blocked-users">
          {blocked.data.map((b) => (
            <li key={b._id} className={styles.session}>
              <Link to={`/profile/${b._id}`}>{b.username}</Link>
              <Button
                type="button"
                className="btn btn-outline btn-sm"
                inactive={setBlocked.isPending}
                onClick={() =>
                  setBlocked.mutate({ userId: b._id, blocked: false }, { onSuccess: (a) => toast.success(a.message), onError: (err) => toast.error(errorMessage(err, 'Could not unblock.')) })
                }
              >
                Unblock<span className="visually-hidden"> {b.username}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
