import { useId } from 'react';
import { RequestCard } from '@/components/request-card';
import { useRequests } from '@/lib/get-requests';
import styles from './owner-offers.module.css';

/** The owner's pending requests on this listing, first in the owner area: accept with a quantity or decline. */
export function OwnerRequests({ listingId }: { listingId: string }) {
  const headingId = useId();
  const pending = useRequests({ role: 'seller', listingId, status: 'pending' });
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <section className={styles.offers} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Requests ({pending.data.length})
      </h2>
      <p className={styles.hint}>Accepting creates an order for the quantity you choose, up to what was asked.</p>
      <ul className="stack-list">
        {pending.data.map((request) => (
          <RequestCard key={request._id} request={request} />
        ))}
      </ul>
    </section>
  );
}
