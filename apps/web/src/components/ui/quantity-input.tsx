import { LIMITS } from '@spaceshare/shared/constants';
import styles from './quantity-input.module.css';

type Props = {
  id: string;
  /** 'kg' or 'CBM', shown after the field. */
  unit: string;
  value: string;
  onChange(value: string): void;
  /** The id of the error shown under the field, when there is one. */
  errorId?: string;
  max?: number;
  placeholder?: string;
  /** While the form is sending: read-only rather than disabled, so a focused field keeps focus. */
  readOnly?: boolean;
};

/** A kg or CBM amount in steps of 0.5, as the owner's Accept forms take it. */
export function QuantityInput({ id, unit, value, onChange, errorId, max, placeholder, readOnly }: Props) {
  return (
    <span className={styles.quantity}>
      <input
        id={id}
        className={`input ${styles.input}`}
        type="number"
        inputMode="decimal"
        min={LIMITS.SPACE_MIN}
        max={max}
        step={LIMITS.SPACE_STEP}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        readOnly={readOnly}
      />
      <span className={styles.unit} aria-hidden="true">
        {unit}
      </span>
    </span>
  );
}
