import { z } from 'zod';

// When a route search finds no open listing, the list answers the nearest useful ones instead of an
// empty page, grouped: the same countries, then the same destination from anywhere, then the same
// departure. Each item says its group (`matchGroup`); the `X-Search-Fallback` header describes the
// route as understood and the groups, so API clients can label them as the web does.

export const SEARCH_FALLBACK_HEADER = 'x-search-fallback';

/** Items per fallback group: three groups fill about one Explore page. */
export const SEARCH_FALLBACK_GROUP_SIZE = 8;

export const matchGroupSchema = z.enum(['countries', 'destination', 'departure']);
export type MatchGroup = z.infer<typeof matchGroupSchema>;

const resolvedPlaceSchema = z.object({
  /** The place as the search named it, in English ('Accra', 'Ghana'). */
  name: z.string(),
  /** Its country as listings spell it ('Ghana'); null when the place is unknown. */
  country: z.string().nullable(),
});
export type ResolvedPlaceLabel = z.infer<typeof resolvedPlaceSchema>;

export const searchFallbackSchema = z.object({
  from: resolvedPlaceSchema.nullable(),
  to: resolvedPlaceSchema.nullable(),
  groups: z.array(z.object({ group: matchGroupSchema, count: z.number().int().nonnegative() })),
});
export type SearchFallback = z.infer<typeof searchFallbackSchema>;

/** JSON in a header: non-ASCII escaped (\uXXXX), since header values are Latin-1. */
export function encodeFallbackHeader(value: SearchFallback): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The header's value, or null when absent or not understood. */
export function decodeFallbackHeader(value: string | null | undefined): SearchFallback | null {
  if (!value) return null;
  try {
    const parsed = searchFallbackSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
