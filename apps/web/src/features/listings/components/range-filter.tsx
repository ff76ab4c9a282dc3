import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { priceFilterField } from '@spaceshare/shared/schemas/fields';
import { fieldAria } from '@/lib/field-aria';
import styles from './explore.module.css';

type Props = {
  legend: string;
  min: string;
  max: string;
  onApply(min: string, max: string): void;
  /** Unit shown after the inputs, e.g. '¥/kg'. */
  unit?: string;
};

type Bound = 'min' | 'max';

/**
 * A bound as the server reads it (the shared `priceFilterField`, decision 0102): '' for none, the
 * number written plainly (' 0.50' → '0.5', '1e3' → '1000'), or the message saying why not.
 */
function readBound(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const parsed = priceFilterField.safeParse(text);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  return { ok: true, value: parsed.data === undefined ? '' : String(parsed.data) };
}

/**
 * Min and max inputs with Apply (budget on /gigs, price per CBM on /containers). The app checks the
 * bounds, not the browser (decision 2108): decimals are fine, and a bound the server would refuse
 * (negative, not a number, too big) is said beside the inputs instead of being silently ignored.
 */
export function RangeFilter({ legend, min, max, onApply, unit }: Props) {
  const id = useId();
  const [lo, setLo] = useState(min);
  const [hi, setHi] = useState(max);
  const [problem, setProblem] = useState<{ bounds: Bound[]; message: string } | null>(null);
  const inputs = { min: useRef<HTMLInputElement>(null), max: useRef<HTMLInputElement>(null) };
  const errorId = `${id}-error`;
  // The URL is the source of truth: going back in history refills the inputs.
  useEffect(() => setLo(min), [min]);
  useEffect(() => setHi(max), [max]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const a = readBound(lo);
    const b = readBound(hi);
    if (!a.ok || !b.ok) {
      const bounds = (['min', 'max'] as const).filter((bound) => !(bound === 'min' ? a : b).ok);
      setProblem({ bounds, message: !a.ok ? a.message : !b.ok ? b.message : '' });
      inputs[bounds[0]!].current?.focus();
      return;
    }
    setProblem(null);
    // A reversed range is almost certainly a slip; swap rather than show nothing.
    if (a.value !== '' && b.value !== '' && Number(a.value) > Number(b.value)) onApply(b.value, a.value);
    else onApply(a.value, b.value);
  }

  const aria = (bound: Bound) => fieldAria(problem?.bounds.includes(bound) && errorId);
  return (
    <form className={styles.range} onSubmit={submit} aria-labelledby={`${id}-legend`} noValidate>
      <span id={`${id}-legend`} className={styles.rangeLegend}>
        {legend}
        {unit ? <span className={styles.unit}> ({unit})</span> : null}
      </span>
      <div className={styles.rangeInputs}>
        <RangeInput ref={inputs.min} id={`${id}-min`} label={`${legend} minimum`} placeholder="min" value={lo} onChange={setLo} aria={aria('min')} />
        <span aria-hidden="true">–</span>
        <RangeInput ref={inputs.max} id={`${id}-max`} label={`${legend} maximum`} placeholder="max" value={hi} onChange={setHi} aria={aria('max')} />
        <button type="submit" className="btn btn-primary btn-sm">
          Apply
        </button>
      </div>
      {/* A live region present from the start (so its words are announced when Apply puts them there);
          empty, it takes no room. They stay until the next Apply. */}
      <p id={errorId} className={`field-error ${styles.rangeError}`} role="alert">
        {problem?.message}
      </p>
    </form>
  );
}

function RangeInput({
  ref,
  id,
  label,
  placeholder,
  value,
  onChange,
  aria,
}: {
  ref: Ref<HTMLInputElement>;
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  aria: ReturnType<typeof fieldAria>;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      {/* Text, not type=number: the browser would turn '1e309' or '-' into '' and hide what was typed. */}
      <input
        ref={ref}
        id={id}
        className="input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...aria}
      />
    </>
  );
}
