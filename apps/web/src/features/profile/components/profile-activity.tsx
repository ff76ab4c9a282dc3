import { averageRating } from '@spaceshare/shared/rules/stars';
import { formatMonthYear } from '@/lib/format';
import { useSellerFacts } from '@/lib/get-public-user';
import type { ProfileUser } from '../types';
import styles from '../profile.module.css';

export function ProfileActivity({ ids, user }: { ids: string; user: ProfileUser }) {
  const facts = useSellerFacts(user._id);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={`${ids}-activity`}>
      <h2 id={`${ids}-activity`} className={styles.panelTitle}>
        Activity Summary
      </h2>
      <dl className={styles.stats}>
        <div>
          <dt>Trips completed</dt>
          <dd>{user.tripsCompleted ?? 0}</dd>
        </div>
        <div>
          <dt>Average rating</dt>
          <dd>{averageRating(user.totalStars, user.starNumber)}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatMonthYear(user.createdAt) || '—'}</dd>
        </div>
        <div>
          <dt>Completed deliveries</dt>
          <dd data-testid="completed-deliveries">{facts.data ? facts.data.completedDeliveries : '…'}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{(user.languages ?? ['English']).join(', ')}</dd>
        </div>
      </dl>
    </section>
  );
}
