import { useId } from 'react';
import { useNavigate } from 'react-router';
import { StateMessage } from '@/components/ui/state-message';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { signedOutHere } from '@/lib/signed-in-here';
import { Button } from '@/components/ui/button';
import { useEndAllSessions, useEndSession, useSessions } from '../api/account-security';
import styles from '../settings.module.css';
import { formatDateTime } from '@/lib/format';


/** Settings › Security › Where you're signed in: each session's device and last use; sign out one or all. */
export function SessionsList() {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endAll = useEndAllSessions();

  function signOutEverywhere() {
    endAll.mutate(undefined, {
      onSuccess: () => {
        // As signing out: the server forgot this device (decision 2532), and the browser lets it go too.
        signedOutHere();
        navigate('/login');
      },
      onError: (err) => toast.error(errorMessage(err, 'Could not sign out everywhere. Please try again.')),
    });
  }

  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.blockTitle}>
        Where you&apos;re signed in
      </h2>
      {sessions.isPending ? (
        <p className="status-text">loading</p>
      ) : sessions.isError ? (
        <StateMessage alert title="Something went wrong!" hint="Your sessions could not be loaded. Please try again." />
      ) : (
        <ul className={styles.sessions} data-testid="sessions">
          {sessions.data.map((s) => (
            <li key={s.id} className={styles.session}>
              <div>
                <strong>{s.device}</strong>
                {s.current && <span className={styles.currentBadge}>This device</span>}
                <p className={styles.sessionMeta}>
                  Last active {formatDateTime(s.lastSeenAt)} · signed in {formatDateTime(s.createdAt)}
                </p>
              </div>
              {!s.current && (
                <Button
                  type="button"
                  className="btn btn-outline btn-sm"
                  inactive={endOne.isPending}
                  onClick={() => endOne.mutate(s.id, { onSuccess: (a) => toast.success(a.message), onError: (err) => toast.error(errorMessage(err, 'Could not sign out that session.')) })}
                >
                  Sign out<span className="visually-hidden"> {s.device}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button type="button" className="btn btn-outline" onClick={signOutEverywhere} inactive={endAll.isPending}>
        Sign out everywhere
      </Button>
    </section>
  );
}
