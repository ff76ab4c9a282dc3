import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SearchRouteLabel } from '@spaceshare/shared/rules/search-fallback';
import type { RouteAlert } from '@spaceshare/shared/schemas/route-alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useReturnIntent } from '@/lib/return-intent';
import { useRouteAlerts, useWatchRoute } from '@/lib/route-alerts';
import styles from './route-alerts.module.css';

type Props = {
  search: string;
  /** The route as the list understood it (x-search-route): an alert with its label watches it already. */
  route: SearchRouteLabel;
  /** The list is still answering a newer search: the offer stays, unusable, so nothing jumps. */
  waiting?: boolean;
};

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** The label an alert on this route has ('Guangzhou to Accra', 'Anywhere to Kenya'), as the server words it. */
const labelOf = (route: SearchRouteLabel) => `${route.from ?? 'Anywhere'} to ${route.to ?? 'anywhere'}`;

/**
 * Under the search on Explore Luggage, for a search that names a route: 'Alert me about new gigs on
 * this route', or, once watched, what is watched and where to manage it. Signed out, the button
 * signs in and, back on the search, saves the alert (as Make Offer does).
 */
export function WatchRoute({ search, route, waiting = false }: Props) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const alerts = useRouteAlerts(!!user);
  const watch = useWatchRoute();
  const [error, setError] = useState('');
  // Saved by a click here: the confirmation takes the focus the button had.
  const clicked = useRef(false);
  const saved = watch.isSuccess && sameText(watch.variables, search) ? watch.data : undefined;
  const watched: RouteAlert | undefined =
    saved ?? alerts.data?.find((alert) => sameText(alert.search, search) || sameText(alert.label, labelOf(route)));

  function save() {
    setError('');
    watch.mutate(search, { onError: (err) => setError(errorMessage(err, 'Could not save the alert. Please try again.')) });
  }

  // Back from signing in after a click here: the alert is saved, once, unless it already is.
  const intent = useReturnIntent();
  const finishWatch = useEffectEvent((already: boolean) => {
    navigate(location.pathname + location.search, { replace: true, state: null });
    if (!already) save();
  });
  const loaded = alerts.isSuccess;
  useEffect(() => {
    if (intent === 'watch-route' && user && loaded) finishWatch(!!watched);
  }, [intent, user, loaded, watched]);

  const onWatch = () => {
    if (!user) {
      navigate('/login', { state: { from: location.pathname + location.search, intent: 'watch-route' } });
      return;
    }
    clicked.current = true;
    save();
  };

  return (
    <div className={styles.watch} data-testid="watch-route">
      {watched ? (
        <p
          role="status"
          className={styles.watching}
          tabIndex={-1}
          ref={(el) => {
            if (el && clicked.current) {
              clicked.current = false;
              el.focus();
            }
          }}
        >
          You get an alert for each new gig on <strong>{watched.label}</strong>. <Link to="/notifications#alerts">Manage alerts</Link>
        </p>
      ) : (
        <>
          <p className={styles.hint}>Be the first to know when a courier posts this route.</p>
          <Button className="btn btn-outline btn-sm" onClick={onWatch} inactive={waiting || watch.isPending || (!!user && alerts.isPending)}>
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
