import { useEffect, useId, useState, type FormEvent } from 'react';
import styles from './explore.module.css';

type Props = {
  legend: string;
  min: string;
  max: string;
  onApply(min: string, max: string): void;
  /** Unit shown after the inputs, e.g. '¥/kg'. */
  unit?: string;
};

/** Min and max inputs with Apply (budget on /gigs, price per CBM on /containers). */
export function RangeFilter({ legend, min, max, onApply, unit }: Props) {
  const id = useId();
  const [lo, setLo] = useState(min);
  const [hi, setHi] = useState(max);
  // The URL is the source of truth: going back in history refills the inputs.
  useEffect(() => setLo(min), [min]);
  useEffect(() => setHi(max), [max]);

  function submit(e: FormEvent) {
    e.preventDefault();
    // A reversed range is almost certainly a slip; swap rather than show nothing.
    const a = lo.trim();
    const b = hi.trim();
    if (a !== '' && b !== '' && Number(a) > Number(b)) onApply(b, a);
    else onApply(a, b);
  }

  return (
    <form className={styles.range} onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <span id={`${id}-legend`} className={styles.rangeLegend}>
        {legend}
        {unit ? <span className={styles.unit}> ({unit})</span> : null}
      </span>
      <div className={styles.rangeInputs}>
        <RangeInput id={`${id}-min`} label={`${legend} minimum`} placeholder="min" value={lo} onChange={setLo} />
        <span aria-hidden="true">–</span>
        <RangeInput id={`${id}-max`} label={`${legend} maximum`} placeholder="max" value={hi} onChange={setHi} />
        <button type="submit" className="btn btn-primary btn-sm">
          Apply
        </button>
      </div>
    </form>
  );
}

function RangeInput({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange(value: string): void }) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" type="number" inputMode="decimal" min={0} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
