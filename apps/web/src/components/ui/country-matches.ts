import { COUNTRIES, COUNTRY_ALIASES, MAIN_ROUTE_COUNTRIES, placeKey, type Country } from '@spaceshare/shared/countries';

/** Each listed country's keys to match (placeKey): its name, and the aliases people type ("uk", "ivory coast"). */
const KEYS: ReadonlyMap<string, readonly string[]> = new Map(
  COUNTRIES.map((c) => [
    c.code,
    [placeKey(c.name), ...Object.entries(COUNTRY_ALIASES).flatMap(([alias, code]) => (code === c.code ? [placeKey(alias)] : []))],
  ]),
);

const rank = (c: Country) => {
  const index = MAIN_ROUTE_COUNTRIES.indexOf(c.code);
  return index < 0 ? MAIN_ROUTE_COUNTRIES.length : index;
};

/**
 * Countries named exactly by the query first (a name, an alias such as "uk", or a code in capitals),
 * then those whose name or alias starts with it or whose code it is, the main routes' countries ahead
 * of the rest, then those whose name contains it. Case, accents and punctuation do not matter:
 * "cote" finds Côte d'Ivoire, "guinea bissau" Guinea-Bissau.
 */
export function matchCountries(query: string): readonly Country[] {
  const q = placeKey(query);
  if (!q) return COUNTRIES;
  const exact: Country[] = [];
  const starts: Country[] = [];
  const contains: Country[] = [];
  for (const c of COUNTRIES) {
    const keys = KEYS.get(c.code)!;
    if (keys.includes(q) || query.trim() === c.code) exact.push(c);
    else if (c.code.toLowerCase() === q || keys.some((key) => key.startsWith(q))) starts.push(c);
    else if (keys[0]!.includes(q)) contains.push(c);
  }
  // Array sort is stable: within a rank the alphabetical order of COUNTRIES stays.
  return [...exact, ...starts.sort((a, b) => rank(a) - rank(b)), ...contains];
}
