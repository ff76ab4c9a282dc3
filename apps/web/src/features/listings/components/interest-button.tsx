import { useRef } from 'react';
import { saving } from '@spaceshare/shared/messages/general';
import { interestFailed, interested as interestedLabel, makeOffer, selfOfferContainer, selfOfferGig } from '@spaceshare/shared/messages/offers';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useSignInFor } from '@/lib/return-intent';
import { Button } from '@/components/ui/button';
import { useInterested } from '../api/get-interested';
import { useToggleInterest } from '../api/toggle-interest';
import type { ListingKind } from '../types';
import styles from './listing.module.css';

type Props = {
  kind: ListingKind;
  listingId: string;
  ownerId: string;
  /** Count from the listing itself, shown until the interested list has loaded. */
  initialCount: number;
};

/**
 * 'Make Offer' toggles the viewer's interest (spec §4): 'Interested' once the server says so,
 * 'Saving...' while the call runs, and the count beside it. Visitors are sent to /login.
 */
export function InterestButton({ kind, listingId, ownerId, initialCount }: Props) {
  const { user } = useCurrentUser();
  const interested = useInterested(kind, listingId, !!user);
  const toggle = useToggleInterest(kind, listingId);
  // The call is a toggle, so a second click before the first answers would undo it. `isPending`
  // reaches the button only on the next render, after both clicks of a fast double click.
  const sending = useRef(false);

  const count = interested.data?.interestedCount ?? initialCount;
  const isInterested = !!user && interested.data?.interested === true;

  /** The toggle, one call at a time (see `sending`). */
  function send() {
    if (sending.current) return;
    sending.current = true;
    toggle.mutate(undefined, {
      onError: (err) => window.alert(errorMessage(err, interestFailed)),
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  // Clicked signed out, the offer is made once back from signing in, unless it already was (a
  // toggle would take it back) or the listing is the user's own.
  const known = interested.data?.interested;
  const signInToOffer = useSignInFor('make-offer', !!user && known !== undefined, () => {
    if (!known && user?._id !== ownerId) send();
  });

  function onClick() {
    if (!user) {
      signInToOffer();
      return;
    }
    if (user._id === ownerId) {
      window.alert(kind === 'gigs' ? selfOfferGig : selfOfferContainer);
      return;
    }
    send();
  }

  const label = toggle.isPending ? saving : isInterested ? interestedLabel : makeOffer;
  return (
    <div className={styles.offer}>
      <Button
        type="button"
        className={`btn ${isInterested ? 'btn-outline' : 'btn-primary'} ${styles.offerButton}`}
        onClick={onClick}
        inactive={toggle.isPending}
        aria-pressed={user ? isInterested : undefined}
      >
        {isInterested && !toggle.isPending && <span aria-hidden="true">✓</span>}
        {label}
      </Button>
      <span className={styles.offerCount} aria-live="polite">
        <strong data-testid="interested-count">{count}</strong> interested
      </span>
    </div>
  );
}
