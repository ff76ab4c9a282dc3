import { Flag } from '@/components/ui/flag';
import { place } from '../format';
import styles from './listing.module.css';

/** 'Shenzhen, China' with the flag, for containers. */
export function LocationLine({ code, country, city }: { code: string | null; country: string; city: string }) {
  const p = place(code, country);
  return (
    <p className={styles.routeLine}>
      <span className={styles.routeEnd}>
        <Flag code={p.code} size={14} />
        <span>
          {city ? <bdi>{city}</bdi> : null}
          {city && p.name ? ', ' : ''}
          {p.name}
        </span>
      </span>
    </p>
  );
}
