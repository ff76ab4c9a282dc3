import { ORDER_STATUS_LABELS } from '@spaceshare/shared/schemas/order';
import type { Order } from '../types';
import { OrderActions } from './order-actions';
import { orderCardId } from './order-focus';
import { OrderDetails } from './order-details';
import { OrderImage } from './order-image';
import { ReviewInvite } from './review-invite';
import styles from './order-card.module.css';

export function OrderCard({ order, myId }: { order: Order; myId: string }) {
  const statusClass =
    order.status === 'completed' ? styles.completed : order.status === 'cancelled' ? styles.cancelled : styles.pending;

  return (
    <li className={styles.card} data-testid="order-card" id={orderCardId(order._id)} tabIndex={-1}>
      <div className={styles.media}>
        <OrderImage src={order.img} />
        <span className={`${styles.status} ${statusClass}`} data-testid="order-status">
          {ORDER_STATUS_LABELS[order.status] ?? ORDER_STATUS_LABELS.active}
        </span>
      </div>
      <OrderDetails order={order} isSeller={order.sellerId === myId} />
      <OrderActions order={order} myId={myId} />
      {order.buyerId === myId && order.status === 'completed' && <ReviewInvite order={order} />}
    </li>
  );
}
