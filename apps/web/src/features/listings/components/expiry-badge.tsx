import { expiryLabel, expiryStatus } from '@spaceshare/shared/rules/expiry';
import styles from './listing.module.css';

type Props = {
  createdAt?: string | null;
  expirationDays?: number | null;
  /** A container's: bookings close when it departs, and then the badge reads 'DEPARTED' (decision 2460). */
  departureDate?: string | null;
};

/** EXPIRED / Expires today / Expires in 1 day / 'EXP in N days', coloured by urgency (spec §4). */
export function ExpiryBadge({ createdAt, expirationDays, departureDate }: Props) {
  const now = new Date();
  const status = expiryStatus(createdAt, expirationDays, now, departureDate);
  return (
    <span className={`${styles.expiry} ${styles[`expiry-${status}`]}`} data-status={status}>
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {expiryLabel(createdAt, expirationDays, now, departureDate)}
    </span>
  );
}
