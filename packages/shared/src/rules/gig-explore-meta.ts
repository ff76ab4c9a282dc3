import { countryCode, countryName } from '../countries.js';
import { SITE_NAME } from '../pages.js';
import { gigListQuerySchema } from '../schemas/list-query.js';
import { hasVisibleText } from './clean-text.js';
import { acceptedQuery, genericExploreMeta, quoted, shown, type ExploreMeta, type UrlParams } from './explore-meta.js';
import { gigExploreQuery, toQueryString } from './explore-query.js';
import { knownPlace } from './place-aliases.js';
import { preview } from './preview.js';
import { parseRouteQuery } from './route-search.js';
import type { SearchUnderstood } from './search-fallback.js';

// Explore Luggage's title, description and share URL for the URL's parameters (decision 1804), the
// server's first HTML and the web's tab alike; see explore-meta.ts.

/** The longest place name a route title shows (an unknown side is the visitor's own text). */
const PLACE_MAX = 40;

const LOWER_WORDS = new Set(['and', 'da', 'de', 'del', 'des', 'do', 'du', 'es', 'la', 'le', 'of', 'the']);

/** 'dar es salaam' → 'Dar es Salaam', 'pointe-noire' → 'Pointe-Noire'. */
const capitalised = (name: string) =>
  name.replace(/(^|[\s-])(\p{L}+)/gu, (whole, before: string, word: string) =>
    before && LOWER_WORDS.has(word) ? whole : before + word.charAt(0).toUpperCase() + word.slice(1),
  );

/** A route side as a title names it: a country by its usual name ('usa' → 'United States'), else capitalised. */
function placeName(side: string): string {
  const code = countryCode(side);
  return preview(code ? countryName(code) : capitalised(shown(side)), PLACE_MAX);
}

/**
 * 'from China to Ghana', 'from Guangzhou', 'to Kenya', as the search box's parser reads the search;
 * null when it names no place we know ("how to pack" is words, not a route from "how").
 */
function routeWords(search: string): string | null {
  const { from, to } = parseRouteQuery(search);
  if (![from, to].some((side) => side !== undefined && knownPlace(side))) return null;
  return [from && `from ${placeName(from)}`, to && `to ${placeName(to)}`].filter(Boolean).join(' ');
}

/**
 * The places as the list answered them (x-search-understood): 'from China to Ghana' for 'china to
 * ghna', 'to or from Côte d'Ivoire' for 'Ivory Coast'.
 */
function understoodWords({ from, to, place }: SearchUnderstood): string {
  if (place) return `to or from ${preview(place, PLACE_MAX)}`;
  return [from && `from ${preview(from, PLACE_MAX)}`, to && `to ${preview(to, PLACE_MAX)}`].filter(Boolean).join(' ');
}

/**
 * Explore Luggage for the URL's parameters: 'Gigs from China to Ghana', 'Gigs matching “electronics”',
 * 'Gigs in “design”' (a category without a search), else the generic words. The search names the
 * page when both are set: a category no open gig has is not applied (the home page's destination
 * cards link to one), so it is not worth a word. Once the list has answered, `understood` (its
 * x-search-understood) names the places as searched, typos corrected.
 */
export function gigExploreMeta(params: UrlParams, understood?: SearchUnderstood | null): ExploreMeta {
  const query = acceptedQuery(gigListQuerySchema, gigExploreQuery(params));
  if (!query) return genericExploreMeta('/gigs');
  // One space between words: the search reads them so ("China  to Ghana" is the same view).
  const search = (query.search ?? '').replace(/\s+/g, ' ').trim();
  const cat = query.cat ?? '';
  const what = hasVisibleText(shown(search))
    ? ((understood && understoodWords(understood)) || (routeWords(search) ?? `matching ${quoted(search)}`))
    : hasVisibleText(shown(cat))
      ? `in ${quoted(cat.replace(/-/g, ' '))}`
      : null;
  if (!what) return genericExploreMeta('/gigs');
  return {
    title: `Gigs ${what}`,
    description: `Travellers with spare luggage space ${what}, priced per kg. Compare prices, chat with couriers and book on ${SITE_NAME}.`,
    path: `/gigs${toQueryString({ search, cat })}`,
  };
}
