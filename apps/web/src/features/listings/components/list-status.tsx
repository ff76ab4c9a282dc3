import type { ReactNode } from 'react';
import { MESSAGES } from '@spaceshare/shared/messages';
import styles from './explore.module.css';

/** Loading / error / empty texts of the Explore lists (spec §8: 'LOADING', 'Something went wrong !!'). */
export function ListLoading() {
  return (
    <p className="status-text" role="status">
      {MESSAGES.listLoading}
    </p>
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
