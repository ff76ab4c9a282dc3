import { useId } from 'react';
import { MESSAGES } from '@spaceshare/shared/messages';
import { formatDate } from '@/lib/format';
import { useRemovedListings } from '../api/list-removed';
import type { ListingKind } from '../types';
import styles from './removed-listings.module.css';

/**
 * The owner's listings an operator removed, and why (decision 1802), above My Gigs / My Containers.
 * Nothing while loading, on an error or when there are none: the table below has its own states.
 * Titles are not links: a removed listing's page is a 404.
 */
export function RemovedListings({ kind, enabled = true }: { kind: ListingKind; enabled?: boolean }) {
  const headingId = useId();
  const removed = useRemovedListings(kind, enabled);
  const items = removed.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {MESSAGES.removedListingsHeading}
      </h2>
      <p className={styles.explanation}>{MESSAGES.removedListingsExplanation}</p>
      <ul className={styles.list}>
        {items.map((listing) => (
          <li key={listing._id} className={styles.item}>
            <span className={styles.title}>{listing.title || MESSAGES.untitled}</span>
            <span className={styles.when}>{MESSAGES.removedOn(formatDate(listing.removedAt))}</span>
            {listing.note && <span className={styles.reason}>{MESSAGES.removedReason(listing.note)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
