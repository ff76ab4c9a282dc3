import { and, count, getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { countryCode } from '@spaceshare/shared/countries';
import { expandPlace, parseRouteQuery } from '@spaceshare/shared/rules/route-search';
import type { Executor } from '../../db/client.js';
import { cachePerDatabase } from '../../lib/ttl-cache.js';
import { hasNearNames, isResolved, resolvePlaceCached as resolvePlace, type PlaceNames, type ResolvedPlace } from './places.js';

// Route-aware search ("China to Ghana", "Guangzhou → Accra", "china-ghana", plain words). The place
// words are resolved once against the small places table (places.ts); the listings are then found by
// equality on the resolved names, which the btree indexes on lower(country), lower(city) serve. Other
// words match the text columns with LIKE, which their trigram GIN indexes serve.

export interface PlaceColumns {
  city: AnyPgColumn;
  country: AnyPgColumn;
}

export interface SearchFields {
  /** Where the listing leaves from. */
  from: PlaceColumns[];
  /** Where it goes to. */
  to: PlaceColumns[];
  /** Free text: the first one is the title. */
  text: [AnyPgColumn, ...AnyPgColumn[]];
  /**
   * Containers have one location; the far end of their route is only named in the text, so a route
   * side may be satisfied by the text (ranked below a location match).
   */
  sidesMayMatchText: boolean;
  /**
   * The title and the whole text with the listing's own places blanked out (generated columns,
   * decisions 0809, 0823): where a place is looked for in the text of listings that are not at it.
   */
  elsewhere: { title: AnyPgColumn; text: AnyPgColumn };
  /**
   * The places a route search that found nothing falls back on: the departure's country, and the
   * destination's when the kind stores one (null for containers).
   */
  fallback: { from: PlaceColumns; to: PlaceColumns | null };
}

/** The route a search named, as resolved: what the fallback groups and their labels start from. */
export interface SearchRoute {
  from: ResolvedPlace | null;
  to: ResolvedPlace | null;
}

export interface SearchSql {
  where: SQL;
  /** Higher is better; null when every match is equally exact (the index order then decides). */
  rank: SQL | null;
  /** Set for route searches ("X to Y", "from X", "to Y"). */
  route: SearchRoute | null;
  /**
   * Set when the whole search names one place, with no direction ('Ghana', 'Ivory Coast', 'Accraa'):
   * a place some listing names, or a country or city we know that none names yet.
   */
  place: ResolvedPlace | null;
  /**
   * Set when the rank would stop the sort's index from ordering the matches (a one-word search: its
   * place at either end, or its text): conditions that each can be walked in the sort's order, whose
   * first rows together hold the page (see `listWhereAndOrder` in query.ts).
   */
  branches: SearchBranches | null;
}

/**
 * A ranked search split so that no matching row is missed by taking only the first rows of each
 * branch in the sort's order: every row of `ranked` lies in a branch all of whose rows rank at least
 * as high as it does (so the rows before it in that branch come before it in the list too).
 * `covering` together match exactly what `where` matches (what the capped count needs).
 */
export interface SearchBranches {
  ranked: SQL[];
  covering: SQL[];
  /**
   * Walk the branches only when the capped count is reached; with fewer matches, fetch them all and
   * sort them. Set where the last branch has no index that narrows it (every match of several
   * words): walking it in the sort's order for a few matches can go through the whole table.
   */
  onlyPastCap: boolean;
}

const lower = (column: AnyPgColumn) => sql`lower(${column})`;
const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const asRank = (condition: SQL) => sql`(case when ${condition} then 1 else 0 end)`;
const never = sql`false`;

/** Whole country fields in any of `forms` (lower-case). */
export function countryIn(columns: PlaceColumns, forms: string[]): SQL {
  return sql`${lower(columns.country)} in (${list(forms)})`;
}

/**
 * The listings at a resolved place, one condition per column set and country: each is walked in the
 * sort's order on an index of its own, where their OR is not (a one-word typo's near city at either
 * end of a gig walked the whole sort index, 9 ms on PGlite, instead of two route indexes).
 */
function placeParts(columns: PlaceColumns[], place: PlaceNames): SQL[] {
  const parts: SQL[] = [];
  const citiesByCountry = new Map<string, string[]>();
  for (const [city, countries] of place.cities) {
    for (const country of countries) citiesByCountry.set(country, [...(citiesByCountry.get(country) ?? []), city]);
  }
  for (const p of columns) {
    if (place.countries.length > 0) parts.push(countryIn(p, place.countries));
    for (const [country, cities] of citiesByCountry) {
      parts.push(sql`(${lower(p.country)} = ${country} and ${lower(p.city)} in (${list(cities)}))`);
    }
  }
  return parts;
}

/** Any of `parts`, or null for none. */
const anyOf = (parts: SQL[]): SQL | null => (parts.length > 0 ? or(...parts)! : null);

/** The listings at a resolved place: its countries, or its cities within their countries. */
const placeMatch = (columns: PlaceColumns[], place: PlaceNames): SQL | null => anyOf(placeParts(columns, place));

/** `text` holds `word` (LIKE, which the trigram indexes serve; the word's wildcards taken literally). */
const contains = (text: SQL | AnyPgColumn, word: string): SQL => sql`${text} like ${`%${escapeLike(word)}%`}`;

/**
 * The same with the pattern written into the statement as a literal rather than bound: such a
 * statement is kept and planned once for its pattern (decision 0817), where a bound pattern was
 * planned again on every call (2.4 ms of a container search's 3 on PostgreSQL). Used for the
 * listings' text without their own places (0809, 0823) and for the few titles of 0820.
 */
function containsWritten(text: SQL | AnyPgColumn, word: string): SQL {
  const pattern = `%${escapeLike(word)}%`;
  // Validated text has no NUL (it would end the statement's text); bound, should one ever get here.
  return pattern.includes('\u0000') ? sql`${text} like ${pattern}` : sql`${text} like ${sql.raw(pg.escapeLiteral(pattern))}`;
}

/**
 * At most this many listings' titles hold a place word, and the branch of its exact places with the
 * word in the title fetches those titles through the title's trigram index instead of walking the
 * place's listings in the sort's order (decision 0820; see oneWordBranches).
 */
export const FEW_TITLES = 1000;
let fewTitlesAtMost = FEW_TITLES;

/** Tests set the threshold, so that both forms of the branch are compared on a small table (0: walk every place). */
export function setFewTitles(n: number) {
  fewTitlesAtMost = n;
}

/** How many titles hold a word, up to the threshold + 1: kept per database with the place words' lifetime. */
const titleCounts = cachePerDatabase<number>();

/** Turns on, for `db`, the cache of how many titles hold a word (0 turns it off). */
export function cacheTitleCounts(db: Executor, ttlMs: number) {
  titleCounts.configure(db, ttlMs);
}

/** A listing was written: its title may hold words that no title held. */
export function forgetTitleCounts(db: Executor) {
  titleCounts.clear(db);
}

/** How many listings (open or not) have `word` in their title, counted up to the threshold + 1. */
function titlesHolding(db: Executor, fields: SearchFields, word: string): Promise<number> {
  const title = fields.text[0];
  const table = (title as unknown as { table: PgTable }).table;
  const run = async () => {
    const holding = db.select({ one: sql`1` }).from(table).where(contains(lower(title), word)).limit(fewTitlesAtMost + 1).as('holding');
    const [row] = await db.select({ n: count() }).from(holding);
    return row?.n ?? 0;
  };
  return titleCounts.get(db, `${getTableName(table)}\u0000${fewTitlesAtMost}\u0000${word}`, run);
}

/** Words inside the title or the other text columns; short words are too noisy to look for. */
function textTerm(fields: SearchFields, word: string): SQL | null {
  if (word.length < 3) return null;
  return or(...fields.text.map((c) => contains(lower(c), word)))!;
}

/**
 * A place word inside the text of listings that are not at the place: only the text that is not the
 * listing's own places (a listing at the place matches by its columns); short words are too noisy.
 */
const placeInText = (fields: SearchFields, word: string): SQL | null =>
  word.length < 3 ? null : containsWritten(fields.elsewhere.text, word);

/** Words inside the title, without the listing's own places. */
const titleTerm = (fields: SearchFields, words: string): SQL => containsWritten(fields.elsewhere.title, words);

/** Names of a place worth finding inside free text (no two- or three-letter codes). */
function textNames(term: string, place: ResolvedPlace): string[] {
  const names = [...expandPlace(term), place.name.toLowerCase()];
  return [...new Set(names)].filter((name) => name.length >= 4 && !name.includes('.'));
}

async function routeSide(db: Executor, fields: SearchFields, columns: PlaceColumns[], term: string) {
  const place = await resolvePlace(db, term);
  const onPlace = placeMatch(columns, place) ?? never;
  // Near names of a typo count, below the exact ones.
  const exact = placeMatch(columns, place.exactNames) ?? never;
  const inText = fields.sidesMayMatchText
    ? or(...textNames(term, place).map((name) => placeInText(fields, name)).filter((c): c is SQL => c !== null))
    : undefined;
  // Only near names of a typo need a rank; exact names alone leave the order to the index.
  if (!inText) return { place, match: onPlace, exact: hasNearNames(place) ? exact : null };
  return { place, match: or(onPlace, inText)!, exact };
}

export async function buildSearch(db: Executor, fields: SearchFields, search: string | undefined): Promise<SearchSql | null> {
  if (!search) return null;
  const parsed = parseRouteQuery(search);

  if (parsed.from !== undefined || parsed.to !== undefined) {
    const [from, to] = await Promise.all([
      parsed.from ? routeSide(db, fields, fields.from, parsed.from) : null,
      parsed.to ? routeSide(db, fields, fields.to, parsed.to) : null,
    ]);
    const sides = [from, to].filter((side) => side !== null);
    const ranks = sides.flatMap((side) => (side.exact ? [asRank(side.exact)] : []));
    return {
      where: and(...sides.map((side) => side.match))!,
      rank: ranks.length > 0 ? sql.join(ranks, sql` + `) : null,
      route: { from: from?.place ?? null, to: to?.place ?? null },
      place: null,
      branches: null,
    };
  }

  const text = parsed.words.join(' ');
  // Both ends, once each (a container's ends are the same location columns).
  const everywhere = [...new Set([...fields.from, ...fields.to])];
  // Words of one or two letters ("es", "to") only count when they name a country ("uk", "us").
  const words = parsed.words.filter((word) => word.length >= 3 || countryCode(word));
  if (parsed.words.length === 0) return null;
  // Only short words ("%", "ab"): they can still name a place as a whole, else nothing matches.
  if (words.length === 0) {
    const whole = await resolvePlace(db, text, { fuzzy: false });
    return { where: (isResolved(whole) && placeMatch(everywhere, whole)) || never, rank: null, route: null, place: namedPlace(whole), branches: null };
  }
  // A place of several words ("Cape Town", "South Africa") is that place, searched as one word
  // (decision 0823): word by word, "south" and "africa" each stood for their near places or any text
  // holding them, and the branch of the exact place with the words in the title walked every open
  // gig for titles that name cities, not countries (93 ms on PostgreSQL).
  // Counted before short words are dropped: 'DR Congo' is one place, not 'congo' (the Republic of the Congo).
  const whole = parsed.words.length > 1 ? await resolvePlace(db, text, { fuzzy: false }) : null;
  // So is a typo of one ("Los Ageles", "Cap Town"): word by word, "ageles" (its trigrams in every
  // title naming Los Angeles and luggage) cost 86 ms on PostgreSQL.
  const phraseTypo = whole && !isResolved(whole) ? await phraseTypoOf(db, text) : null;
  const phrase = whole && isResolved(whole) ? whole : phraseTypo;
  const terms = phrase ? [text] : words;
  const places: ResolvedPlace[] = [];
  const perWord = await Promise.all(
    terms.map(async (word) => {
      const place = phrase ?? (await resolvePlace(db, word));
      const resolved = isResolved(place);
      places.push(place);
      const onPlaceParts = resolved ? placeParts(everywhere, place) : [];
      const exactParts = placeParts(everywhere, place.exactNames);
      const onPlace = anyOf(onPlaceParts);
      // A phrase's typo is looked for in titles only: in the about text its trigrams were in
      // every listing naming the place ("ls angeles": 8,000 rechecked, 42 ms).
      const text = phraseTypo ? titleTerm(fields, word) : resolved ? placeInText(fields, word) : textTerm(fields, word);
      const nearNames = hasNearNames(place);
      return {
        match: anyOf([onPlace, text].filter((c): c is SQL => c !== null)) ?? never,
        exact: anyOf(exactParts),
        exactParts,
        onPlaceParts: nearNames ? onPlaceParts : [],
        text,
        resolved,
      };
    }),
  );
  const where = and(...perWord.map((w) => w.match))!;
  // Exact place names first, then titles that contain the words, then the rest (near names).
  const exact = and(...perWord.map((w) => w.exact ?? never))!;
  const titleWords = terms.filter((w) => w.length >= 3);
  const title = lower(fields.text[0]);
  const inTitle = titleWords.length > 0 ? and(...titleWords.map((w) => contains(title, w)))! : null;
  // The same test in a form the planner neither estimates nor serves from the trigram index, for a
  // branch that an index on the place already narrows (see oneWordBranches).
  const titleHas = titleWords.length > 0 ? and(...titleWords.map((w) => sql`strpos(${title}, ${w}) > 0`))! : null;
  // One place word: a title counts for a listing elsewhere when it names the place elsewhere than as
  // the listing's own places (a title naming 'Equatorial Guinea', the listing's country, does not
  // rank it for 'Guinea').
  const elsewhere = terms.length === 1 && perWord[0]!.resolved && inTitle ? fields.elsewhere : null;
  const titleElsewhere = elsewhere ? containsWritten(elsewhere.title, terms[0]!) : null;
  // The rank tests the titles with strpos, the same test as the LIKE: a LIKE there would keep the
  // statement from being kept, or from being planned once (kept-plans.ts), though no index serves it.
  const titleHasElsewhere = elsewhere ? sql`strpos(${elsewhere.title}, ${terms[0]!}) > 0` : null;
  const titleRanks = titleHas && titleHasElsewhere ? and(titleHas, or(exact, titleHasElsewhere)) : titleHas;
  const oneWord = perWord.length === 1 ? perWord[0]! : null;
  // Few titles hold the word: the exact places' listings with it in their title are found through
  // the title's index (a written pattern, planned for that very word).
  const fewTitles =
    oneWord && inTitle && oneWord.exactParts.length > 0 && (await titlesHolding(db, fields, terms[0]!)) <= fewTitlesAtMost
      ? containsWritten(title, terms[0]!)
      : null;
  const titleTest = inTitle && titleHas ? { like: titleElsewhere ?? inTitle, has: titleHas, few: fewTitles } : null;
  return {
    where,
    rank: sql.join([asRank(exact), ...(titleRanks ? [asRank(titleRanks)] : [])], sql` + `),
    route: null,
    // One place as a whole (listed, a typo of one, or known and not listed yet: 'Ivory Coast').
    place: namedPlace(phrase ?? (whole?.country ? whole : terms.length === 1 ? places[0]! : null)),
    branches: oneWord ? oneWordBranches(oneWord, titleTest) : wordsBranches(exact, titleTest, where),
  };
}

/** The place a search names, when it stands for a listed place or a country we know. */
const namedPlace = (place: ResolvedPlace | null): ResolvedPlace | null => (place && (isResolved(place) || place.country !== null) ? place : null);

/** How near a phrase must be to a place of several words to be read as a typo of it (0.64 for "los ageles"). */
const PHRASE_TYPO_SIMILARITY = 0.5;

/** The place of several words that `text` (several words naming no place exactly) is a near typo of, or null. */
async function phraseTypoOf(db: Executor, text: string): Promise<ResolvedPlace | null> {
  const near = await resolvePlace(db, text);
  return isResolved(near) && near.similarity >= PHRASE_TYPO_SIMILARITY && near.name.includes(' ') ? near : null;
}

/**
 * The title holds the words: `like` for a branch of its own (the trigram index serves it), `has` for
 * a branch that an index on the place narrows, and `few` (the words written into the statement) when
 * few titles hold them at all (FEW_TITLES).
 */
type TitleTest = { like: SQL; has: SQL; few?: SQL | null } | null;

/**
 * The branches of a one-word search, ranked by exact place (E) plus title (T): E and T (rank 2), E
 * (rank 1 or 2), T (1 or 2), every place the word stands for, near names included (0 to 2), and the
 * text (0 to 2). A row of rank 2 is in the first, one of rank 1 in the second or third, one of rank
 * 0 in the last two: each in a branch whose rows all rank at least as high. The place branches come
 * split by place and end (a part of a branch ranks as the branch does), so that each part is walked
 * on an index of its own.
 */
function oneWordBranches(
  word: { exactParts: SQL[]; onPlaceParts: SQL[]; text: SQL | null },
  title: TitleTest,
): SearchBranches | null {
  const { exactParts, onPlaceParts, text } = word;
  const ranked: SQL[] = [];
  // With the LIKE the planner assumed the place and the word independent (a city's listings name it
  // in their titles), expected fewer rows than a page, fetched every match of both and sorted them
  // (10 ms for a page of one city's containers on PGlite); with strpos it walks the place's index in
  // the sort's order and stops after a page (0.5 ms). But a place whose listings seldom name it in
  // their titles (a country: "Guangzhou to Accra" is a China gig) was walked to its end: "China"
  // read 79,000 gigs for nothing (82 ms on PostgreSQL, 353 on PGlite). When few titles hold the word
  // at all, those titles are fetched through the trigram index instead, and the planner, which sees
  // the written word, knows they are few (decision 0820).
  if (title) ranked.push(...exactParts.map((part) => and(part, title.few ?? title.has)!));
  ranked.push(...exactParts);
  if (title) ranked.push(title.like);
  ranked.push(...onPlaceParts);
  if (text) ranked.push(text);
  // The count walks the same parts, each on an index of its own (index-only, migration 0010), where
  // their OR was a sequential scan until the cap (17 ms for a typo of Shanghai on PostgreSQL).
  const covering = [...(onPlaceParts.length > 0 ? onPlaceParts : exactParts), ...(text ? [text] : [])];
  return covering.length > 0 ? { ranked, covering, onlyPastCap: false } : null;
}

/**
 * The branches of a search of several words that is not one place ("Accra electronics", "small
 * electronics"; a place of several words, or a typo of one, is one word: see buildSearch), ranked
 * the same way by E (every word's exact place) plus T (every word in the title): E and T, E, T, then
 * every match. Without them a search of two words sorted every listing of its place for one page
 * (22 ms on PostgreSQL for 4,700 gigs). Each branch lies within the search (a short word such as
 * "uk" is not in the title test, so T is narrowed by it); the count is the plain one, and comes
 * first: below its cap the matches are fetched and sorted instead (onlyPastCap).
 */
function wordsBranches(exact: SQL, title: TitleTest, where: SQL): SearchBranches {
  const ranked = title ? [and(exact, title.has)!, exact, and(title.like, where)!, where] : [exact, where];
  return { ranked, covering: [where], onlyPastCap: true };
}
