import { sql, type SQL } from 'drizzle-orm';
import { countryCode, countryName } from '@spaceshare/shared/countries';
import { knownPlace } from '@spaceshare/shared/rules/place-aliases';
import { expandPlace } from '@spaceshare/shared/rules/route-search';
import type { Executor } from '../../db/client.js';
import { places } from '../../db/schema/index.js';
import { cachePerDatabase } from '../../lib/ttl-cache.js';

// A search's place words resolved once against the places table (the cities and countries that
// listings name, kept by a trigger as listings are written): the listings are then found by indexed
// equality on what this returns, never by fuzzy matching over the listings themselves.

/** How many near names a typo may stand for ("lagoss" → lagos; "san" is not a place). */
const MAX_FUZZY = 5;
/** The shortest word read as two letters swapped: 'gahna' → ghana, but 'ni' is no 'in'. */
const MIN_SWAP_LENGTH = 4;

/** Cities (lower(city) → the lower-case countries a city of that name lies in) and countries. */
export interface PlaceNames {
  cities: Map<string, string[]>;
  /** Lower-case country forms to compare whole country fields with ('gh', 'ghana', ...). */
  countries: string[];
}

export interface ResolvedPlace extends PlaceNames {
  /** The place as the search named it (English), for labels. */
  name: string;
  /** The names matched exactly (ranked first); the rest are near names of a typo. */
  exactNames: PlaceNames;
  /** True when the words named the place exactly (a known country, or a listed name). */
  exact: boolean;
  /** The trigram similarity of the words to the nearest name (1 when exact, 0 when none). */
  similarity: number;
  /** The country as listings spell it, when known: what fallback groups search by. */
  country: string | null;
}

interface PlaceMatch {
  key: string;
  kind: 'city' | 'country';
  country: string;
  name: string;
  exact: boolean;
  similarity: number;
}

const title = (text: string) => text.replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase());

/**
 * Exact names first, then the nearest names by trigram similarity (the GIN index on places.key serves
 * `=`, `%` and `<%`). One small query per place word.
 */
async function lookup(db: Executor, term: string, fuzzy: boolean): Promise<PlaceMatch[]> {
  const rows = await matching(db, term, fuzzy ? sql`${places.key} = ${term} or ${places.key} % ${term} or ${term} <% ${places.key}` : sql`${places.key} = ${term}`, fuzzy ? MAX_FUZZY * 2 : 20);
  const exact = rows.filter((row) => row.exact);
  if (rows.length === 0 && fuzzy) return swapped(db, term);
  return [...exact, ...rows.filter((row) => !row.exact).slice(0, MAX_FUZZY)];
}

function matching(db: Executor, term: string, where: SQL, limit: number): Promise<PlaceMatch[]> {
  const key = places.key;
  return db
    .select({
      key,
      kind: places.kind,
      country: places.country,
      name: places.name,
      exact: sql<boolean>`${key} = ${term}`,
      similarity: sql`similarity(${key}, ${term})`.mapWith(Number),
    })
    .from(places)
    .where(where)
    .orderBy(sql`${key} = ${term} desc`, sql`similarity(${key}, ${term}) desc`, key)
    .limit(limit);
}

/**
 * Two neighbouring letters typed the wrong way round ('gahna', 'lgaos') share too few trigrams with
 * the name for `%`, however common the slip. When nothing else is near, the names that one swap
 * away are looked up by equality (decision 1801): near names, ranked by their similarity.
 */
async function swapped(db: Executor, term: string): Promise<PlaceMatch[]> {
  const chars = [...term];
  if (chars.length < MIN_SWAP_LENGTH) return [];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    swaps.add([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(''));
  }
  if (swaps.size === 0) return [];
  const list = sql.join([...swaps].map((swap) => sql`${swap}`), sql`, `);
  return matching(db, term, sql`${places.key} in (${list})`, MAX_FUZZY);
}

/**
 * The forms of a country that listings actually use ('china', and 'cn' if someone typed it): one
 * equality is what the route indexes serve in sorted order; a list of unused forms is not.
 */
export async function listedForms(db: Executor, forms: string[]): Promise<string[]> {
  if (forms.length === 0) return [];
  const rows = await db
    .select({ key: places.key })
    .from(places)
    .where(sql`${places.kind} = 'country' and ${places.key} in (${sql.join(forms.map((f) => sql`${f}`), sql`, `)})`);
  return rows.map((row) => row.key);
}

function namesOf(matches: PlaceMatch[]): PlaceNames {
  const cities = new Map<string, string[]>();
  const countries = new Set<string>();
  for (const match of matches) {
    if (match.kind === 'country') countries.add(match.key);
    else cities.set(match.key, [...(cities.get(match.key) ?? []), match.country.toLowerCase()]);
  }
  return { cities, countries: [...countries] };
}

/**
 * A place word (or words) of a search. A name nothing matches resolves to no cities and no countries
 * (so it finds no listing), but keeps its label and, for a city the parser knows ('Nairobi'), its
 * country: the fallback groups can still offer the country.
 */
export async function resolvePlace(db: Executor, term: string, { fuzzy = true } = {}): Promise<ResolvedPlace> {
  const code = countryCode(term);
  if (code) {
    const name = countryName(code);
    const names = { cities: new Map<string, string[]>(), countries: await listedForms(db, expandPlace(term)) };
    return { name, ...names, exactNames: names, exact: true, similarity: 1, country: name };
  }
  const known = knownPlace(term);
  const knownCountry = known ? countryName(known.country) || null : null;
  const matches = await lookup(db, term.toLowerCase(), fuzzy && term.length >= 3);
  const first = matches[0];
  if (!first) {
    const none = { cities: new Map<string, string[]>(), countries: [] };
    return { name: title(term), ...none, exactNames: none, exact: false, similarity: 0, country: knownCountry };
  }
  return {
    name: first.name,
    ...namesOf(matches),
    exactNames: namesOf(matches.filter((match) => match.exact)),
    exact: first.exact,
    similarity: first.exact ? 1 : first.similarity,
    country: first.country,
  };
}

/**
 * Resolutions are kept per database for a short time: the long tail of searches repeats the same few
 * hundred place words, and each costs a query. A listing written through this process forgets them
 * at once; another instance's new place is found within the TTL.
 */
const caches = cachePerDatabase<ResolvedPlace>();

/** Turns on the resolution cache for `db` (0 turns it off). */
export function cachePlaces(db: Executor, ttlMs: number) {
  caches.configure(db, ttlMs);
}

/** A listing was written: its places may be new. */
export function forgetPlaces(db: Executor) {
  caches.clear(db);
}

/** `resolvePlace` through the cache of `db`, when it has one. */
export function resolvePlaceCached(db: Executor, term: string, options: { fuzzy?: boolean } = {}): Promise<ResolvedPlace> {
  return caches.get(db, `${options.fuzzy === false ? 'x' : 'f'}:${term}`, () => resolvePlace(db, term, options));
}

/** True when the place stands for some listed city or country. */
export const isResolved = (place: ResolvedPlace) => place.cities.size > 0 || place.countries.length > 0;

/** True when some of the names are only near names of a typo (their listings rank below the exact ones). */
export const hasNearNames = (place: ResolvedPlace) =>
  place.cities.size !== place.exactNames.cities.size || place.countries.length !== place.exactNames.countries.length;
