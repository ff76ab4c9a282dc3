import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@spaceshare/shared/constants';
import { acceptOfferSchema } from '@spaceshare/shared/schemas/order';
import type { InterestedUser } from '@spaceshare/shared/schemas/interest';
import { Avatar } from '@/components/ui/avatar';
import { QuantityInput } from '@/components/ui/quantity-input';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/components/ui/button';
import { useAcceptOffer } from '../api/accept-offer';
import type { ListingKind } from '../types';
import styles from './owner-offers.module.css';

export type OwnerOffersProps = {
  kind: ListingKind;
  listingId: string;
  interestedUsers: InterestedUser[];
};

const UNIT: Record<ListingKind, string> = { gigs: 'kg', containers: 'CBM' };

/**
 * The owner accepts an interested user's offer for a quantity (kg for gigs, CBM for containers),
 * which creates an order for both of them.
 */
export function OwnerOffers({ kind, listingId, interestedUsers }: OwnerOffersProps) {
  const headingId = useId();
  if (interestedUsers.length === 0) return null;
  return (
    <section className={styles.offers} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Accept an offer
      </h2>
      <p className={styles.hint}>
        Choose how many {UNIT[kind]} to book for a buyer. Accepting creates an order for both of you.
      </p>
      <ul className="stack-list">
        {interestedUsers.map((u) => (
          <OfferRow key={u._id} kind={kind} listingId={listingId} user={u} />
        ))}
      </ul>
    </section>
  );
}

function OfferRow({ kind, listingId, user }: { kind: ListingKind; listingId: string; user: InterestedUser }) {
  if (user.booked) {
    return (
      <li className={`${styles.row} ${styles.booked}`}>
        <span className={styles.user}>
          <Avatar src={user.img} alt="" size={32} />
          <span className={styles.name}>{user.username}</span>
        </span>
        <span className="badge" data-testid="offer-booked">
          Booked
        </span>
      </li>
    );
  }
  return <OfferForm kind={kind} listingId={listingId} user={user} />;
}

function OfferForm({ kind, listingId, user }: { kind: ListingKind; listingId: string; user: InterestedUser }) {
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState('');
  const { check } = useZodForm(acceptOfferSchema);
  const accept = useAcceptOffer(kind, listingId);
  const toast = useToast();
  const id = useId();
  const unit = UNIT[kind];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = check({ userId: user._id, quantity });
    if (!checked.ok) {
      setError(checked.problem.message);
      return;
    }
    setError('');
    accept.mutate(checked.data, {
      onSuccess: (order) => {
        setQuantity('');
        toast.success(`Offer accepted: order for ${order.quantity} ${unit} created for ${user.username}.`);
      },
      onError: (err) => setError(errorMessage(err, 'Failed to accept the offer. Please try again.')),
    });
  };

  return (
    <li className={styles.row}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <span className={styles.user}>
          <Avatar src={user.img} alt="" size={32} />
          <span className={styles.name}>{user.username}</span>
        </span>
        <label htmlFor={id} className="visually-hidden">
          Quantity in {unit} for {user.username}
        </label>
        <QuantityInput
          id={id}
          unit={unit}
          value={quantity}
          onChange={setQuantity}
          error={error}
          errorId={`${id}-error`}
          clearError={() => setError('')}
          placeholder={String(LIMITS.SPACE_MIN)}
          readOnly={accept.isPending}
        />
        <Button
          type="submit"
          className="btn btn-primary btn-sm"
          inactive={accept.isPending}
          aria-label={`Accept ${user.username}'s offer`}
        >
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
      </form>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
