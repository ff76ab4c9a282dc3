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
  const groups = parsed.groups.map(group);
  if (from === undefined || to === undefined || groups.some((g) => g === undefined)) return null;
  return { from, to, groups: groups as SearchFallback['groups'] };
}

/** 'No gigs from Accra to Nairobi yet.' (or 'from Accra', 'to Nairobi' for one-sided searches). */
export function fallbackHeadline(noun: string, fallback: Pick<SearchFallback, 'from' | 'to'>): string {
  const from = fallback.from ? ` from ${fallback.from.name}` : '';
  const to = fallback.to ? ` to ${fallback.to.name}` : '';
  return `No ${noun}${from}${to} yet.`;
}

/** 'Gigs from China to Kenya:', 'Gigs to Kenya:', 'Gigs from Ghana:'. */
export function fallbackGroupLabel(nounTitle: string, group: MatchGroup, fallback: Pick<SearchFallback, 'from' | 'to'>): string {
  const from = fallback.from?.country;
  const to = fallback.to?.country;
  if (group === 'countries') return `${nounTitle} from ${from} to ${to}:`;
  if (group === 'destination') return `${nounTitle} to ${to}:`;
  return `${nounTitle} from ${from}:`;
}
