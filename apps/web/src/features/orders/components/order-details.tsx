import { Link } from 'react-router';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { DAY_MS } from '@spaceshare/shared/rules/expiry';
import { formatUSD } from '@spaceshare/shared/rules/price';
import { orderRef } from '@spaceshare/shared/rules/short-id';
import type { Order } from '../types';
import { OrderTimeline } from './order-timeline';
import styles from './order-card.module.css';
import { CopyText } from '@/components/ui/copy-text';
import { formatDate, formatSpaceAmount } from '@/lib/format';


/** The day a delivered order completes by itself unless its buyer acts (decision 1701). */
const autoCompletesOn = (deliveredAt: string) => formatDate(new Date(Date.parse(deliveredAt) + LIMITS.ORDER_AUTO_COMPLETE_DAYS * DAY_MS).toISOString());

/**
 * Title, price, the order's facts and a note on where it stands (picked up, delivered, confirmed,
 * cancelled).
 */
export function OrderDetails({ order, isSeller }: { order: Order; isSeller: boolean }) {
  const open = order.status === 'active';
  // SpaceShare settles it (decision 2204): the other person was suspended, or one reported the other.
  const otherSuspended = open && order.otherUser.unavailable === true;
  const settling = otherSuspended || (open && order.underReview);
  return (
    <div className={styles.body}>
      <h2 className={styles.title}>
        {/* A suspended owner's listing is hidden: its page would only say it is gone. */}
        {order.listingId && !otherSuspended ? (
          <Link to={`/${order.listingType === 'gig' ? 'gig' : 'container'}/${order.listingId}`}>
            <bdi>{order.title}</bdi>
          </Link>
        ) : (
          <bdi>{order.title}</bdi>
        )}
      </h2>
      <p className={styles.price} data-testid="order-price">
        {formatUSD(order.price)}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Quantity</dt>
          <dd>{formatSpaceAmount(order.quantity, order.unit)}</dd>
        </div>
        <div>
          <dt>Ordered</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Your role</dt>
          <dd data-testid="order-role">{isSeller ? 'Seller' : 'Buyer'}</dd>
        </div>
        {order.otherUser?.username && (
          <div>
            <dt>{isSeller ? 'Buyer' : 'Seller'}</dt>
            <dd>
              <bdi>{order.otherUser.username}</bdi>
            </dd>
          </div>
        )}
        {/* What a person quotes to support or to the other person (decision 2453). */}
        <div>
          <dt>Order number</dt>
          <dd>
            <CopyText text={orderRef(order._id)} label="order number" testId="order-ref" />
          </dd>
        </div>
      </dl>
      <OrderTimeline order={order} />
      {otherSuspended && (
        <p className={styles.review} data-testid="order-review">
          {MESSAGES.orderOtherSuspended(order.otherUser.username)}
        </p>
      )}
      {!otherSuspended && settling && (
        <p className={styles.review} data-testid="order-review">
          {MESSAGES.orderUnderReview}
        </p>
      )}
      {open && !isSeller && order.deliveryCode && !otherSuspended && (
        <div className={styles.code} data-testid="delivery-code">
          <p className={styles.codeLine}>
            Delivery code: <strong className={styles.codeDigits}>{order.deliveryCode}</strong>
          </p>
          <p className={styles.codeHint}>{MESSAGES.deliveryCodeHint(MESSAGES.HAND_OVER_THINGS[order.listingType])}</p>
        </div>
      )}
      {open && order.pickedUpAt && !order.deliveredAt && (
        <p className={styles.note} data-testid="picked-up-status">
          {isSeller
            ? MESSAGES.pickedUpBySeller(MESSAGES.HAND_OVER_THINGS[order.listingType], formatDate(order.pickedUpAt))
            : MESSAGES.pickedUpForBuyer(order.otherUser?.username, MESSAGES.HAND_OVER_THINGS[order.listingType], formatDate(order.pickedUpAt))}
        </p>
      )}
      {open && order.deliveredAt && (
        <p className={styles.note} data-testid="delivered-status">
          {isSeller
            ? `Marked delivered on ${formatDate(order.deliveredAt)}. Waiting for the buyer to confirm receipt.${settling ? '' : ` ${MESSAGES.autoCompleteForSeller(autoCompletesOn(order.deliveredAt))}`}`
            : `The seller marked this delivered on ${formatDate(order.deliveredAt)}. Please confirm receipt.${settling ? '' : ` ${MESSAGES.autoCompleteForBuyer(autoCompletesOn(order.deliveredAt))}`}`}
        </p>
      )}
      {order.status === 'completed' && order.buyerConfirmedAt && (
        <p className={styles.note}>Receipt confirmed on {formatDate(order.buyerConfirmedAt)}.</p>
      )}
      {order.status === 'cancelled' && order.cancelledAt && <p className={styles.note}>Cancelled on {formatDate(order.cancelledAt)}.</p>}
    </div>
  );
}
