import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { becomeSellerSchema } from '@spaceshare/shared/schemas/user';
import { errorMessage } from '@/lib/api-client';
import { setUserMode, useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { useZodForm } from '@/lib/use-zod-form';
import { useBecomeSeller } from './api/become-seller';
import styles from './become-seller.module.css';

const BENEFITS = [
  { title: 'Earn money while traveling', text: 'Sell the spare kilos in your luggage allowance on trips you are already taking.', icon: '¥' },
  { title: 'Connect people across borders', text: 'Help students and families get books, gifts and essentials from home.', icon: '⇄' },
  { title: 'Set your own prices and schedule', text: 'You choose routes, dates, price per kg and which shipments you accept.', icon: '◷' },
  { title: 'Build trust and reputation', text: 'Every delivery earns ratings and reviews that bring you more offers.', icon: '★' },
];

export default function BecomeSellerPage() {
  usePageMeta('Become a Courier', 'Earn money while traveling: list your spare luggage space on SpaceShare.');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const mutation = useBecomeSeller();
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [desc, setDesc] = useState(user?.desc ?? '');
  const { errors, check } = useZodForm(becomeSellerSchema);
  const [formError, setFormError] = useState<string | null>(null);

  // An existing courier goes straight to seller mode and their gigs (spec §4).
  useEffect(() => {
    if (user?.isSeller && !mutation.isPending && !mutation.isSuccess) {
      setUserMode('seller');
      navigate('/mygigs', { replace: true });
    }
  }, [user, mutation.isPending, mutation.isSuccess, navigate]);

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

  const descLength = desc.trim().length;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="become-title">
        <div className="container">
          <p className={styles.kicker}>Luggage Share for couriers</p>
          <h1 id="become-title">Become a Courier</h1>
          <p className={styles.lede}>Share the space you are not using, help people across borders and get paid for it.</p>
        </div>
      </section>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="benefits-title">
          <h2 id="benefits-title" className={styles.sectionTitle}>
            Why couriers love SpaceShare
          </h2>
          <ul className={styles.benefits}>
            {BENEFITS.map((b) => (
              <li key={b.title} className={styles.benefit}>
                <span className={styles.benefitIcon} aria-hidden="true">
                  {b.icon}
                </span>
                <span>
                  <strong>{b.title}</strong>
                  <span className={styles.benefitText}>{b.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

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
                  Customers and SpaceShare can reach you here. At least {LIMITS.PHONE_MIN} digits, with country code.
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
                {descLength} / {LIMITS.COURIER_DESC_MIN} characters minimum
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
      </div>
    </div>
  );
}
