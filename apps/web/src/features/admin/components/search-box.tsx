import { useEffect, useId, useState, type FormEvent } from 'react';
import styles from '../admin.module.css';

type Props = {
  label: string;
  /** What to type, when the label does not say it; else the label. */
  placeholder?: string;
  /** The search the list shows now (from the address), to start the field with. */
  value?: string;
  onSearch: (value: string) => void;
};

/** A labelled search field that searches on Enter or its button. */
export function SearchBox({ label, placeholder = label, value: shown = '', onSearch }: Props) {
  const id = useId();
  const [value, setValue] = useState(shown);
  // Back, forward or a link changed the search under the field: show it.
  useEffect(() => setValue(shown), [shown]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} className="input" type="search" placeholder={placeholder} value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="submit" className="btn btn-outline btn-sm">
        Search
      </button>
    </form>
  );
}
