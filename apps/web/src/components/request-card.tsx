import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DEFAULT_USD_PER_RMB, LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { REQUEST_STATUS_LABELS, type BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import { quantityField } from '@spaceshare/shared/schemas/order';
import { formatCost } from '@spaceshare/shared/rules/price';
import { orderRef } from '@spaceshare/shared/rules/short-id';
import { Avatar } from '@/components/ui/avatar';
import { QuantityInput } from '@/components/ui/quantity-input';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAcceptRequest, useDeclineRequest, useWithdrawRequest } from '@/lib/answer-request';
import { cx } from '@/lib/class-names';
import { Button } from '@/components/ui/button';
import styles from './request-card.module.css';
import { formatDate, formatSpaceAmount } from '@/lib/format';
import { focusAfterRender } from '@/lib/use-zod-form';

export const unitLabel = (request: Pick<BookingRequest, 'unit'>) => (request.unit === 'cbm' ? 'CBM' : 'kg');
export const formatAmount = (quantity: number, request: Pick<BookingRequest, 'unit'>) => formatSpaceAmount(quantity, request.unit);

const listingPath = (r: BookingRequest) => `/${r.listingType}/${r.listingId}`;

/**
 * One booking request as its viewer sees it: what and how much, from or to whom, its state, and what
 * the viewer may do now (the owner accepts with a quantity or declines with a reason; the buyer
 * withdraws). `showListing` adds the listing's title and route (the /requests page).
 */
export function RequestCard({ request, showListing = false }: { request: BookingRequest; showListing?: boolean }) {
  const seller = request.role === 'seller';
  const pending = request.status === 'pending';
  return (
    <li className={styles.card} data-testid="request-card" data-status={request.status} id={cardId(request)} tabIndex={-1}>
      <div className={styles.head}>
        <span className={styles.user}>
          <Avatar src={request.otherUser.img} alt="" size={32} />
          <span>
            <span className={styles.muted}>{seller ? 'From ' : 'To '}</span>
            {/* A deleted or suspended account has no profile to open (decision 2313). */}
            {request.otherUser.unavailable ? (
              <bdi className={styles.name}>{request.otherUser.username || MESSAGES.unknownUser}</bdi>
            ) : (
              <Link to={`/profile/${request.otherUser._id}`} className={styles.name}>
                <bdi>{request.otherUser.username || MESSAGES.unknownUser}</bdi>
              </Link>
            )}
          </span>
        </span>
        <span className={cx('badge', styles.status, styles[request.status])} data-testid="request-status">
          {REQUEST_STATUS_LABELS[request.status]}
        </span>
      </div>
      {/* People's own words (a title, cities) are isolated: an Arabic title would otherwise carry
          the line's dots, arrow and next city into its right-to-left run (decision 2313). */}
      {showListing && (
        <p className={styles.listing}>
          <Link to={listingPath(request)}>
            <bdi>{request.listing.title}</bdi>
          </Link>
          <span className={styles.muted}>
            {' · '}
            <Place place={request.listing.places.from} />
            {request.listing.places.to && (
              <>
                {' → '}
                <Place place={request.listing.places.to} />
              </>
            )}
          </span>
        </p>
      )}
      <p className={styles.amount}>
        <strong data-testid="request-quantity">{formatAmount(request.quantity, request)}</strong>
        {request.status === 'accepted' && request.acceptedQuantity !== null && request.acceptedQuantity !== request.quantity && (
          <span className={styles.muted}> · {formatAmount(request.acceptedQuantity, request)} accepted</span>
        )}
        {/* What it comes to, so neither side works it out: the accepted amount once there is one. */}
        <span className={styles.muted} data-testid="request-cost">
          {' '}
          · {formatCost((request.acceptedQuantity ?? request.quantity) * request.listing.priceRMB, DEFAULT_USD_PER_RMB)}
        </span>
        <span className={styles.muted}> · asked on {formatDate(request.createdAt)}</span>
      </p>
      <p className={styles.description} dir="auto">
        {request.description}
      </p>
      {request.status === 'declined' && request.declineReason && (
        <p className={styles.note}>
          <span className={styles.muted}>Reason: </span>
          {request.declineReason}
        </p>
      )}
      {request.status === 'accepted' &&
        (request.orderStatus === 'cancelled' ? (
          <p className={styles.note} data-testid="request-order-cancelled">
            Accepted, then the order was cancelled: see it in <Link to="/orders">Orders</Link>.
          </p>
        ) : (
          <p className={styles.note} data-testid="request-order">
            {/* The number the order's card and the console show, to tell it from others on the listing (decision 2453). */}
            {seller ? 'Accepted: the order ' : 'Accepted: your order '}
            {request.orderId && (
              <>
                <span className={styles.orderRef}>{orderRef(request.orderId)}</span>{' '}
              </>
            )}
            {seller ? 'is in ' : 'and its delivery code are in '}
            <Link to="/orders">Orders</Link>.
          </p>
        ))}
      {pending && seller && <AnswerForms request={request} />}
      {pending && !seller && <WithdrawButton request={request} />}
    </li>
  );
}

