import type { z } from 'zod';
import { PAGE_META, SITE_NAME, type PageMeta } from '../pages.js';
import { containerListQuerySchema } from '../schemas/list-query.js';
import { hasVisibleText } from './clean-text.js';
import { containerExploreQuery, toQueryString } from './explore-query.js';
import { preview } from './preview.js';

// What an Explore page says about itself for the URL's parameters (decision 1804): the title and
// description the server writes into the first HTML (and Open Graph), the same words the web sets
// after a search, and the one URL a shared view is known by. Both sides call these functions, so a
// link preview and the browser tab never disagree. Explore Luggage's words are in
// gig-explore-meta.ts, apart: reading a route brings the search parser's place names, which the
// containers page has no use for.

export type UrlParams = Pick<URLSearchParams, 'get'>;

export interface ExploreMeta extends PageMeta {
  /**
   * The page's path with only the parameters that decide what it lists, in a fixed order
   * ('/gigs?search=China+to+Ghana&cat=design'): the canonical and share URL of the view. Page,
   * sort and price range stay out: they order or narrow the same listings, and one URL per search
   * gathers its shares.
   */
  path: string;
}

/** The longest piece of the URL's text a title quotes; past it, '...'. */
const QUOTE_MAX = 60;

/**
 * The list query as the API reads it (the same round trip through a query string as the web's
 * request and the server's first list), or null when the API would refuse it: the page then shows
 * the API's error, under the generic words.
 */
export function acceptedQuery<T>(schema: z.ZodType<T>, query: Record<string, unknown>): T | null {
  const parsed = schema.safeParse(Object.fromEntries(new URLSearchParams(toQueryString(query))));
  return parsed.success ? parsed.data : null;
}

export const genericExploreMeta = (path: '/gigs' | '/containers'): ExploreMeta => ({ ...PAGE_META[path], path });

/** Text from the URL as a title shows it: quotes people copy from the placeholder and control characters out, one space between words. */
export const shown = (text: string) =>
  text
    .replace(/["“”«»\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** '“electronics”', cut to QUOTE_MAX characters. */
export const quoted = (text: string) => `“${preview(shown(text), QUOTE_MAX)}”`;

/**
 * Explore Containers for the URL's parameters: 'Containers matching “Yiwu”' for a search (decision
 * 2205; once the list has answered, by the names it searched: `understood`, its x-search-understood
 * label), '40ft containers' for a type, both together, else the generic words.
 */
export function containerExploreMeta(params: UrlParams, understood?: string | null): ExploreMeta {
  const query = acceptedQuery(containerListQuerySchema, containerExploreQuery(params));
  const type = query?.containerType;
  const search = (query?.search ?? '').replace(/\s+/g, ' ').trim();
  const searched = hasVisibleText(shown(search)) ? ` matching ${quoted(understood || search)}` : '';
  if (!type && !searched) return genericExploreMeta('/containers');
  const what = type ? `${type} containers` : 'Containers';
  return {
    title: `${what}${searched}`,
    description: `Shared ${type ? `${type} ` : ''}shipping containers${searched} with spare cargo space, priced per CBM. Compare prices, chat with container owners and book on ${SITE_NAME}.`,
    path: `/containers${toQueryString({ search, containerType: type })}`,
  };
}
