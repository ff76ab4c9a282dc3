import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { STAR_MAX } from '@spaceshare/shared/rules/stars';
import { reviewFormSchema } from '@spaceshare/shared/schemas/review';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Review, ReviewFormInput } from '@spaceshare/shared/schemas/review';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { focusInput, useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/components/ui/button';
import styles from './review-form.module.css';

const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** A ref callback: focuses the element once, when it mounts. */
const focusHeading = (el: HTMLElement | null) => el?.focus();

type Props = {
  sellerId: string;
  /** The completed order the review is about (the order card's invitation): a verified booking. */
  orderId?: string;
  /** The caller's POST /api/reviews mutation, which knows what to refresh afterwards. */
  create: UseMutationResult<Review, Error, ReviewFormInput>;
  title?: string;
  /** Opened by a button that it replaces: focus moves to the form's heading, or it would fall to the page. */
  focusOnMount?: boolean;
  /** Called once the review is posted (the form may go with it: the caller moves the focus). */
  onPosted?: () => void;
  /** The reader's own review of this seller: the form edits it (a second review replaces the first). */
  existing?: Review | null;
};

/**
 * Star picker (a radio group) and text. Checks text first, then the star, as the spec orders them.
 * Used on listing pages and, with an order, on the buyer's completed order.
 */
export function ReviewForm({ sellerId, orderId, create, title = 'Write a review', focusOnMount = false, onPosted, existing }: Props) {
  const [star, setStar] = useState(existing?.star ?? 0);
  const [desc, setDesc] = useState(existing?.desc ?? '');
  const [error, setError] = useState<string | null>(null);
  const { check } = useZodForm(reviewFormSchema);
  const toast = useToast();
  const id = useId();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = check({ sellerId, desc, star, ...(orderId ? { orderId } : {}) });
    if (!checked.ok) {
      setError(checked.problem.message);
      // The focus goes where the fix is: the text, or the first star.
      const field = checked.problem.field === 'star' ? `${id}-star-1` : `${id}-desc`;
      focusInput(field);
      return;
    }
    setError(null);
    // Awaited rather than mutate's callbacks: posted from an order, the form goes with the answer,
    // and callbacks of an unmounted caller never run (the toast and the focus were lost).
    create.mutateAsync(checked.data).then(
      (saved) => {
        // The form now holds the review as saved: the reader's one review of this seller, to edit.
        setDesc(saved.desc);
        setStar(saved.star);
        toast.success(existing ? 'Your review was updated.' : 'Thank you! Your review was posted.');
        onPosted?.();
      },
      (err: unknown) => setError(errorMessage(err, MESSAGES.reviewFailed)),
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle} tabIndex={-1} ref={focusOnMount ? focusHeading : undefined}>
        {existing ? 'Edit your review' : title}
      </h3>
      {existing && (
        <p className={styles.formNote}>
          You reviewed this seller on {formatDate(existing.createdAt)}. Sending again replaces that review.
        </p>
      )}
      <fieldset className={styles.starPicker}>
        <legend className="label">Your rating</legend>
        <div className={styles.starOptions}>
          {Array.from({ length: STAR_MAX }, (_, i) => i + 1).map((value) => (
            <label key={value} className={`${styles.starOption} ${value <= star ? styles.starOn : ''}`}>
              <input
                id={`${id}-star-${value}`}
                type="radio"
                name={`${id}-star`}
                value={value}
                checked={star === value}
                onChange={() => {
                  setStar(value);
                  if (error === MESSAGES.reviewStar) setError(null);
                }}
                className={styles.starInput}
              />
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                  fill="currentColor"
                />
              </svg>
              <span className="visually-hidden">
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
          <span className={styles.starWord} aria-hidden="true">
            {star > 0 ? STAR_WORDS[star - 1] : ''}
          </span>
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-desc`}>Your review</label>
        <textarea
          id={`${id}-desc`}
          className="textarea"
          value={desc}
          maxLength={LIMITS.REVIEW_MAX}
          onChange={(e) => {
            setDesc(e.target.value);
            if (error === MESSAGES.reviewText) setError(null);
          }}
          placeholder="How was your experience with this seller?"
          aria-invalid={error === MESSAGES.reviewText || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" className="btn btn-primary" inactive={create.isPending}>
        {create.isPending ? 'Sending...' : existing ? 'Update review' : 'Send review'}
      </Button>
    </form>
  );
}
