import { useId } from 'react';
import styles from './explore.module.css';

/** 'Sort by' menu; options map API sort keys to their labels. */
export function SortSelect<T extends string>({
  value,
  options,
  onChange,
  label = 'Sort by',
}: {
  value: T;
  options: Record<T, string>;
  onChange(value: T): void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {(Object.keys(options) as T[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
