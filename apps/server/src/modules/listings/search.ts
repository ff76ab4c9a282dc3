import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countryCode } from '@spaceshare/shared/countries';
import { expandPlace, parseRouteQuery } from '@spaceshare/shared/rules/route-search';

// Route-aware search ("China to Ghana", "Guangzhou → Accra", "china-ghana", plain words) as SQL that
// the trigram GIN indexes on lower(column) can serve: `=`/`in` for exact names, `%` (similarity) and
// `<%` (word similarity) for typos, LIKE for words inside titles.

export interface PlaceColumns {
  city: AnyPgColumn;
  country: AnyPgColumn;
}

export interface SearchFields {
  /** Where the listing leaves from. */
  from: PlaceColumns[];
  /** Where it goes to. */
  to: PlaceColumns[];
  /** Free text: the first one is the title (also matched by word similarity). */
  text: [AnyPgColumn, ...AnyPgColumn[]];
  /**
   * Containers have one location; the far end of their route is only named in the text, so a route
   * side may be satisfied by the text (ranked below a location match).
   */
  sidesMayMatchText: boolean;
}

export interface SearchSql {
  where: SQL;
  /** Higher is better; null when every match is equally exact (the index order then decides). */
  rank: SQL | null;
}

const lower = (column: AnyPgColumn) => sql`lower(${column})`;
const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const asRank = (condition: SQL) => sql`(case when ${condition} then 1 else 0 end)`;

interface Term {
  match: SQL;
  /** When some matches are fuzzy: the condition of the exact ones. */
  exact: SQL | null;
}

/** A place name against city and country columns: aliases exactly, unknown names also fuzzily. */
function placeTerm(places: PlaceColumns[], term: string, { fuzzy = true } = {}): Term {
  if (countryCode(term)) {
    const forms = expandPlace(term);
    // Country columns only: one btree on (lower(destination_country), lower(departure_country), ...)
    // then serves a whole "country to country" count.
    const match = or(...places.map((p) => sql`${lower(p.country)} in (${list(forms)})`))!;
    return { match, exact: null };
  }
  const exact = or(...places.flatMap((p) => [sql`${lower(p.city)} = ${term}`, sql`${lower(p.country)} = ${term}`]))!;
  if (!fuzzy || term.length < 3) return { match: exact, exact: null };
  const similar = or(
    ...places.flatMap((p) => [
      sql`${lower(p.city)} % ${term}`,
      sql`${term} <% ${lower(p.city)}`,
      sql`${lower(p.country)} % ${term}`,
    ]),
  )!;
  return { match: or(exact, similar)!, exact };
}

/** Words inside the title or the other text columns; short words are too noisy to look for. */
function textTerm(fields: SearchFields, word: string): SQL | null {
  if (word.length < 3) return null;
  const pattern = `%${escapeLike(word)}%`;
  const [title] = fields.text;
  return or(...fields.text.map((c) => sql`${lower(c)} like ${pattern}`), sql`${word} <% ${lower(title)}`)!;
}

/** Names of a place worth finding inside free text (no two- or three-letter codes). */
function textNames(term: string): string[] {
  return expandPlace(term).filter((name) => name.length >= 4 && !name.includes('.'));
}

function routeSide(fields: SearchFields, places: PlaceColumns[], term: string): Term {
  const place = placeTerm(places, term);
  if (!fields.sidesMayMatchText) return place;
  const inText = or(...textNames(term).map((name) => textTerm(fields, name)).filter((c): c is SQL => c !== null));
  if (!inText) return place;
  return { match: or(place.match, inText)!, exact: place.match };
}

export function buildSearch(fields: SearchFields, search: string | undefined): SearchSql | null {
  if (!search) return null;
  const parsed = parseRouteQuery(search);
  const ranks: SQL[] = [];
  const where: SQL[] = [];

  if (parsed.from !== undefined || parsed.to !== undefined) {
    for (const [term, places] of [
      [parsed.from, fields.from],
      [parsed.to, fields.to],
    ] as const) {
      if (!term) continue;
      const side = routeSide(fields, places, term);
      where.push(side.match);
      if (side.exact) ranks.push(asRank(side.exact));
    }
  } else {
    const text = parsed.words.join(' ');
    const everywhere = [...fields.from, ...fields.to];
    // Words of one or two letters ("es", "to") only count when they name a country ("uk", "us").
    const words = parsed.words.filter((word) => word.length >= 3 || countryCode(word));
    const perWord = words.map((word) => {
      const place = placeTerm(everywhere, word);
      const inText = textTerm(fields, word);
      return { match: inText ? or(place.match, inText)! : place.match, exact: place.exact ?? place.match };
    });
    // A multi-word place ("dar es salaam", "south africa") also matches as a whole, exactly.
    const whole = words.length === 1 ? null : placeTerm(everywhere, text, { fuzzy: false });
    const allWords = perWord.length > 0 ? and(...perWord.map((w) => w.match))! : null;
    const match = whole && allWords ? or(whole.match, allWords)! : (whole?.match ?? allWords);
    if (!match) return null;
    where.push(match);
    // Exact place names first, then titles that contain the words, then the rest (fuzzy).
    ranks.push(asRank(whole ? or(whole.match, and(...perWord.map((w) => w.exact)))! : perWord[0]!.exact));
    const titleWords = words.filter((w) => w.length >= 3);
    if (titleWords.length > 0) {
      ranks.push(asRank(and(...titleWords.map((w) => sql`${lower(fields.text[0])} like ${`%${escapeLike(w)}%`}`))!));
    }
  }

  if (where.length === 0) return null;
  const rank = ranks.length > 0 ? sql.join(ranks, sql` + `) : null;
  return { where: and(...where)!, rank };
}
