import { useState } from 'react';
import { ReviewForm } from '@/components/review-form';
import { useReviewOrder } from '../api/review-order';
import { focusOrderCard } from './order-focus';
import type { Order } from '../types';
import styles from './order-card.module.css';

/**
 * After completion the buyer is invited to review the courier; the review is a verified booking. A
 * review written before this order completed does not tell of this delivery: the card asks to update
 * it (decision 2203), and says 'You reviewed' only once the review counts for the order.
 */
export function ReviewInvite({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const create = useReviewOrder();
  const name = order.otherUser.username || 'the courier';
  if (order.review === 'counted') {
    return (
      <p className={styles.reviewed} data-testid="order-reviewed">
        ✓ You reviewed {name}
      </p>
    );
  }
  if (order.review === 'hidden') {
    return (
      <p className={styles.reviewHidden} data-testid="order-review-hidden">
        SpaceShare hid your review of {name}.
      </p>
    );
  }
  const earlier = order.review === 'earlier';
  return (
    <div className={styles.invite}>
      {earlier && !open && (
        <p className={styles.inviteNote} data-testid="order-review-earlier">
          Your review of {name} was written before this order. Update it to tell others how this delivery went.
        </p>
      )}
      {open ? (
        <ReviewForm
          sellerId={order.sellerId}
          orderId={order._id}
          create={create}
          title={earlier ? `Update your review of ${name}` : `Review ${name}`}
          focusOnMount
          onPosted={() => focusOrderCard(order._id)}
        />
      ) : (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
          {earlier ? 'Update your review' : `Review ${name}`}
        </button>
      )}
    </div>
  );
}
