import isoCountries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// Country names and codes come from i18n-iso-countries (ISO 3166-1, English names incl. aliases).
// Only the English locale is registered so the browser bundle carries ~7 kB of names, not every language.
// The picker list is the spec's "about 195 countries": the 193 UN members plus the two observer states
// (Holy See, Palestine). ISO 3166-1 also lists 55 dependent territories and disputed areas, which are
// left out of the picker by the exclusion set below. That set was derived from world-countries'
// `unMember` flag rather than hand-picked; world-countries is not a dependency because its data
// (~600 kB) would land in the web bundle. Lookups (countryCode/countryName) still know every ISO
// entry, so a listing typed with "Hong Kong" keeps resolving.
// Hong Kong, Macau and Taiwan are kept in the picker although not UN members: they are separate
// customs territories and major departure points for a China-centred shipping marketplace.
isoCountries.registerLocale(en);

const NOT_SOVEREIGN = new Set(
  (
    'AI AQ AS AW AX BL BM BQ BV CC CK CW CX EH FK FO GF GG GI GL GP GS GU HM IM IO JE KY MF MP MQ MS ' +
    'NC NF NU PF PM PN PR RE SH SJ SX TC TF TK UM VG VI WF XK YT'
  ).split(' '),
);

/**
 * Names people use, where ISO's first English name is a formal one ("People's Republic of China") or
 * reads badly in a list ("Moldova, Republic of").
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czechia',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
};

/** Extra spellings (lower-case) beyond ISO's own aliases, mapped to alpha-2 codes. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  america: 'US',
  'united states': 'US',
  usa: 'US',
  uk: 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  uae: 'AE',
  emirates: 'AE',
  'ivory coast': 'CI',
  'the ivory coast': 'CI',
  drc: 'CD',
  'dr congo': 'CD',
  'd.r. congo': 'CD',
  'congo drc': 'CD',
  'democratic republic of congo': 'CD',
  'dem rep congo': 'CD',
  'congo-kinshasa': 'CD',
  rdc: 'CD',
  'rd congo': 'CD',
  zaire: 'CD',
  'congo-brazzaville': 'CG',
  'republic of congo': 'CG',
  'congo republic': 'CG',
  holland: 'NL',
  burma: 'MM',
  swaziland: 'SZ',
  'cabo verde': 'CV',
  'east timor': 'TL',
  vatican: 'VA',
  'holy see': 'VA',
  macedonia: 'MK',
  korea: 'KR',
  prc: 'CN',
  'mainland china': 'CN',
  'viet nam': 'VN',
  'south korea': 'KR',
  'north korea': 'KP',
  ksa: 'SA',
};

/**
 * The countries of SpaceShare's main routes: China, where most trips and containers start, then the
 * African markets they serve. Where what is typed begins several names, the picker lists these first:
 * "Chi" is China before Chile, "Ni" Nigeria before Niger and Nicaragua.
 */
export const MAIN_ROUTE_COUNTRIES: readonly string[] = ['CN', 'GH', 'NG', 'KE', 'ZA', 'ZW', 'TZ', 'UG', 'ZM', 'ET', 'CM', 'CI', 'SN', 'CD', 'AO', 'MZ', 'RW'];

/**
 * The key a place name is matched by. Case, accents, spaces and punctuation do not matter, because
 * people type "Cote dIvoire", "cote d ivoire" and "Guinea Bissau" for the names ISO spells otherwise.
 * No two countries share a key (checked in the test), except ISO's own ambiguous "Congo".
 */
export function placeKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const ALL_NAMES = isoCountries.getNames('en', { select: 'all' });

/** Display name for a known alpha-2 code. */
function displayName(code: string): string {
  return DISPLAY_NAMES[code] ?? ALL_NAMES[code]?.[0] ?? code;
}

export interface Country {
  code: string;
  name: string;
}

/** The picker list: sovereign states, sorted by display name. */
export const COUNTRIES: readonly Country[] = Object.freeze(
  Object.keys(ALL_NAMES)
    .filter((code) => !NOT_SOVEREIGN.has(code))
    .map((code) => Object.freeze({ code, name: displayName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en')),
);

// Lookup table from every accepted spelling to an alpha-2 code. Earlier sources win, so a code is
// never shadowed by a name and ISO's ambiguous "Congo" alias resolves to CG, the country ISO calls Congo.
const LOOKUP = new Map<string, string>();
function add(key: string, code: string): void {
  const normalized = placeKey(key);
  if (normalized && !LOOKUP.has(normalized)) LOOKUP.set(normalized, code);
}
for (const code of Object.keys(ALL_NAMES)) add(code, code);
for (const [alpha3, code] of Object.entries(isoCountries.getAlpha3Codes())) add(alpha3, code);
for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) add(alias, code);
for (const [code, name] of Object.entries(DISPLAY_NAMES)) add(name, code);
for (const [code, names] of Object.entries(ALL_NAMES)) for (const name of names) add(name, code);

/** Alpha-2 code for a code (alpha-2/alpha-3), a name or an alias, case-insensitively; else undefined. */
export function countryCode(nameOrCode: string | null | undefined): string | undefined {
  if (!nameOrCode) return undefined;
  return LOOKUP.get(placeKey(nameOrCode));
}

/** ISO alpha-3 code for a code, name or alias ('ghana' → 'GHA'); else undefined. */
export function countryAlpha3(nameOrCode: string | null | undefined): string | undefined {
  const code = countryCode(nameOrCode);
  return code ? isoCountries.alpha2ToAlpha3(code) : undefined;
}

/** Stored spellings already shown: every listing in a list answer asks for its countries. */
const DISPLAYED = new Map<string, { code: string | null; name: string }>();

/** Display name for a code, name or alias; unknown input comes back trimmed so free text still shows. */
export function countryName(codeOrName: string | null | undefined): string {
  return countryDisplay(codeOrName).name;
}

/**
 * How a stored country shows (issue 13): its alpha-2 code for the flag (null when unknown) and its
 * display name. The API sends both with listings and people, so public pages need no country list.
 */
export function countryDisplay(codeOrName: string | null | undefined): { code: string | null; name: string } {
  const key = codeOrName ?? '';
  const known = DISPLAYED.get(key);
  if (known) return known;
  const code = countryCode(key) ?? null;
  const shown = Object.freeze({ code, name: code ? displayName(code) : key.trim() });
  if (DISPLAYED.size < 2000) DISPLAYED.set(key, shown);
  return shown;
}

/** Every English name ISO knows for the country plus its display name, lower-cased. */
export function countryNames(code: string): string[] {
  const upper = code.toUpperCase();
  const names = ALL_NAMES[upper];
  if (!names) return [];
  return [...new Set([...names, displayName(upper)].map((name) => name.toLowerCase()))];
}
