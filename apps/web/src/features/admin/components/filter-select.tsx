export type FilterProps<T extends string> = {
  label: string;
  value: T;
  /** Each choice and its words, in the order shown. */
  options: Record<T, string>;
  onChange: (value: T) => void;
};

/** A labelled choice that narrows a console list ('Show: Open', 'Kind: Gigs'). */
export function FilterSelect<T extends string>({ label, value, options, onChange }: FilterProps<T>) {
  const choices: [string, string][] = Object.entries(options);
  return (
    <label>
      {label}{' '}
      <select className="select" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {choices.map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}
