import { starIcons } from '@spaceshare/shared/rules/stars';
import styles from './stars.module.css';

/** Five stars with half-star rounding; the label carries the number for screen readers. */
export function Stars({ value, size = 16, label }: { value: number; size?: number; label?: string }) {
  const icons = starIcons(value);
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `${value.toFixed(1)} out of 5 stars`}>
      {icons.map((kind, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={styles[kind]}>
          <defs>
            <linearGradient id={`half-${i}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="#d5dbd9" />
            </linearGradient>
          </defs>
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            fill={kind === 'half' ? `url(#half-${i})` : 'currentColor'}
          />
        </svg>
      ))}
    </span>
  );
}
