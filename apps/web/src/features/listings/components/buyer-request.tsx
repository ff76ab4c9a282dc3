import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DEFAULT_USD_PER_RMB, LIMITS } from '@spaceshare/shared/constants';
import { readNumber } from '@spaceshare/shared/rules/number-input';
import { MESSAGES } from '@spaceshare/shared/messages';
import { formatCost, formatRMB } from '@spaceshare/shared/rules/price';
import { bookingRequestFormSchema, PROHIBITED_ITEMS, REQUEST_STATUS_LABELS } from '@spaceshare/shared/schemas/booking-request';
import { DraftNote } from '@/components/draft-note';
import { RequestCard } from '@/components/request-card';
import { useToast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRequests } from '@/lib/get-requests';
import { useSignInFor } from '@/lib/return-intent';
import { takeLostFocus } from '@/lib/route-focus';
import { useFormDraft } from '@/lib/use-form-draft';
import { focusInput, useZodForm } from '@/lib/use-zod-form';
import { useCreateRequest } from '../api/create-request';
import type { ListingKind } from '../types';
import styles from './request-space.module.css';

export type RequestSpaceProps = { kind: ListingKind; listingId: string; priceRMB: number; space: number };
type Props = RequestSpaceProps;

const UNIT: Record<ListingKind, string> = { gigs: 'kg', containers: 'CBM' };

/** The request form's text fields as it opens. */
const REQUEST_DRAFT_START = { quantity: '', description: '' };

/**
 * A signed-in buyer's side of 'Request space': their pending request (which they may withdraw), or
 * the button that opens the form. Its own chunk: the form's validation (zod) loads only for
 * signed-in buyers (issue 13).
 */
export default function BuyerRequest(props: Props) {
  const mine = useRequests({ role: 'buyer', listingId: props.listingId });
  const [open, setOpen] = useState(false);
  // Where the focus goes when the form closes: the sent request's heading, or back to the button.
  const after = useRef<'sent' | 'cancelled' | null>(null);
  const latest = mine.data?.[0];
  // Back from signing in after pressing Request space: the form opens (and takes the focus), unless a
  // request of theirs is already pending here (decision 2411).
  useSignInFor('request-space', mine.isSuccess, () => {
    if (latest?.status !== 'pending') setOpen(true);
  });
  const takeFocus = (kind: 'sent' | 'cancelled') => (el: HTMLElement | null) => {
    if (el && after.current === kind) {
      after.current = null;
      el.focus();
    }
  };
  const close = (sent: boolean) => {
    after.current = sent ? 'sent' : 'cancelled';
    setOpen(false);
  };
  // Withdrawn (here, or in another tab): the card and its button go. A focus lost with them moves to
  // 'Request space', the next thing to do, instead of the page's top.
  const requestButton = useRef<HTMLButtonElement | null>(null);
  const pendingNow = latest?.status === 'pending';
  const wasPending = useRef(pendingNow);
  useEffect(() => {
    if (wasPending.current && !pendingNow) takeLostFocus(requestButton.current);
    wasPending.current = pendingNow;
  }, [pendingNow]);
  if (mine.isPending) return <p className={styles.placeholder}>{MESSAGES.requestsLoading}</p>;
  if (latest?.status === 'pending') {
    return (
      <section className={styles.mine} aria-label="Your request">
        <h2 className={styles.heading} tabIndex={-1} ref={takeFocus('sent')}>
          Your request
        </h2>
        <ul className="stack-list">
          <RequestCard request={latest} />
        </ul>
      </section>
    );
  }
  return (
    <div className={styles.wrap}>
      {latest && (
        <p className={styles.last} data-testid="last-request">
          Your last request: {latest.quantity} {UNIT[props.kind]} · {REQUEST_STATUS_LABELS[latest.status]}
          {latest.status === 'accepted' && (
            <>
              {' '}
              · {latest.orderStatus === 'cancelled' ? 'the order was cancelled' : <Link to="/orders">see your order</Link>}
            </>
          )}
        </p>
      )}
      {open ? (
        <RequestForm {...props} onDone={close} />
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setOpen(true)}
          ref={(el) => {
            requestButton.current = el;
            takeFocus('cancelled')(el);
          }}
        >
          {MESSAGES.requestSpace}
        </button>
      )}
    </div>
  );
}

