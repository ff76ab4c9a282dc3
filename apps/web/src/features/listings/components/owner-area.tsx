import { Link } from 'react-router';
import { editContainer, editGig } from '@spaceshare/shared/messages/listing-edits';
import { useCurrentUser } from '@/lib/current-user';
import { useRequests } from '@/lib/get-requests';
import { useInterested } from '../api/get-interested';
import { LISTING_NOUN, listingHref, MY_LISTINGS, type ListingKind } from '../types';
import { InterestedList } from './interested-list';
import { OwnerOffers } from './owner-offers';
import { OwnerRequests } from './owner-requests';
import styles from './listing.module.css';

/**
 * What the owner sees instead of Chat Now / Make Offer on their own listing. `editable`: not completed,
 * so Edit is offered (an expired one too: more days bring it back), in seller mode as the Add links
 * are, since the edit page is a seller page too.
 */
export default function OwnerArea({ kind, listingId, editable }: { kind: ListingKind; listingId: string; editable: boolean }) {
  const { isSellerMode } = useCurrentUser();
  const interested = useInterested(kind, listingId);
  const pending = useRequests({ role: 'seller', listingId, status: 'pending' });
  const requesters = new Set((pending.data ?? []).map((r) => r.buyerId));
  return (
    <div className={styles.ownerArea}>
      <div className={styles.ownerHead}>
        <p className={styles.ownerNote}>
          <strong>This is your listing</strong>
          <span>
            Buyers press Make Offer to show interest or Request space to ask for a quantity. Manage it from{' '}
            <Link to={MY_LISTINGS[kind]}>your {LISTING_NOUN[kind]}s</Link>.
          </span>
        </p>
        {editable && isSellerMode && (
          <Link to={`${listingHref(kind, listingId)}/edit`} className="btn btn-outline btn-sm">
            {kind === 'gigs' ? editGig : editContainer}
          </Link>
        )}
      </div>
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
