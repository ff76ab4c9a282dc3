import { Link } from 'react-router';
import { useInterested } from '../api/get-interested';
import { LISTING_NOUN, type ListingKind } from '../types';
import { InterestedList } from './interested-list';
import { OwnerOffers } from './owner-offers';
import styles from './listing.module.css';

/** What the owner sees instead of Chat Now / Make Offer on their own listing. */
export function OwnerArea({ kind, listingId }: { kind: ListingKind; listingId: string }) {
  const interested = useInterested(kind, listingId);
  return (
    <div className={styles.ownerArea}>
      <p className={styles.ownerNote}>
        <strong>This is your listing</strong>
        <span>
          Buyers press Make Offer to show interest. Manage it from{' '}
          <Link to={kind === 'gigs' ? '/mygigs' : '/myContainers'}>your {LISTING_NOUN[kind]}s</Link>.
        </span>
      </p>
      <InterestedList kind={kind} listingId={listingId} />
      <OwnerOffers kind={kind} listingId={listingId} interestedUsers={interested.data?.interestedUsers ?? []} />
    </div>
  );
}
