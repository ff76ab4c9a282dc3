import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAlertEmail, useDeleteAlert, useRouteAlerts } from '@/lib/route-alerts';
import styles from './route-alerts.module.css';

/**
 * On /notifications: the routes the user watches, each with its search, its email switch and a way to stop.
 * `arrivedLate`: the page drew this section only after its notifications had loaded, so the first
 * draw's jump to a `#alerts` link (an alert email's "Routes you watch", a fresh tab) found nothing to
 * jump to; the section is brought into view once its alerts are there.
 */
export function RouteAlerts({ arrivedLate = false }: { arrivedLate?: boolean }) {
  const section = useRef<HTMLElement>(null);
  const alerts = useRouteAlerts();
  const { hash } = useLocation();
  const brought = useRef(false);
  useEffect(() => {
    if (!arrivedLate || hash !== '#alerts' || alerts.isPending || brought.current) return;
    brought.current = true;
    section.current?.scrollIntoView();
  }, [arrivedLate, hash, alerts.isPending]);
  const remove = useDeleteAlert();
  const email = useAlertEmail();
  const toast = useToast();
  return (
    <section id="alerts" ref={section} className={styles.section} aria-labelledby="alerts-heading" tabIndex={-1}>
      <h2 id="alerts-heading" className={styles.heading}>
        Routes you watch
      </h2>
      {alerts.isPending ? (
        <p className="status-text" role="status">
          Loading your alerts...
        </p>
      ) : alerts.isError ? (
        <StateMessage alert title="Something went wrong" hint="We couldn't load your alerts. Please try again later." />
      ) : alerts.data.length === 0 ? (
        <p className={styles.hint}>
          You watch no routes yet. Search a route on <Link to="/gigs">Explore Luggage</Link> and choose &lsquo;Alert me about new gigs on
          this route&rsquo;.
        </p>
      ) : (
        <ul className="stack-list">
          {alerts.data.map((alert) => (
            <li key={alert._id} className={styles.row}>
              <Link to={`/gigs?search=${encodeURIComponent(alert.search)}`} className={styles.route}>
                {alert.label}
              </Link>
              <div className={styles.actions}>
                <ToggleSwitch
                  checked={alert.email}
                  label={
                    <>
                      Email me{' '}<span className="visually-hidden">about new gigs on {alert.label}</span>
                    </>
                  }
                  onChange={(on) =>
                    email.mutate(
                      { id: alert._id, email: on },
                      {
                        onSuccess: () =>
                          toast.success(on ? `We'll email you about new gigs on ${alert.label}.` : `No more emails about ${alert.label}. New gigs still show here.`),
                        onError: (err) => toast.error(errorMessage(err, 'Could not change the alert. Please try again.')),
                      },
                    )
                  }
                />
                <Button
                  className="btn btn-outline btn-sm"
                  aria-label={`Stop watching ${alert.label}`}
                  inactive={remove.isPending}
                  onClick={() =>
                    remove.mutate(alert._id, {
                      onSuccess: () => {
                        // The button is gone with its row: focus goes back to the list's section, not the page.
                        section.current?.focus();
                        toast.success(`You no longer watch ${alert.label}.`);
                      },
                      onError: (err) => toast.error(errorMessage(err, 'Could not delete the alert. Please try again.')),
                    })
                  }
                >
                  Stop watching
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