/**
 * 'City, Country' from its parts (a city may hold a comma: 'Washington, D.C.'), the city (the owner's
 * words) isolated; the country is the site's English name.
 */
function Place({ place }: { place: BookingRequest['listing']['places']['from'] }) {
  return (
    <>
      <bdi>{place.city}</bdi>
      {place.country && `, ${place.country}`}
    </>
  );
}

const cardId = (request: BookingRequest) => `request-${request._id}`;

/**
 * After an answer the buttons that had the focus are gone: the card, which now shows the outcome,
 * takes it instead of the page's top (it is gone too where only pending requests show).
 */
const focusCard = (request: BookingRequest) => focusAfterRender(cardId(request));

function AnswerForms({ request }: { request: BookingRequest }) {
  const max = Math.min(request.quantity, request.listing.space);
  const [quantity, setQuantity] = useState(String(max > 0 ? max : request.quantity));
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  const toast = useToast();
  const id = useId();
  const busy = accept.isPending || decline.isPending;
  const who = request.otherUser.username;
  // Opening the decline form moves focus to its reason field.
  const reasonRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (declining) reasonRef.current?.focus();
  }, [declining]);

  const onAccept = (e: FormEvent) => {
    e.preventDefault();
    const parsed = quantityField.safeParse(quantity);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MESSAGES.quantityPositive);
    if (parsed.data > request.quantity) return setError(MESSAGES.requestQuantityAboveAsked);
    setError('');
    // Awaited, not mutate's callbacks: these forms go once the request is answered, and callbacks
    // of an unmounted caller never run.
    accept.mutateAsync({ request, quantity: parsed.data }).then(
      (order) => {
        toast.success(`Request accepted: order for ${formatAmount(order.quantity, request)} created for ${who}.`);
        focusCard(request);
      },
      (err: unknown) => setError(errorMessage(err, 'Failed to accept the request. Please try again.')),
    );
  };

  const onDecline = (e: FormEvent) => {
    e.preventDefault();
    decline.mutateAsync({ request, reason: reason.trim() || undefined }).then(
      () => {
        toast.success(`Request from ${who} declined.`);
        focusCard(request);
      },
      (err: unknown) => setError(errorMessage(err, 'Failed to decline the request. Please try again.')),
    );
  };

  return (
    <div className={styles.answer}>
      <form className={styles.row} onSubmit={onAccept} noValidate>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Quantity in {unitLabel(request)} to accept for {who}
        </label>
        <QuantityInput
          id={`${id}-q`}
          unit={unitLabel(request)}
          value={quantity}
          onChange={setQuantity}
          error={error}
          errorId={`${id}-error`}
          clearError={() => setError('')}
          readOnly={busy}
        />
        <Button type="submit" className="btn btn-primary btn-sm" inactive={busy} aria-label={`Accept ${who}'s request`}>
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
        {!declining && (
          <Button type="button" className="btn btn-outline btn-sm" inactive={busy} onClick={() => setDeclining(true)} aria-label={`Decline ${who}'s request`}>
            Decline
          </Button>
        )}
      </form>
      {declining && (
        <form className={styles.row} onSubmit={onDecline} noValidate>
          <label htmlFor={`${id}-r`} className={styles.reasonLabel}>
            Reason for {who} (optional)
          </label>
          <input
            id={`${id}-r`}
            className={cx('input', styles.reason)}
            maxLength={LIMITS.DECLINE_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            readOnly={busy}
            ref={reasonRef}
          />
          <Button type="submit" className="btn btn-outline btn-sm" inactive={busy}>
            {decline.isPending ? 'Declining...' : 'Decline request'}
          </Button>
          <Button type="button" className="btn btn-ghost btn-sm" inactive={busy} onClick={() => setDeclining(false)}>
            Keep it
          </Button>
        </form>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function WithdrawButton({ request }: { request: BookingRequest }) {
  const withdraw = useWithdrawRequest();
  const toast = useToast();
  return (
    <div className={styles.row}>
      <Button
        type="button"
        className="btn btn-outline btn-sm"
        inactive={withdraw.isPending}
        onClick={() =>
          withdraw.mutateAsync(request).then(
            () => {
              toast.success('Request withdrawn.');
              focusCard(request);
            },
            (err: unknown) => toast.error(errorMessage(err, 'Failed to withdraw the request. Please try again.')),
          )
        }
      >
        {withdraw.isPending ? 'Withdrawing...' : MESSAGES.withdrawRequest}
      </Button>
    </div>
  );
}
