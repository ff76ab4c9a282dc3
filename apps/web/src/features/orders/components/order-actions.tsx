import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { deliverOrderSchema } from '@spaceshare/shared/schemas/order';
import { useNavigate } from 'react-router';
import { conversationKey, orderContactId } from '@spaceshare/shared/rules/conversation';
import { westernDigits } from '@spaceshare/shared/rules/number-input';
import { cancelRefusal } from '@spaceshare/shared/rules/order-steps';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { TO_WRITE, useStartConversation } from '@/lib/conversation-starter';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type Confirmation } from '@/components/confirm-dialog';
import { ReportButton } from '@/components/report-button';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmOrder } from '../api/confirm-order';
import { useDeliverOrder } from '../api/deliver-order';
import { usePickUpOrder } from '../api/pickup-order';
import type { Order } from '../types';
import { focusOrderCard } from './order-focus';
import styles from './order-card.module.css';

const updateFailed = 'Failed to update the order. Please try again.';

/** The courier types the buyer's code at hand-over: the order completes at once (issue 10). */
function DeliveryCodeForm({ order }: { order: Order }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const deliver = useDeliverOrder();
  const toast = useToast();
  const id = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = deliverOrderSchema.safeParse({ code });
    const digits = parsed.success ? parsed.data?.code : undefined;
    if (!digits) return setError(MESSAGES.deliveryCodeFormat);
    setError('');
    // Awaited rather than mutate's callbacks: the form goes as the order completes, and callbacks
    // of an unmounted caller never run (the toast and the focus were lost).
    deliver.mutateAsync({ id: order._id, code: digits }).then(
      () => {
        toast.success('Code accepted. Order completed.');
        focusOrderCard(order._id);
      },
      (err: unknown) => setError(errorMessage(err, updateFailed)),
    );
  };
  return (
    <form className={styles.codeForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={styles.codeLabel}>
        Buyer&apos;s delivery code
      </label>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        autoComplete="one-time-code"
        // No maxLength: it would cut "903 290", pasted or typed as the buyer reads it, before the
        // space goes. The digits are kept, up to the code's length, full-width ones too (decision 2410).
        value={code}
        onChange={(e) => {
          setCode(westernDigits(e.target.value).replace(/\D/g, '').slice(0, LIMITS.DELIVERY_CODE_LENGTH));
          if (error) setError('');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        readOnly={deliver.isPending}
      />
      <Button type="submit" className="btn btn-primary btn-sm" inactive={deliver.isPending}>
        Complete with code
      </Button>
      {error && (
        <p id={`${id}-error`} className={`field-error ${styles.codeError}`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * Contact the other party; while the order is open, the seller marks it picked up and delivered, the
 * buyer confirms receipt, each after a question that says what follows (decision 2204). Either may
 * cancel until the pick-up, then only the seller (having returned the parcel), and nobody once it is
 * delivered (decision 1701). Either may report a problem with the other, which puts the order under
 * SpaceShare's review.
 */
export function OrderActions({ order, myId }: { order: Order; myId: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const startConversation = useStartConversation();
  const pickUp = usePickUpOrder();
  const deliver = useDeliverOrder();
  const confirmReceipt = useConfirmOrder();
  const cancel = useCancelOrder();
  const [contacting, setContacting] = useState(false);
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const hintId = useId();
  const isSeller = order.sellerId === myId;
  const open = order.status === 'active';
  const thing = MESSAGES.HAND_OVER_THINGS[order.listingType];
  const canPickUp = open && isSeller && !order.pickedUpAt && !order.deliveredAt;
  const canCancel = open && cancelRefusal(order, !isSeller) === null;
  const busy = pickUp.isPending || deliver.isPending || confirmReceipt.isPending || cancel.isPending;
  const onFail = (fallback: string) => (err: unknown) => toast.error(errorMessage(err, fallback));
  /** The button pressed goes with the step: say so, and give the focus to the card. */
  const done = (message: string) => () => {
    toast.success(message);
    focusOrderCard(order._id);
  };

  const contact = async () => {
    setContacting(true);
    try {
      const listing = order.listingId ? { listingType: order.listingType, listingId: order.listingId } : undefined;
      // A refusal (the other person suspended) says why on a toast, instead of the spec's generic alert.
      const id = await startConversation(orderContactId(order, myId), {
        lookupId: conversationKey(order.sellerId, order.buyerId),
        listing,
        onRefused: (message) => toast.error(message),
      });
      if (id) navigate(`/message/${id}`, { state: TO_WRITE });
    } finally {
      setContacting(false);
    }
  };

  const onCancel = () =>
    setAsking({
      title: MESSAGES.cancelOrderConfirmTitle(order.title),
      body: order.pickedUpAt ? MESSAGES.cancelAfterPickUpConfirmBody(thing) : MESSAGES.cancelOrderConfirmBody,
      confirmLabel: MESSAGES.cancelOrderConfirm,
      onConfirm: () => cancel.mutate(order._id, { onSuccess: done('Order cancelled'), onError: onFail('Failed to cancel the order. Please try again.') }),
    });

  return (
    <div className={styles.actions}>
      <Button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={contact}
        inactive={contacting}
        aria-busy={contacting}
        aria-label={`Contact the ${isSeller ? 'buyer' : 'seller'} about ${order.title}`}
      >
        Contact
      </Button>
      {canPickUp && (
        <div className={styles.step}>
          <Button
            type="button"
            className="btn btn-primary btn-sm"
            inactive={busy}
            aria-describedby={hintId}
            onClick={() =>
              setAsking({
                title: MESSAGES.pickUpConfirmTitle,
                body: MESSAGES.pickUpConfirmBody(thing),
                confirmLabel: MESSAGES.markPickedUp,
                onConfirm: () => pickUp.mutate(order._id, { onSuccess: done(MESSAGES.markedPickedUp), onError: onFail(updateFailed) }),
              })
            }
          >
            {MESSAGES.markPickedUp}
          </Button>
          <p id={hintId} className={styles.hint}>
            {MESSAGES.markPickedUpHint(thing)}
          </p>
        </div>
      )}
      {open && isSeller && !order.deliveredAt && (
        <Button
          type="button"
          // The next step is the pick-up while it is offered; delivery is still possible straight away.
          className={`btn ${canPickUp ? 'btn-outline' : 'btn-primary'} btn-sm`}
          inactive={busy}
          onClick={() =>
            setAsking({
              title: MESSAGES.deliverConfirmTitle,
              body: MESSAGES.deliverConfirmBody(thing),
              confirmLabel: 'Mark Delivered',
              onConfirm: () => deliver.mutate({ id: order._id }, { onSuccess: done(MESSAGES.markedDelivered), onError: onFail(updateFailed) }),
            })
          }
        >
          Mark Delivered
        </Button>
      )}
      {/* Anew once marked delivered: an error of the code typed before no longer applies. */}
      {open && isSeller && <DeliveryCodeForm key={order.deliveredAt ?? 'not delivered'} order={order} />}
      {/* Receipt follows hand-over: offered once the courier marked the order delivered. */}
      {open && !isSeller && order.deliveredAt && (
        <Button
          type="button"
          className="btn btn-primary btn-sm"
          inactive={busy}
          onClick={() =>
            setAsking({
              title: MESSAGES.confirmReceiptTitle,
              body: MESSAGES.confirmReceiptBody(thing),
              confirmLabel: 'Confirm Receipt',
              onConfirm: () => confirmReceipt.mutate(order._id, { onSuccess: done(MESSAGES.receiptConfirmed), onError: onFail(updateFailed) }),
            })
          }
        >
          Confirm Receipt
        </Button>
      )}
      {canCancel && (
        <Button type="button" className={`btn btn-ghost btn-sm ${styles.cancel}`} inactive={busy} onClick={onCancel}>
          Cancel
        </Button>
      )}
      {order.status !== 'cancelled' && (
        <ReportButton
          targetType="user"
          targetId={isSeller ? order.buyerId : order.sellerId}
          orderId={order._id}
          label={MESSAGES.reportProblem}
          className={`btn btn-ghost btn-sm ${styles.report}`}
        />
      )}
      {open && !isSeller && order.pickedUpAt && !order.deliveredAt && (
        <p className={styles.hint} data-testid="picked-up-note">
          {MESSAGES.pickedUpBuyerNote}
        </p>
      )}
      <ConfirmDialog confirmation={asking} onClose={() => setAsking(null)} />
    </div>
  );
}