function RequestForm({ kind, listingId, priceRMB, space, onDone }: Props & { onDone(sent: boolean): void }) {
  const id = useId();
  // Opened by its button, the form takes the focus (it may open below the fold on a phone).
  useEffect(() => focusInput(`${id}-quantity`), [id]);
  // What is typed is kept as a draft until it is sent (decision 2440); the declaration is not: it is
  // made for each request, when it is sent.
  const [typed, setTyped, draft] = useFormDraft({ form: `request:${kind}:${listingId}` }, REQUEST_DRAFT_START);
  const { quantity, description } = typed;
  const [declaration, setDeclaration] = useState(false);
  const [failure, setFailure] = useState('');
  const { errors, check, setError } = useZodForm(bookingRequestFormSchema);
  const create = useCreateRequest(kind, listingId);
  const toast = useToast();
  const unit = UNIT[kind];
  // As the shared rule reads it: '7,5' is 7.5 (decision 2312).
  const amount = readNumber(quantity);
  const priced = typeof amount === 'number' && Number.isFinite(amount) && amount > 0;
  const totalRMB = priced ? amount * priceRMB : 0;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const checked = check({ quantity, description, declaration: declaration || undefined });
    if (!checked.ok) {
      focusInput(`${id}-${checked.problem.field ?? 'quantity'}`);
      return;
    }
    if (checked.data.quantity > space) {
      setError('quantity', MESSAGES.notEnoughSpace);
      focusInput(`${id}-quantity`);
      return;
    }
    // Awaited, not mutate's callbacks: the form goes as soon as the request shows as pending, and
    // callbacks of an unmounted caller never run (the toast and the focus were lost).
    create.mutateAsync(checked.data).then(
      () => {
        draft.finish();
        toast.success(MESSAGES.requestSent);
        onDone(true);
      },
      (err: unknown) => setFailure(errorMessage(err, MESSAGES.requestFailed)),
    );
  };

  const describedBy = (field: string, extra?: string) =>
    [errors[field as keyof typeof errors] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {MESSAGES.requestSpace}
      </h2>
      <DraftNote notice={draft.notice} noun="listing" done="sent" onDiscard={draft.discard} />
      <div className={styles.field}>
        <label htmlFor={`${id}-quantity`}>
          How much space? ({unit}, up to {space})
        </label>
        <div className={styles.quantityRow}>
          <input
            id={`${id}-quantity`}
            className={`input ${styles.quantity}`}
            // Text, not type=number: Chromium read '7,5' as 75 (decision 2312); the shared quantityField reads it.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={quantity}
            onChange={(e) => {
              setTyped((t) => ({ ...t, quantity: e.target.value }));
              setError('quantity');
            }}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={describedBy('quantity', `${id}-cost`)}
          />
          <span aria-hidden="true">{unit}</span>
          <output id={`${id}-cost`} className={styles.cost} aria-live="polite" data-testid="request-cost">
            {priced ? formatCost(totalRMB, DEFAULT_USD_PER_RMB) : `${formatRMB(priceRMB)}/${unit}`}
          </output>
        </div>
        {errors.quantity && (
          <p id={`${id}-quantity-error`} className="field-error">
            {errors.quantity}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-description`}>What are you sending?</label>
        <textarea
          id={`${id}-description`}
          className="textarea"
          rows={3}
          maxLength={LIMITS.REQUEST_DESCRIPTION_MAX}
          placeholder="e.g. two boxes of clothes and school books"
          value={description}
          onChange={(e) => {
            setTyped((t) => ({ ...t, description: e.target.value }));
            setError('description');
          }}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description')}
        />
        {errors.description && (
          <p id={`${id}-description-error`} className="field-error">
            {errors.description}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            id={`${id}-declaration`}
            type="checkbox"
            checked={declaration}
            onChange={(e) => {
              setDeclaration(e.target.checked);
              setError('declaration');
            }}
            aria-invalid={errors.declaration ? true : undefined}
            aria-describedby={describedBy('declaration')}
          />
          <span>
            My parcel holds none of the prohibited items: {PROHIBITED_ITEMS.join(', ')} (see the{' '}
            <Link to="/terms-of-service" target="_blank" rel="noopener">
              terms
            </Link>
            ).
          </span>
        </label>
        {errors.declaration && (
          <p id={`${id}-declaration-error`} className="field-error">
            {errors.declaration}
          </p>
        )}
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" className="btn btn-primary" inactive={create.isPending}>
          {create.isPending ? MESSAGES.saving : MESSAGES.sendRequest}
        </Button>
        <Button type="button" className="btn btn-ghost" onClick={() => onDone(false)} inactive={create.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
