import { MESSAGES } from '@spaceshare/shared/messages';
import type { Order } from '../types';
import styles from './order-timeline.module.css';

type Step = { label: string; at: string | null };

/**
 * Requested, accepted, picked up, delivered, then completed or cancelled: each with its date once it
 * happened. Picked up shows only once it happened: an order may go to delivered without it, and older
 * orders never had it (decision 1701).
 */
export function orderSteps(order: Order): Step[] {
  const steps: Step[] = [];
  if (order.requestedAt) steps.push({ label: 'Requested', at: order.requestedAt });
  steps.push({ label: 'Accepted', at: order.createdAt });
  if (order.pickedUpAt) steps.push({ label: MESSAGES.pickedUpStep, at: order.pickedUpAt });
  if (order.status === 'cancelled') {
    if (order.deliveredAt) steps.push({ label: 'Delivered', at: order.deliveredAt });
    steps.push({ label: 'Cancelled', at: order.cancelledAt });
    return steps;
  }
  steps.push({ label: 'Delivered', at: order.deliveredAt });
  steps.push({ label: 'Completed', at: order.completedAt });
  return steps;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className={styles.timeline} aria-label="Order progress" data-testid="order-timeline">
      {orderSteps(order).map((step) => (
        <li key={step.label} className={step.at ? styles.done : styles.todo}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.label}>{step.label}</span>
          {step.at ? (
            <time className={styles.date} dateTime={step.at}>
              {dateFormat.format(new Date(step.at))}
            </time>
          ) : (
            <span className="visually-hidden">not yet</span>
          )}
        </li>
      ))}
    </ol>
  );
}
