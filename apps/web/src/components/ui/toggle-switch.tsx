import type { ReactNode } from 'react';
import styles from './toggle-switch.module.css';

type ToggleSwitchProps = {
  checked: boolean;
  onChange(next: boolean): void;
  /** The switch's accessible name, shown beside the track. */
  label: ReactNode;
  /** Keeps the label for screen readers only (the track alone is shown). */
  hideLabel?: boolean;
  description?: string;
  id?: string;
  disabled?: boolean;
  /** 'light' for use on dark backgrounds (the transparent navbar over the hero). */
  tone?: 'default' | 'light';
  className?: string;
};

/** An on/off switch (WAI-ARIA switch pattern): Space or Enter toggles it. */
export function ToggleSwitch({ checked, onChange, label, hideLabel, description, id, disabled, tone = 'default', className }: ToggleSwitchProps) {
  const descId = description && id ? `${id}-desc` : undefined;
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-describedby={descId}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={[styles.switch, tone === 'light' ? styles.light : '', className ?? ''].join(' ')}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={hideLabel ? 'visually-hidden' : styles.text}>
        <span className={styles.label}>{label}</span>
        {description && (
          <span id={descId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </button>
  );
}
