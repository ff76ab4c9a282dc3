import { Link } from 'react-router';
import { useRequests } from '@/lib/get-requests';
import { useInterested } from '../api/get-interested';
import { LISTING_NOUN, type ListingKind } from '../types';
import { InterestedList } from './interested-list';
import { OwnerOffers } from './owner-offers';
import { OwnerRequests } from './owner-requests';
import styles from './listing.module.css';

/** What the owner sees instead of Chat Now / Make Offer on their own listing. */
export default function OwnerArea({ kind, listingId }: { kind: ListingKind; listingId: string }) {
  const interested = useInterested(kind, listingId);
  const pending = useRequests({ role: 'seller', listingId, status: 'pending' });
  const requesters = new Set((pending.data ?? []).map((r) => r.buyerId));
  return (
    <div className={styles.ownerArea}>
      <p className={styles.ownerNote}>
        <strong>This is your listing</strong>
        <span>
          Buyers press Make Offer to show interest or Request space to ask for a quantity. Manage it from{' '}
          <Link to={kind === 'gigs' ? '/mygigs' : '/myContainers'}>your {LISTING_NOUN[kind]}s</Link>.
        </span>
      </p>
      <OwnerRequests listingId={listingId} />
      <InterestedList kind={kind} listingId={listingId} />
      <OwnerOffers
        kind={kind}
        listingId={listingId}
        // Buyers who asked with a request are answered there, with the quantity they asked for.
        interestedUsers={(interested.data?.interestedUsers ?? []).filter((u) => !requesters.has(u._id))}
      />
    </div>
  );
}
