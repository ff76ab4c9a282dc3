import type { ReactNode } from 'react';
import { MESSAGES } from '@spaceshare/shared/messages';
import { Skeleton } from '@/components/ui/skeleton';
import cardStyles from './listing-card.module.css';
import styles from './explore.module.css';

/** Loading / error / empty texts of the Explore lists (spec §8: 'LOADING', 'Something went wrong !!'). */
/**
 * Five card-shaped placeholders where the cards will be (spec §9: 5 skeletons in a list), so the page
 * does not jump when they arrive (issue 13); the spec's 'LOADING' stays for screen readers.
 */
export function ListLoading({ cards = 5 }: { cards?: number }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {MESSAGES.listLoading}
      </p>
      <ul className={cardStyles.grid} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i} className={cardStyles.item}>
            <Skeleton height={250} radius={12} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ListError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{MESSAGES.listError}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
