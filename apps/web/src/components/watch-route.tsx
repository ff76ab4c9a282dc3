import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { routeLabel, type SearchRouteLabel } from '@spaceshare/shared/rules/search-fallback';
import type { RouteAlert } from '@spaceshare/shared/schemas/route-alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useSignInFor } from '@/lib/return-intent';
import { useRouteAlerts, useWatchRoute } from '@/lib/route-alerts';
import styles from './route-alerts.module.css';

type Props = {
  search: string;
  /** The route as the list understood it (x-search-route): an alert with its label watches it already. */
  route: SearchRouteLabel;
  /** The list is still answering a newer search: the offer stays, unusable, so nothing jumps. */
  waiting?: boolean;
  /** What a search of one place watches ('to Ghana'), in place of 'on this route'. */
  what?: string;
};

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Under the search on Explore Luggage, for a search that names a route: 'Alert me about new gigs on
 * this route', or, once watched, what is watched and where to manage it. Signed out, the button
 * signs in and, back on the search, saves the alert (as Make Offer does).
 */
export function WatchRoute({ search, route, waiting = false, what = 'on this route' }: Props) {
  const { user } = useCurrentUser();
  const alerts = useRouteAlerts(!!user);
  const watch = useWatchRoute();
  const [error, setError] = useState('');
  // Saved by a click here: the confirmation takes the focus the button had.
  const clicked = useRef(false);
  const saved = watch.isSuccess && sameText(watch.variables, search) ? watch.data : undefined;
  const watched: RouteAlert | undefined =
    saved ?? alerts.data?.find((alert) => sameText(alert.search, search) || sameText(alert.label, routeLabel(route)));

  function save() {
    setError('');
    watch.mutate(search, { onError: (err) => setError(errorMessage(err, 'Could not save the alert. Please try again.')) });
  }

  // Clicked signed out, the alert is saved once back from signing in, unless it already is.
  const signInToWatch = useSignInFor('watch-route', !!user && alerts.isSuccess, () => {
    if (!watched) save();
  });

  const onWatch = () => {
    if (!user) {
      signInToWatch();
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
          <p className={styles.hint}>Hear of each new gig {what} as soon as a courier posts it.</p>
          <Button className={`btn btn-outline btn-sm ${styles.watchButton}`} onClick={onWatch} inactive={waiting || watch.isPending || (!!user && alerts.isPending)}>
            {watch.isPending ? 'Saving...' : `Alert me about new gigs ${what}`}
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
