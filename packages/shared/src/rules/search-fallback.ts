// When a route search finds no open listing, the list answers the nearest useful ones instead of an
// empty page, grouped: the same countries, then the same destination from anywhere, then the same
// departure. Each item says its group (`matchGroup`); the `X-Search-Fallback` header describes the
// route as understood and the groups, so API clients can label them as the web does. No zod here:
// the Explore pages read the header without a schema library in their bundle.

export const SEARCH_FALLBACK_HEADER = 'x-search-fallback';

/** Items per fallback group: three groups fill about one Explore page. */
export const SEARCH_FALLBACK_GROUP_SIZE = 8;

export const MATCH_GROUPS = ['countries', 'destination', 'departure'] as const;
export type MatchGroup = (typeof MATCH_GROUPS)[number];

export interface ResolvedPlaceLabel {
  /** The place as the search named it, in English ('Accra', 'Ghana'). */
  name: string;
  /** Its country as listings spell it ('Ghana'); null when the place is unknown. */
  country: string | null;
}

export interface SearchFallback {
  from: ResolvedPlaceLabel | null;
  to: ResolvedPlaceLabel | null;
  /**
   * A search that names one place and no direction ('Côte d'Ivoire', 'Kisumu'): its groups are the
   * listings to its country and from it. Absent for a route (from and to then say it).
   */
  place?: ResolvedPlaceLabel;
  groups: Array<{ group: MatchGroup; count: number }>;
}

/** JSON in a header: non-ASCII escaped (\uXXXX), since header values are Latin-1. */
const headerJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const encodeFallbackHeader = (value: SearchFallback): string => headerJson(value);

/**
 * Sent with every page of a route search ('China to Ghana', 'to Kenya'): the route as understood, in
 * English ('Guangzhou', 'Ghana'), so a client offers to watch it only for searches that name one.
 */
export const SEARCH_ROUTE_HEADER = 'x-search-route';

export interface SearchRouteLabel {
  from: string | null;
  to: string | null;
}

export const encodeRouteHeader = (value: SearchRouteLabel): string => headerJson(value);

/**
 * A route from its two sides: a name, null for "anywhere", undefined for a side not understood. No
 * route when a side is not understood, or when both are anywhere.
 */
export function searchRoute(from: string | null | undefined, to: string | null | undefined): SearchRouteLabel | null {
  return from === undefined || to === undefined || (from === null && to === null) ? null : { from, to };
}

/** 'Guangzhou to Accra', 'Anywhere to Kenya', 'China to anywhere': a route alert's label. */
export const routeLabel = ({ from, to }: SearchRouteLabel): string => `${from ?? 'Anywhere'} to ${to ?? 'anywhere'}`;

const nameOrNull = (value: unknown): string | null | undefined => (value === null || typeof value === 'string' ? value : undefined);

/**
 * Sent with every page of a search whose places are all understood: a route ('china to ghna' →
 * from 'China', to 'Ghana'; null for "anywhere") or one place without a direction ('Ivory Coast' →
 * place "Côte d'Ivoire"), in English as listings spell them, and whether a typo was corrected to
 * get there, so a client can title the page by the names searched and say "Showing results for".
 */
export const SEARCH_UNDERSTOOD_HEADER = 'x-search-understood';

export interface SearchUnderstood {
  from: string | null;
  to: string | null;
  /** The one place a search named without a direction (from and to are then null). */
  place: string | null;
  /** True when a typed word was read as a near name ('ghna' → 'Ghana'), not as written. */
  corrected: boolean;
}

export const encodeUnderstoodHeader = (value: SearchUnderstood): string => headerJson(value);

/** 'China to Ghana', 'to Kenya', 'from China', 'Ghana': what the search was read as. */
export const understoodLabel = ({ from, to, place }: SearchUnderstood): string =>
  place ?? (from && to ? `${from} to ${to}` : from ? `from ${from}` : `to ${to ?? ''}`);

/**
 * A one-place search watched as the route to it ('Ghana' → 'to Ghana'): a route alert has a
 * direction, and buyers search the place they want things sent to.
 */
export const watchableRoute = (understood: SearchUnderstood | null | undefined): SearchRouteLabel | null =>
  understood?.place ? { from: null, to: understood.place } : null;

/** The header's value, or null when absent or not understood. */
export function decodeUnderstoodHeader(value: string | null | undefined): SearchUnderstood | null {
  const parsed = parseJson(value);
  if (!isObject(parsed) || typeof parsed.corrected !== 'boolean') return null;
  const from = nameOrNull(parsed.from);
  const to = nameOrNull(parsed.to);
  const place = nameOrNull(parsed.place);
  if (from === undefined || to === undefined || place === undefined || (from === null && to === null && place === null)) return null;
  return { from, to, place, corrected: parsed.corrected };
}

/** The header's value, or null when absent or not understood. */
export function decodeRouteHeader(value: string | null | undefined): SearchRouteLabel | null {
  const parsed = parseJson(value);
  return isObject(parsed) ? searchRoute(nameOrNull(parsed.from), nameOrNull(parsed.to)) : null;
}

function parseJson(value: string | null | undefined): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function placeLabel(value: unknown): ResolvedPlaceLabel | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || typeof value.name !== 'string') return undefined;
  if (value.country !== null && typeof value.country !== 'string') return undefined;
  return { name: value.name, country: value.country };
}

function group(value: unknown): SearchFallback['groups'][number] | undefined {
  if (!isObject(value) || !MATCH_GROUPS.includes(value.group as MatchGroup)) return undefined;
  if (typeof value.count !== 'number' || !Number.isInteger(value.count) || value.count < 0) return undefined;
  return { group: value.group as MatchGroup, count: value.count };
}

/** The header's value, or null when absent or not understood. */
export function decodeFallbackHeader(value: string | null | undefined): SearchFallback | null {
  const parsed = parseJson(value);
  if (!isObject(parsed) || !Array.isArray(parsed.groups)) return null;
  const from = placeLabel(parsed.from);
  const to = placeLabel(parsed.to);
  const place = parsed.place === undefined ? undefined : placeLabel(parsed.place);
  const groups = parsed.groups.map(group);
  if (from === undefined || to === undefined || place === null || groups.some((g) => g === undefined)) return null;
  if (parsed.place !== undefined && place === undefined) return null;
  return { from, to, ...(place && { place }), groups: groups as SearchFallback['groups'] };
}

type FallbackPlaces = Pick<SearchFallback, 'from' | 'to' | 'place'>;

/**
 * 'No gigs from Accra to Nairobi yet.' (or 'from Accra', 'to Nairobi' for one-sided searches, 'to or
 * from Kisumu' for one place).
 */
export function fallbackHeadline(noun: string, fallback: FallbackPlaces): string {
  if (fallback.place) return `No ${noun} to or from ${fallback.place.name} yet.`;
  const from = fallback.from ? ` from ${fallback.from.name}` : '';
  const to = fallback.to ? ` to ${fallback.to.name}` : '';
  return `No ${noun}${from}${to} yet.`;
}

/** 'Gigs from China to Kenya:', 'Gigs to Kenya:', 'Gigs from Ghana:'. */
export function fallbackGroupLabel(nounTitle: string, group: MatchGroup, fallback: FallbackPlaces): string {
  const from = fallback.from?.country ?? fallback.place?.country;
  const to = fallback.to?.country ?? fallback.place?.country;
  if (group === 'countries') return `${nounTitle} from ${from} to ${to}:`;
  if (group === 'destination') return `${nounTitle} to ${to}:`;
  return `${nounTitle} from ${from}:`;
}
