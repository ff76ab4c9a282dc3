import { Flag } from './flag';
import { useCountryCombobox } from './use-country-combobox';
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
  /** Shown, focusable and described, but not changed (a listing's terms held by bookings). */
  readOnly?: boolean;
  placeholder?: string;
};

/**
 * Searchable country picker (WAI-ARIA combobox with a listbox popup): type to filter, arrows to move,
 * Enter to choose, Escape to close. Every option shows its flag from our own /flags folder.
 */
export function CountrySelect({ id, value, onChange, invalid, describedBy, required, readOnly, placeholder = 'Search countries' }: CountrySelectProps) {
  const box = useCountryCombobox(value, onChange);
  const { open, options, active } = box;

  return (
    <div className={styles.wrap}>
      <div className={styles.control} data-invalid={invalid || undefined}>
        <span className={styles.flag} aria-hidden="true">
          {box.selectedCode && box.query === null ? <Flag code={box.selectedCode} size={15} /> : <GlobeIcon />}
        </span>
        <input
          id={id}
          type="text"
          role="combobox"
          className={styles.input}
          aria-expanded={open}
          aria-controls={box.listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? box.optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          readOnly={readOnly}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={box.shown}
          onChange={(e) => box.onType(e.target.value)}
          onClick={readOnly ? undefined : box.toggle}
          onKeyDown={readOnly ? undefined : box.onKeyDown}
          onBlur={box.onBlur}
        />
        <span className={styles.chevron} aria-hidden="true" />
      </div>
      <ul id={box.listId} role="listbox" ref={box.listRef} aria-label="Countries" className={styles.list} hidden={!open}>
        {open &&
          options.map((c, i) => (
            // The combobox pattern: keys stay on the input (aria-activedescendant), options take the mouse.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={c.code}
              id={box.optionId(i)}
              role="option"
              aria-selected={c.code === box.selectedCode}
              className={[styles.option, i === active ? styles.active : ''].join(' ')}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => box.hover(i)}
              onClick={() => box.choose(c)}
            >
              <Flag code={c.code} size={15} />
              <span>{c.name}</span>
            </li>
          ))}
        {open && options.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className={styles.empty}>
            No countries match “{box.query}”
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
