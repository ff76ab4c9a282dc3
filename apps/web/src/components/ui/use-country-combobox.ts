import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { COUNTRIES, countryCode, countryName, type Country } from '@spaceshare/shared/countries';
import { matchCountries } from './country-matches';

/**
 * State and keys of the country combobox: `query` is what is typed (null while the field shows the
 * chosen country), `active` the highlighted option.
 */
export function useCountryCombobox(value: string, onChange: (name: string) => void) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const options = useMemo(() => matchCountries(query ?? ''), [query]);
  const selectedCode = countryCode(value);

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
        // While the list is open, Enter belongs to it: with nothing to choose it does not send the form.
        if (open) {
          e.preventDefault();
          if (options[active]) choose(options[active]);
        }
        break;
      case 'Escape':
        // As the ARIA combobox pattern has it: the first Escape closes the list and keeps what was
        // typed; the next one (list closed) gives the typed text up for the chosen country.
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
        } else if (query !== null) {
          e.preventDefault();
          e.stopPropagation();
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
    // Typing a full country name (or a code in capitals: 'UK', 'KEN') and leaving the field counts as
    // choosing it. Three lower-case letters are a name being typed, not a code: 'Aus' is not Australia
    // for someone on their way to Austria.
    const typed = query.trim();
    const code = countryCode(typed);
    const exact = code && (typed.length > 3 || typed === typed.toUpperCase()) && COUNTRIES.find((c) => c.code === code);
    if (exact) onChange(exact.name);
    else if (typed === '') onChange('');
    setQuery(null);
  }

  function onType(text: string) {
    setQuery(text);
    setOpen(true);
    setActive(0);
  }

  return {
    listId,
    listRef,
    open,
    query,
    active,
    options,
    selectedCode,
    /** What the input shows: the query while typing, else the chosen country's name. */
    shown: query ?? (value ? countryName(value) : ''),
    optionId,
    choose,
    hover: (index: number) => index !== active && setActive(index),
    toggle: () => (open ? setOpen(false) : openList()),
    onType,
    onKeyDown,
    onBlur,
  };
}
