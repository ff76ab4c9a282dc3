import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS } from '@spaceshare/shared/constants';
import styles from './explore.module.css';

type Props = {
  /** The input's id, for its label. */
  id: string;
  /** The label screen readers hear ('Search gigs'). */
  label: string;
  placeholder: string;
  /** The search in the URL; the box follows it (Back, Clear filters). */
  value: string;
  onSearch(text: string): void;
};

/** An Explore page's search box: the text goes to the URL on Search or Enter, trimmed. */
export function SearchBox({ id, label, placeholder, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  function submit(e: FormEvent) {
    e.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={placeholder}
        value={text}
        maxLength={LIMITS.SEARCH_MAX}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
