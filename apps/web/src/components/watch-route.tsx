import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useRouteAlerts, useWatchRoute } from '@/lib/route-alerts';
import styles from './route-alerts.module.css';

/**
 * Under a route search on Explore Luggage: 'Alert me about new gigs on this route', or, once
 * watched, what is watched and where to manage it. Signed out, the button leads to sign-in and back.
 */
export function WatchRoute({ search }: { search: string }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const alerts = useRouteAlerts(!!user);
  const watch = useWatchRoute();
  const [error, setError] = useState('');
  const key = search.trim().toLowerCase();
  // The alert saved from this search, or the one it matched: 'CN to GH' answers the alert kept for 'China to Ghana'.
  const saved = watch.isSuccess && watch.variables.trim().toLowerCase() === key ? watch.data : undefined;
  const watched = saved ?? alerts.data?.find((alert) => alert.search.trim().toLowerCase() === key);

  const onWatch = () => {
    if (!user) {
      navigate('/login', { state: { from: location.pathname + location.search } });
      return;
    }
    setError('');
    watch.mutate(search, { onError: (err) => setError(errorMessage(err, 'Could not save the alert. Please try again.')) });
  };

  return (
    <div className={styles.watch} data-testid="watch-route">
      {watched ? (
        <p role="status" className={styles.watching}>
          You get an alert for each new gig on <strong>{watched.label}</strong>. <Link to="/notifications#alerts">Manage alerts</Link>
        </p>
      ) : (
        <>
          <p className={styles.hint}>Be the first to know when a courier posts this route.</p>
          <Button className="btn btn-outline btn-sm" onClick={onWatch} inactive={watch.isPending || (!!user && alerts.isPending)}>
            {watch.isPending ? 'Saving...' : 'Alert me about new gigs on this route'}
          </Button>
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
