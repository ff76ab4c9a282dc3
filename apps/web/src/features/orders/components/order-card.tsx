import { useState } from 'react';
import { useNavigate } from 'react-router';
import { conversationKey, orderContactId } from '@spaceshare/shared/rules/conversation';
import { formatUSD } from '@spaceshare/shared/rules/price';
import { ORDER_STATUS_LABELS } from '@spaceshare/shared/schemas/order';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useStartConversation } from '@/lib/conversation-starter';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmOrder } from '../api/confirm-order';
import { useDeliverOrder } from '../api/deliver-order';
import type { Order } from '../types';
import styles from './order-card.module.css';

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function formatQuantity(order: Order): string {
  return `${quantityFormat.format(order.quantity)} ${order.unit === 'cbm' ? 'CBM' : 'kg'}`;
}

function localDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
}

/** A listing picture, or a neutral box drawing when the order has none (or it fails to load). */
function OrderImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className={styles.placeholder} aria-hidden="true" data-testid="order-image-placeholder">
        <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
          <path d="M3 7.5 12 12l9-4.5M12 12v9" />
        </svg>
      </div>
    );
  }
  return <img className={styles.image} src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
}

export function OrderCard({ order, myId }: { order: Order; myId: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const startConversation = useStartConversation();
  const deliver = useDeliverOrder();
  const confirmReceipt = useConfirmOrder();
  const cancel = useCancelOrder();
  const [contacting, setContacting] = useState(false);
  const isSeller = order.sellerId === myId;
  const open = order.status === 'active';
  const busy = deliver.isPending || confirmReceipt.isPending || cancel.isPending;
  const onFail = (fallback: string) => (err: unknown) => toast.error(errorMessage(err, fallback));

  const contact = async () => {
    setContacting(true);
    try {
      const id = await startConversation(orderContactId(order, myId), conversationKey(order.sellerId, order.buyerId));
      if (id) navigate(`/message/${id}`);
    } finally {
      setContacting(false);
    }
  };

  const onCancel = () => {
    if (!window.confirm(`Cancel the order "${order.title}"? This cannot be undone.`)) return;
    cancel.mutate(order._id, {
      onSuccess: () => toast.success('Order cancelled'),
      onError: onFail('Failed to cancel the order. Please try again.'),
    });
  };

  const statusClass =
    order.status === 'completed' ? styles.completed : order.status === 'cancelled' ? styles.cancelled : styles.pending;

  return (
    <li className={styles.card} data-testid="order-card">
      <div className={styles.media}>
        <OrderImage src={order.img} />
        <span className={`${styles.status} ${statusClass}`} data-testid="order-status">
          {ORDER_STATUS_LABELS[order.status] ?? ORDER_STATUS_LABELS.active}
        </span>
      </div>

      <div className={styles.body}>
        <h2 className={styles.title}>{order.title}</h2>
        <p className={styles.price} data-testid="order-price">
          {formatUSD(order.price)}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Quantity</dt>
            <dd>{formatQuantity(order)}</dd>
          </div>
          <div>
            <dt>Ordered</dt>
            <dd>
              <time dateTime={order.createdAt}>{localDate(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Your role</dt>
            <dd data-testid="order-role">{isSeller ? 'Seller' : 'Buyer'}</dd>
          </div>
          {order.otherUser?.username && (
            <div>
              <dt>{isSeller ? 'Buyer' : 'Seller'}</dt>
              <dd>{order.otherUser.username}</dd>
            </div>
          )}
        </dl>
        {open && order.deliveredAt && (
          <p className={styles.note}>
            {isSeller
              ? `Marked delivered on ${localDate(order.deliveredAt)}. Waiting for the buyer to confirm receipt.`
              : `The seller marked this delivered on ${localDate(order.deliveredAt)}. Please confirm receipt.`}
          </p>
        )}
        {order.status === 'completed' && order.buyerConfirmedAt && (
          <p className={styles.note}>Receipt confirmed on {localDate(order.buyerConfirmedAt)}.</p>
        )}
        {order.status === 'cancelled' && order.cancelledAt && (
          <p className={styles.note}>Cancelled on {localDate(order.cancelledAt)}.</p>
        )}
      </div>

      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={contact}
          disabled={contacting}
          aria-busy={contacting}
          aria-label={`Contact the ${isSeller ? 'buyer' : 'seller'} about ${order.title}`}
        >
          Contact
        </button>
        {open && isSeller && !order.deliveredAt && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() =>
              deliver.mutate(order._id, {
                onSuccess: () => toast.success('Order marked as delivered'),
                onError: onFail('Failed to update the order. Please try again.'),
              })
            }
          >
            Mark Delivered
          </button>
        )}
        {open && !isSeller && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() =>
              confirmReceipt.mutate(order._id, {
                onSuccess: () => toast.success('Receipt confirmed. Order completed.'),
                onError: onFail('Failed to update the order. Please try again.'),
              })
            }
          >
            Confirm Receipt
          </button>
        )}
        {open && (
          <button type="button" className={`btn btn-ghost btn-sm ${styles.cancel}`} disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </li>
  );
}
