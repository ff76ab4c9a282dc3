import styles from './quantity-input.module.css';

type Props = {
  id: string;
  /** 'kg' or 'CBM', shown after the field. */
  unit: string;
  value: string;
  onChange(value: string): void;
  /** The form's message about the field ('' for none), which the form shows as `errorId`. */
  error: string;
  errorId: string;
  /** Called on the first change after a message: the amount is being corrected. */
  clearError(): void;
  placeholder?: string;
  /** While the form is sending: read-only rather than disabled, so a focused field keeps focus. */
  readOnly?: boolean;
};

/** A kg or CBM amount in steps of 0.5, as the owner's Accept forms take it. */
export function QuantityInput({ id, unit, value, onChange, error, errorId, clearError, placeholder, readOnly }: Props) {
  return (
    <span className={styles.quantity}>
      <input
        id={id}
        className={`input ${styles.input}`}
        // Text, not type=number: Chromium read '7,5' as 75 (decision 2312); the shared quantityField reads it.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          if (error) clearError();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        readOnly={readOnly}
      />
      <span className={styles.unit} aria-hidden="true">
        {unit}
      </span>
    </span>
  );
}
