import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CONTAINER_TYPES, LIMITS, TAX_CLEARANCE, TAX_CLEARANCE_LABELS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { containerTotalValue, formatRMB } from '@spaceshare/shared/rules/price';
import {
  CONTAINER_FORM_DEFAULTS,
  containerFormSchema,
  firstContainerFormError,
  type ContainerFormValues,
} from '@spaceshare/shared/schemas/container';
import { firstProblemField, focusField } from '@/components/listing/form-helpers';
import styles from '@/components/listing/listing-form.module.css';
import { CountrySelect } from '@/components/ui/country-select';
import { useToast } from '@/components/ui/toast';
import { RequireSellerMode } from '@/app/guards';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useCreateContainer } from './api/create-container';

const ID = 'container';

export default function AddContainerPage() {
  usePageMeta('Add New Container');
  return (
    <RequireSellerMode>
      <AddContainerForm />
    </RequireSellerMode>
  );
}

type TextKey = 'title' | 'about' | 'cargoType' | 'locationCity' | 'departureDate' | 'arrivalDate';
type NumberKey = 'availableSpaceCBM' | 'priceRMB' | 'expirationDays';

function AddContainerForm() {
  const [values, setValues] = useState<ContainerFormValues>({ ...CONTAINER_FORM_DEFAULTS });
  const create = useCreateContainer();
  const navigate = useNavigate();
  const toast = useToast();

  const set = <K extends keyof ContainerFormValues>(key: K) => (value: ContainerFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const bind = (key: TextKey | NumberKey) => ({
    id: `${ID}-${key}`,
    value: String(values[key] ?? ''),
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (create.isPending) return;
    const problem = firstContainerFormError(values);
    if (problem) {
      window.alert(problem);
      focusField(ID, firstProblemField(containerFormSchema, values));
      return;
    }
    create.mutate(containerFormSchema.parse(values), {
      onSuccess: () => {
        toast.success('Your container is listed!');
        navigate('/myContainers');
      },
      onError: (err) => window.alert(`${MESSAGES.failedCreateContainer}${errorMessage(err, 'Request failed')}`),
    });
  }

  const total = containerTotalValue(Number(values.availableSpaceCBM), Number(values.priceRMB));

  return (
    <div className={`container page ${styles.page}`}>
      <header className={styles.header}>
        <h1>Add New Container</h1>
        <p>List the spare cargo space in your container. Buyers see the type, dates, space and price per CBM.</p>
      </header>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.section}>
          <legend>Listing</legend>
          <div className="field">
            <label htmlFor={`${ID}-title`}>Title</label>
            <input {...bind('title')} className="input" maxLength={LIMITS.TITLE_MAX} placeholder="e.g. 40ft container Shenzhen to Tema" aria-describedby={`${ID}-title-count`} />
            <span id={`${ID}-title-count`} className={styles.counter}>
              {String(values.title).length}/{LIMITS.TITLE_MAX} (at least {LIMITS.TITLE_MIN})
            </span>
          </div>
          <div className="field">
            <label htmlFor={`${ID}-about`}>About</label>
            <textarea
              {...bind('about')}
              className="textarea"
              maxLength={LIMITS.ABOUT_MAX}
              placeholder="Route, handling, tracking, what cargo you accept…"
              aria-describedby={`${ID}-about-count`}
            />
            <span id={`${ID}-about-count`} className={styles.counter}>
              {String(values.about).trim().length} characters (at least {LIMITS.ABOUT_MIN})
            </span>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Container and cargo</legend>
          <div className={styles.row}>
            <div className="field">
              <label htmlFor={`${ID}-containerType`}>Container type</label>
              <select
                id={`${ID}-containerType`}
                className="select"
                value={values.containerType}
                onChange={(e) => set('containerType')(e.target.value as ContainerFormValues['containerType'])}
              >
                {CONTAINER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${ID}-cargoType`}>Cargo type</label>
              <input {...bind('cargoType')} className="input" maxLength={LIMITS.CARGO_TYPE_MAX} placeholder="e.g. General merchandise, boxed" />
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${ID}-taxClearance`}>Tax clearance</label>
            <select
              id={`${ID}-taxClearance`}
              className="select"
              value={values.taxClearance}
              onChange={(e) => set('taxClearance')(e.target.value as ContainerFormValues['taxClearance'])}
            >
              <option value="">Select…</option>
              {TAX_CLEARANCE.map((value) => (
                <option key={value} value={value}>
                  {TAX_CLEARANCE_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Location and dates</legend>
          <div className={styles.row}>
            <div className="field">
              <label htmlFor={`${ID}-locationCountry`}>Location country</label>
              <CountrySelect id={`${ID}-locationCountry`} value={values.locationCountry} onChange={set('locationCountry')} />
            </div>
            <div className="field">
              <label htmlFor={`${ID}-locationCity`}>Location city</label>
              <input {...bind('locationCity')} className="input" maxLength={LIMITS.CITY_MAX} placeholder="e.g. Shenzhen" autoComplete="off" />
            </div>
            <div className="field">
              <label htmlFor={`${ID}-departureDate`}>Departure date</label>
              <input {...bind('departureDate')} className="input" type="date" />
            </div>
            <div className="field">
              <label htmlFor={`${ID}-arrivalDate`}>Arrival date</label>
              <input {...bind('arrivalDate')} className="input" type="date" min={values.departureDate || undefined} />
            </div>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Space and price</legend>
          <div className={styles.row3}>
            <div className="field">
              <label htmlFor={`${ID}-availableSpaceCBM`}>Available space (CBM)</label>
              <div className={styles.suffixed}>
                <input {...bind('availableSpaceCBM')} className="input" type="number" inputMode="decimal" min={LIMITS.SPACE_MIN} step={LIMITS.SPACE_STEP} max={LIMITS.SPACE_MAX} />
                <span className={styles.suffix} aria-hidden="true">CBM</span>
              </div>
            </div>
            <div className="field">
              <label htmlFor={`${ID}-priceRMB`}>Price per CBM (¥ RMB)</label>
              <div className={styles.suffixed}>
                <input {...bind('priceRMB')} className="input" type="number" inputMode="numeric" min={LIMITS.PRICE_MIN} step={LIMITS.PRICE_STEP} max={LIMITS.PRICE_MAX} />
                <span className={styles.suffix} aria-hidden="true">¥</span>
              </div>
            </div>
            <div className="field">
              <label htmlFor={`${ID}-expirationDays`}>Listing expires after (days)</label>
              <div className={styles.suffixed}>
                <input
                  {...bind('expirationDays')}
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={LIMITS.EXPIRATION_DAYS_MIN}
                  step={1}
                  max={LIMITS.EXPIRATION_DAYS_MAX}
                />
                <span className={styles.suffix} aria-hidden="true">days</span>
              </div>
            </div>
          </div>
          {total > 0 && (
            <p className={styles.total} aria-live="polite">
              Total capacity value: {formatRMB(total)}
            </p>
          )}
        </fieldset>

        <div className={styles.footer}>
          <button type="button" className="btn btn-outline" onClick={() => navigate('/myContainers')}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Container'}
          </button>
        </div>
      </form>
    </div>
  );
}
