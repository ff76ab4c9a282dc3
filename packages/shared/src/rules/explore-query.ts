import { CONTAINER_SORTS, CONTAINER_TYPES, DEFAULT_CONTAINER_SORT, DEFAULT_GIG_SORT, GIG_SORTS, LIMITS, PAGE } from '../constants.js';

// The list query each Explore page asks for its URL's parameters (issue 13). The web's pages build
// their request with these and the server sends that page of results with the HTML: the two must
// agree to the letter, since the query is the client's cache key.

type UrlParams = Pick<URLSearchParams, 'get'>;

const text = (params: UrlParams, key: string) => params.get(key) ?? '';

/** The parameter if it is one of `allowed`, else `fallback`. */
function oneOf<T extends string, F extends T | ''>(params: UrlParams, key: string, allowed: readonly T[], fallback: F): T | F {
  const value = params.get(key);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A price the API takes: a decimal of zero or more, as a number input writes it. */
const PRICE = /^\+?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A price bound from the URL, as the API takes it: above the API's cap it is the cap (a budget of
 * 99999999999999999999 was a 400 and the page's generic error), and what is no price is no bound.
 */
function priceBound(params: UrlParams, key: string): string {
  const value = text(params, key).trim();
  if (!PRICE.test(value)) return '';
  return Number(value) > LIMITS.PRICE_FILTER_MAX ? String(LIMITS.PRICE_FILTER_MAX) : value;
}

/** The URL's price range; a reversed one is swapped, as the range filter does on Apply. */
function priceRange(params: UrlParams): { min: string; max: string } {
  const min = priceBound(params, 'min');
  const max = priceBound(params, 'max');
  return min !== '' && max !== '' && Number(min) > Number(max) ? { min: max, max: min } : { min, max };
}

/** The 1-based page in the URL, at most the last the API serves; anything else is the first. */
export const explorePage = (params: UrlParams): number =>
  Math.min(PAGE.MAX_PAGE, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));

/** Explore Luggage: route search, category, budget per kg, sort and page. */
export function gigExploreQuery(params: UrlParams) {
  return {
    // Cut to what the API takes: 'Try again' could never mend a 400.
    search: searchText(params),
    cat: text(params, 'cat'),
    ...priceRange(params),
    sort: oneOf(params, 'sort', GIG_SORTS, DEFAULT_GIG_SORT),
    page: explorePage(params),
    limit: PAGE.DEFAULT_LIMIT,
  };
}

/** The URL's search, cut to what the API takes (a longer one in a shared link was a 400 and the page's error). */
const searchText = (params: UrlParams) => text(params, 'search').slice(0, LIMITS.SEARCH_MAX);

/** Explore Containers: location search (decision 2205), price per CBM, container type, sort and page. */
export function containerExploreQuery(params: UrlParams) {
  return {
    search: searchText(params),
    ...priceRange(params),
    containerType: oneOf(params, 'containerType', CONTAINER_TYPES, ''),
    sort: oneOf(params, 'sort', CONTAINER_SORTS, DEFAULT_CONTAINER_SORT),
    page: explorePage(params),
    limit: PAGE.DEFAULT_LIMIT,
  };
}

/** A query string ('?a=1&b=x', or '') of the plain values; empty ones mean "no filter" and stay out. */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if ((typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') || v === '') continue;
    search.set(k, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
