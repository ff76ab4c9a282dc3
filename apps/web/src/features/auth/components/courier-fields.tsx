import { LIMITS } from '@spaceshare/shared/constants';
import { visibleLength } from '@spaceshare/shared/rules/clean-text';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { fieldAria } from '@/lib/field-aria';
import styles from '../auth.module.css';

type CourierValues = { isSeller: boolean; phone: string; desc: string };

type Props = {
  values: CourierValues;
  onChange<K extends keyof CourierValues>(key: K, value: CourierValues[K]): void;
  /** The error id of the field the last refusal was about, per field. */
  errorOf(field: string): string | undefined;
};

/** The 'Courier details' half of the registration form; phone and description become required with the switch. */
export function CourierFields({ values, onChange, errorOf }: Props) {
  const { isSeller, phone, desc } = values;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Courier details</legend>
      <div className={styles.courierBox}>
        <ToggleSwitch id="reg-courier" checked={isSeller} onChange={(next) => onChange('isSeller', next)} label="I want to become a courier" description="List spare luggage space and earn on trips you already take." />
      </div>
      <div className="field">
        <label htmlFor="reg-phone">Phone number</label>
        <input id="reg-phone" className="input" type="tel" autoComplete="tel" value={phone} onChange={(e) => onChange('phone', e.target.value)} {...fieldAria(errorOf('phone'), 'reg-phone-hint')} />
        <span id="reg-phone-hint" className="field-hint">
          {isSeller ? `Required for couriers, at least ${LIMITS.PHONE_MIN} digits.` : `Optional, at least ${LIMITS.PHONE_MIN} digits. Only you see it on your profile.`}
        </span>
      </div>
      <div className="field">
        <label htmlFor="reg-desc">Description</label>
        <textarea id="reg-desc" className="textarea" value={desc} onChange={(e) => onChange('desc', e.target.value)} maxLength={LIMITS.COURIER_DESC_MAX} {...fieldAria(errorOf('desc'), 'reg-desc-hint')} placeholder="Routes you travel, how often, what you can carry…" />
        <span id="reg-desc-hint" className="field-hint">
          {isSeller ? `Required for couriers, at least ${LIMITS.COURIER_DESC_MIN} characters (${visibleLength(desc.trim())} so far).` : 'Optional. Tell others a little about yourself.'}
        </span>
      </div>
    </fieldset>
  );
}
