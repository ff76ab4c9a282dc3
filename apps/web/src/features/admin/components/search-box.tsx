import { useId, useState, type FormEvent } from 'react';
import styles from '../admin.module.css';

/** A labelled search field that searches on Enter or its button. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (value: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} className="input" type="search" placeholder={label} value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="submit" className="btn btn-outline btn-sm">
        Search
      </button>
    </form>
  );
}
