import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { GIG_FORM_DEFAULTS, firstGigFormError, gigFormSchema, type GigFormValues } from '@spaceshare/shared/schemas/gig';
import { firstProblemField, focusField } from '@/components/listing/form-helpers';
import styles from '@/components/listing/listing-form.module.css';
import { CountrySelect } from '@/components/ui/country-select';
import { useToast } from '@/components/ui/toast';
import { RequireSellerMode } from '@/app/guards';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useCreateGig } from './api/create-gig';

const ID = 'gig';

export default function AddGigPage() {
  usePageMeta('Add New Gig');
  return (
    <RequireSellerMode>
      <AddGigForm />
    </RequireSellerMode>
  );
}

function AddGigForm() {
  const [values, setValues] = useState<GigFormValues>({ ...GIG_FORM_DEFAULTS });
  const create = useCreateGig();
  const navigate = useNavigate();
  const toast = useToast();

  const set = <K extends keyof GigFormValues>(key: K) => (value: GigFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: 'title' | 'about' | 'departureCity' | 'destinationCity') => ({
    id: `${ID}-${key}`,
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
  });
  const num = (key: 'availableSpace' | 'priceRMB' | 'expirationDays') => ({
    id: `${ID}-${key}`,
    type: 'number',
    inputMode: 'decimal' as const,
    className: 'input',
    value: String(values[key]),
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (create.isPending) return;
    // One alert at a time, in the spec's order (§5).
    const problem = firstGigFormError(values);
    if (problem) {
      window.alert(problem);
      focusField(ID, firstProblemField(gigFormSchema, values));
      return;
    }
    create.mutate(gigFormSchema.parse(values), {
      onSuccess: () => {
        toast.success('Your gig is live!');
        navigate('/mygigs');
      },
      onError: (err) => window.alert(`${MESSAGES.failedCreateGig}${errorMessage(err, 'Request failed')}`),
    });
  }

  return (
    <div className={`container page ${styles.page}`}>
      <header className={styles.header}>
        <h1>Add New Gig</h1>
        <p>Offer the spare luggage space on your next trip. Buyers see your route, space and price per kg.</p>
      </header>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.section}>
          <legend>Your trip</legend>
          <div className="field">
            <label htmlFor={`${ID}-title`}>Title</label>
            <input {...text('title')} className="input" maxLength={LIMITS.TITLE_MAX} placeholder="e.g. Guangzhou to Accra, 20 kg spare luggage" aria-describedby={`${ID}-title-count`} />
            <span id={`${ID}-title-count`} className={styles.counter}>
              {values.title.length}/{LIMITS.TITLE_MAX} (at least {LIMITS.TITLE_MIN})
            </span>
          </div>
          <div className="field">
            <label htmlFor={`${ID}-about`}>About</label>
            <textarea
              {...text('about')}
              className="textarea"
              maxLength={LIMITS.ABOUT_MAX}
              placeholder="Dates, what you accept, how packages are handed over…"
              aria-describedby={`${ID}-about-count`}
            />
            <span id={`${ID}-about-count`} className={styles.counter}>
              {values.about.trim().length} characters (at least {LIMITS.ABOUT_MIN})
            </span>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Route</legend>
          <div className={styles.row}>
            <div className="field">
              <label htmlFor={`${ID}-departureCountry`}>Departure country</label>
              <CountrySelect id={`${ID}-departureCountry`} value={values.departureCountry} onChange={set('departureCountry')} />
            </div>
            <div className="field">
              <label htmlFor={`${ID}-departureCity`}>Departure city</label>
              <input {...text('departureCity')} className="input" maxLength={LIMITS.CITY_MAX} placeholder="e.g. Guangzhou" autoComplete="off" />
            </div>
            <div className="field">
              <label htmlFor={`${ID}-destinationCountry`}>Destination country</label>
              <CountrySelect id={`${ID}-destinationCountry`} value={values.destinationCountry} onChange={set('destinationCountry')} />
            </div>
            <div className="field">
              <label htmlFor={`${ID}-destinationCity`}>Destination city</label>
              <input {...text('destinationCity')} className="input" maxLength={LIMITS.CITY_MAX} placeholder="e.g. Accra" autoComplete="off" />
            </div>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Space and price</legend>
          <div className={styles.row3}>
            <div className="field">
              <label htmlFor={`${ID}-availableSpace`}>Available space (kg)</label>
              <div className={styles.suffixed}>
                <input {...num('availableSpace')} min={LIMITS.SPACE_MIN} step={LIMITS.SPACE_STEP} max={LIMITS.SPACE_MAX} />
                <span className={styles.suffix} aria-hidden="true">kg</span>
              </div>
            </div>
            <div className="field">
              <label htmlFor={`${ID}-priceRMB`}>Price per kg (¥ RMB)</label>
              <div className={styles.suffixed}>
                <input {...num('priceRMB')} inputMode="numeric" min={LIMITS.PRICE_MIN} step={LIMITS.PRICE_STEP} max={LIMITS.PRICE_MAX} />
                <span className={styles.suffix} aria-hidden="true">¥/kg</span>
              </div>
            </div>
            <div className="field">
              <label htmlFor={`${ID}-expirationDays`}>Listing expires after (days)</label>
              <div className={styles.suffixed}>
                <input
                  {...num('expirationDays')}
                  inputMode="numeric"
                  min={LIMITS.EXPIRATION_DAYS_MIN}
                  step={1}
                  max={LIMITS.EXPIRATION_DAYS_MAX}
                />
                <span className={styles.suffix} aria-hidden="true">days</span>
              </div>
            </div>
          </div>
        </fieldset>

        <div className={styles.footer}>
          <button type="button" className="btn btn-outline" onClick={() => navigate('/mygigs')}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Gig'}
          </button>
        </div>
      </form>
    </div>
  );
}
