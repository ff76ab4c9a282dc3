import type { Gig } from '@spaceshare/shared/schemas/gig';
import { Flag } from '@/components/ui/flag';
import { place } from '../format';
import styles from './listing.module.css';

type Route = Pick<
  Gig,
  'departureCity' | 'departureCountryCode' | 'departureCountryName' | 'destinationCity' | 'destinationCountryCode' | 'destinationCountryName'
>;

const ends = (route: Route) => ({
  from: place(route.departureCountryCode, route.departureCountryName),
  to: place(route.destinationCountryCode, route.destinationCountryName),
});

/** Card line: 'Guangzhou → Accra' with both flags. */
export function RouteLine({ route }: { route: Route }) {
  const { from, to } = ends(route);
  return (
    <p className={styles.routeLine}>
      <span className={styles.routeEnd}>
        <Flag code={from.code} size={14} />
        <bdi>{route.departureCity || from.name}</bdi>
      </span>
      <span aria-hidden="true" className={styles.arrow}>
        →
      </span>
      <span className="visually-hidden">to</span>
      <span className={styles.routeEnd}>
        <Flag code={to.code} size={14} />
        <bdi>{route.destinationCity || to.name}</bdi>
      </span>
    </p>
  );
}

/** Detail header: two-letter codes, cities and countries on both ends (spec §2 /gig/{id}). */
export function RouteDisplay({ route }: { route: Route }) {
  const { from, to } = ends(route);
  return (
    <div className={styles.route} role="group" aria-label={`Route from ${route.departureCity}, ${from.name} to ${route.destinationCity}, ${to.name}`}>
      <RouteStop label="From" code={from.code} city={route.departureCity} country={from.name} />
      <div className={styles.routePath} aria-hidden="true">
        <span className={styles.routeDash} />
        <svg width="22" height="22" viewBox="0 0 24 24">
          <path
            d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.routeDash} />
      </div>
      <RouteStop label="To" code={to.code} city={route.destinationCity} country={to.name} align="end" />
    </div>
  );
}

function RouteStop({ label, code, city, country, align }: { label: string; code?: string; city: string; country: string; align?: 'end' }) {
  return (
    <div className={`${styles.stop} ${align === 'end' ? styles.stopEnd : ''}`}>
      <span className={styles.stopLabel}>{label}</span>
      <span className={styles.stopCode}>
        <Flag code={code} size={18} />
        {code?.toUpperCase() ?? '—'}
      </span>
      <span className={styles.stopCity}>{city}</span>
      <span className={styles.stopCountry}>{country}</span>
    </div>
  );
}
