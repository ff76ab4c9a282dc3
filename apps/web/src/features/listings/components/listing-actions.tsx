import { lazy, Suspense } from 'react';
import { requestsLoading } from '@spaceshare/shared/messages/booking-requests';
import { closedDeparted } from '@spaceshare/shared/messages/listings';
import { expiresAt, hasDeparted } from '@spaceshare/shared/rules/expiry';
import { CLOSED_LABELS, closedReason } from '@spaceshare/shared/rules/listing-state';
import { useCurrentUser } from '@/lib/current-user';
import { useContactUser } from '@/lib/use-contact-user';
import { Button } from '@/components/ui/button';
import { LISTING_NOUN, type ListingKind } from '../types';
import { InterestButton } from './interest-button';
import { InterestedList } from './interested-list';
import { RequestSpace } from './request-space';
import styles from './detail.module.css';

// The owner's tools (offers, requests, their forms) load only for the owner (issue 13).
const OwnerArea = lazy(() => import('./owner-area'));

type Listing = {
  _id: string;
  userId: string;
  interestedCount: number;
  isCompleted: boolean;
  createdAt: string;
  expirationDays: number;
  /** A container's: it closes when it departs (decision 2460). */
  departureDate?: string;
  /** kg (gigs) or CBM (containers) left. */
  space: number;
  /** Price per kg or CBM. */
  priceRMB: number;
};

/**
 * Chat Now, Make Offer, Request space and the interested list — or the owner area on one's own listing. A closed
 * listing (expired, completed, fully booked) shows why instead of 'Make Offer'; Chat Now stays.
 */
export function ListingActions({ kind, listing }: { kind: ListingKind; listing: Listing }) {
  const { user } = useCurrentUser();
  const { contact, pending } = useContactUser(listing.userId, { listingType: LISTING_NOUN[kind], listingId: listing._id }, 'chat-now');

  if (user && user._id === listing.userId) {
    return (
      <Suspense fallback={<p className="status-text">{requestsLoading}</p>}>
        <OwnerArea kind={kind} listingId={listing._id} editable={!listing.isCompleted} />
      </Suspense>
    );
  }
  const closed = closedReason({
    isCompleted: listing.isCompleted,
    expiresAt: expiresAt(listing.createdAt, listing.expirationDays, listing.departureDate),
    space: listing.space,
  });

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <Button type="button" className="btn btn-outline" onClick={() => void contact()} inactive={pending}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          Chat Now
        </Button>
        {closed ? (
          <span className={styles.closed} data-testid="listing-closed">
            {closed === 'expired' && hasDeparted(listing.departureDate) ? closedDeparted : CLOSED_LABELS[closed]}
          </span>
        ) : (
          <InterestButton kind={kind} listingId={listing._id} ownerId={listing.userId} initialCount={listing.interestedCount} />
        )}
      </div>
      {!closed && <RequestSpace kind={kind} listingId={listing._id} priceRMB={listing.priceRMB} space={listing.space} />}
      <InterestedList kind={kind} listingId={listing._id} />
    </div>
  );
}
