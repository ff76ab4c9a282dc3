import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@spaceshare/shared/constants';
import { visibleLength } from '@spaceshare/shared/rules/clean-text';
import { MESSAGES } from '@spaceshare/shared/messages';
import { becomeSellerSchema, type User } from '@spaceshare/shared/schemas/user';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import type { useBecomeSeller } from '../api/become-seller';
import styles from '../become-seller.module.css';

type Props = {
  /** Null for a visitor, who is sent to sign in first. */
  user: User | null;
  mutation: ReturnType<typeof useBecomeSeller>;
};

/** 'Your courier details': phone and description, checked with the shared schema before the call. */
export function CourierForm({ user, mutation }: Props) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [desc, setDesc] = useState(user?.desc ?? '');
  const { errors, check } = useZodForm(becomeSellerSchema);
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (!user) {
      navigate('/login', { state: { from: '/become-seller' } });
      return;
    }
    if (!check({ phone, desc, isSeller: true }).ok) return;
    mutation.mutate(
      { phone, desc },
      {
        onSuccess: () => navigate('/mygigs'),
        onError: (err) => setFormError(errorMessage(err, MESSAGES.becomeSellerFailed, { serverOnly: true })),
      },
    );
  }

  return (
    <section className={`card ${styles.formCard}`} aria-labelledby="courier-form-title">
      <h2 id="courier-form-title" className={styles.sectionTitle}>
        Your courier details
      </h2>
      {!user && (
        <p className={styles.notice}>
          <Link to="/login">Sign in</Link> or <Link to="/register">create an account</Link> first, then come back here.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="field">
          <label htmlFor="courier-phone">Phone number</label>
          <input
            id="courier-phone"
            className="input"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={!!errors.phone || undefined}
            aria-describedby={errors.phone ? 'courier-phone-error' : 'courier-phone-hint'}
          />
          {errors.phone ? (
            <span id="courier-phone-error" className="field-error">
              {errors.phone}
            </span>
          ) : (
            <span id="courier-phone-hint" className="field-hint">
              Only you and SpaceShare see it: customers reach you through messages. At least {LIMITS.PHONE_MIN} digits, with country code.
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="courier-desc">Description</label>
          <textarea
            id="courier-desc"
            className="textarea"
            value={desc}
            maxLength={LIMITS.COURIER_DESC_MAX}
            onChange={(e) => setDesc(e.target.value)}
            placeholder="The routes you fly, how often, what you can carry and how you hand parcels over…"
            aria-invalid={!!errors.desc || undefined}
            aria-describedby={errors.desc ? 'courier-desc-error courier-desc-count' : 'courier-desc-count'}
          />
          {errors.desc && (
            <span id="courier-desc-error" className="field-error">
              {errors.desc}
            </span>
          )}
          <span id="courier-desc-count" className="field-hint">
            {visibleLength(desc.trim())} / {LIMITS.COURIER_DESC_MIN} characters minimum
          </span>
        </div>
        <p className={styles.legal}>
          By becoming a courier you agree to the <Link to="/terms-of-service">Terms of Service</Link>, including the prohibited items
          list, and to our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
        <button type="submit" className="btn btn-accent btn-block" disabled={mutation.isPending}>
          {mutation.isPending ? MESSAGES.processing : 'Become a Courier'}
        </button>
      </form>
    </section>
  );
}
