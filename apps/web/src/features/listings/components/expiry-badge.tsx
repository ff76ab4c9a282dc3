import { expiryLabel, expiryStatus } from '@spaceshare/shared/rules/expiry';
import styles from './listing.module.css';

/** EXPIRED / Expires today / Expires in 1 day / 'EXP in N days', coloured by urgency (spec §4). */
export function ExpiryBadge({ createdAt, expirationDays }: { createdAt?: string | null; expirationDays?: number | null }) {
  const status = expiryStatus(createdAt, expirationDays);
  return (
    <span className={`${styles.expiry} ${styles[`expiry-${status}`]}`} data-status={status}>
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {expiryLabel(createdAt, expirationDays)}
    </span>
  );
}
