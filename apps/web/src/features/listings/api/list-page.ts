import {
  decodeFallbackHeader,
  decodeRouteHeader,
  decodeUnderstoodHeader,
  SEARCH_FALLBACK_HEADER,
  SEARCH_ROUTE_HEADER,
  SEARCH_UNDERSTOOD_HEADER,
  type SearchFallback,
  type SearchRouteLabel,
  type SearchUnderstood,
} from '@spaceshare/shared/rules/search-fallback';
import { toQueryString } from '@spaceshare/shared/rules/explore-query';
import { apiRequest } from '@/lib/api-client';

export type ListPage<T> = {
  items: T[];
  total: number;
  /** Set when a route search found nothing and `items` are the nearest listings, grouped. */
  fallback: SearchFallback | null;
  /** Set when the search names a route of known places: it can be watched (route alerts). */
  route?: SearchRouteLabel | null;
  /** Set when every place of the search is understood: the names searched, typos corrected. */
  understood?: SearchUnderstood | null;
};

/** GET `path` with the list query: a page of listings and the total from X-Total-Count. */
export async function listPage<T>(path: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<ListPage<T>> {
  const { data, headers } = await apiRequest<T[]>(`${path}${toQueryString(params)}`, { signal });
  const total = Number(headers.get('x-total-count'));
  return {
    items: data,
    total: Number.isFinite(total) && headers.has('x-total-count') ? total : data.length,
    fallback: decodeFallbackHeader(headers.get(SEARCH_FALLBACK_HEADER)),
    route: decodeRouteHeader(headers.get(SEARCH_ROUTE_HEADER)),
    understood: decodeUnderstoodHeader(headers.get(SEARCH_UNDERSTOOD_HEADER)),
  };
}
