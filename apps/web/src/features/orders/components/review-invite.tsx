import { useState } from 'react';
import { ReviewForm } from '@/components/review-form';
import { useReviewOrder } from '../api/review-order';
import { focusOrderCard } from './order-focus';
import type { Order } from '../types';
import styles from './order-card.module.css';

/** After completion the buyer is invited to review the courier; the review is a verified booking. */
export function ReviewInvite({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const create = useReviewOrder();
  const name = order.otherUser.username || 'the courier';
  if (order.reviewed) {
    return (
      <p className={styles.reviewed} data-testid="order-reviewed">
        ✓ You reviewed {name}
      </p>
    );
  }
  return (
    <div className={styles.invite}>
      {open ? (
        <ReviewForm sellerId={order.sellerId} orderId={order._id} create={create} title={`Review ${name}`} focusOnMount onPosted={() => focusOrderCard(order._id)} />
      ) : (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
          Review {name}
        </button>
      )}
    </div>
  );
}
