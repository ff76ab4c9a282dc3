import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRIES, countryCode, countryName, type Country } from '@spaceshare/shared/countries';
import { Flag } from './flag';
import styles from './country-select.module.css';

type CountrySelectProps = {
  /** Id of the text input, so a <label htmlFor> names the combobox. */
  id: string;
  /** The chosen country's name ('' for none). */
  value: string;
  onChange(name: string): void;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  placeholder?: string;
};

function matches(query: string): readonly Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return COUNTRIES;
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const c of COUNTRIES) {
    const name = c.name.toLowerCase();
    if (name.startsWith(q) || c.code.toLowerCase() === q) starts.push(c);
    else if (name.includes(q)) contains.push(c);
  }
  return [...starts, ...contains];
}

/**
 * Searchable country picker (WAI-ARIA combobox with a listbox popup): type to filter, arrows to move,
 * Enter to choose, Escape to close. Every option shows its flag from our own /flags folder.
 */
export function CountrySelect({ id, value, onChange, invalid, describedBy, required, placeholder = 'Search countries' }: CountrySelectProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const options = useMemo(() => matches(query ?? ''), [query]);
  const selectedCode = countryCode(value);
  const shown = query ?? (value ? countryName(value) : '');

  const optionId = (index: number) => `${listId}-opt-${index}`;

  function openList(startAt?: number) {
    setOpen(true);
    const current = options.findIndex((c) => c.code === selectedCode);
    const index = startAt ?? (current >= 0 ? current : 0);
    setActive(index);
    scrollTo(index);
  }

  function scrollTo(index: number) {
    requestAnimationFrame(() => {
      const el = document.getElementById(optionId(index));
      if (el && listRef.current?.contains(el)) el.scrollIntoView?.({ block: 'nearest' });
    });
  }

  function choose(country: Country) {
    onChange(country.name);
    setQuery(null);
    setOpen(false);
  }

  function move(delta: number) {
    if (!open) return openList();
    if (options.length === 0) return;
    const next = (active + delta + options.length) % options.length;
    setActive(next);
    scrollTo(next);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (e.altKey) openList();
        else move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(-1);
        break;
      case 'Home':
      case 'End':
        if (!open || options.length === 0) return;
        e.preventDefault();
        {
          const index = e.key === 'Home' ? 0 : options.length - 1;
          setActive(index);
          scrollTo(index);
        }
        break;
      case 'Enter':
        if (open && options[active]) {
          e.preventDefault();
          choose(options[active]);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setQuery(null);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  function onBlur() {
    setOpen(false);
    if (query === null) return;
    // Typing a full country name (or a code) and leaving the field counts as choosing it.
    const code = countryCode(query);
    const exact = code && COUNTRIES.find((c) => c.code === code);
    if (exact) onChange(exact.name);
    else if (query.trim() === '') onChange('');
    setQuery(null);
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.control} data-invalid={invalid || undefined}>
        <span className={styles.flag} aria-hidden="true">
          {selectedCode && query === null ? <Flag code={selectedCode} size={15} /> : <GlobeIcon />}
        </span>
        <input
          id={id}
          type="text"
          role="combobox"
          className={styles.input}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={shown}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <span className={styles.chevron} aria-hidden="true" />
      </div>
      <ul id={listId} role="listbox" ref={listRef} aria-label="Countries" className={styles.list} hidden={!open}>
        {open &&
          options.map((c, i) => (
            <li
              key={c.code}
              id={optionId(i)}
              role="option"
              aria-selected={c.code === selectedCode}
              className={[styles.option, i === active ? styles.active : ''].join(' ')}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => i !== active && setActive(i)}
              onClick={() => choose(c)}
            >
              <Flag code={c.code} size={15} />
              <span>{c.name}</span>
            </li>
          ))}
        {open && options.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className={styles.empty}>
            No countries match “{query}”
          </li>
        )}
      </ul>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}
