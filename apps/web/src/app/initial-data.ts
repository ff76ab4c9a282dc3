import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { INITIAL_DATA_ID, matchAppPath, type DataPath, type InitialData } from '@spaceshare/shared/pages';
import { containerExploreQuery, gigExploreQuery, toQueryString } from '@spaceshare/shared/rules/explore-query';
import { containerQueryKey } from '@/features/listings/containers/api/get-container';
import { containerListQueryKey } from '@/features/listings/containers/api/list-containers';
import { gigQueryKey } from '@/features/listings/gigs/api/get-gig';
import { gigListQueryKey } from '@/features/listings/gigs/api/list-gigs';
import { publicUserQueryKey } from '@/lib/get-public-user';

// The server sends a listing's or a profile's data, or an Explore page's first list, with the page's
// HTML (issue 13, docs/decisions/1301). Put into the query the page is about to ask, it lets the page
// draw as soon as its code arrives instead of asking the API only then.

type PageQuery = { id: string | undefined; key: QueryKey };
const byId = (queryKey: (id: string) => QueryKey) => (params: Record<string, string>): PageQuery => {
  const id = params.id ?? params.userId;
  return { id, key: queryKey(id ?? '') };
};
/** A list page's query is its URL's parameters read as the page reads them. */
const byList = <Q extends Record<string, unknown>>(read: (search: URLSearchParams) => Q, queryKey: (query: Q) => QueryKey) => (_params: unknown, search: URLSearchParams): PageQuery => {
  const query = read(search);
  return { id: toQueryString(query), key: queryKey(query) };
};

/** The query each page with data asks for (the same keys as its API call's file), and its data's id. */
const QUERIES = {
  '/gig/:id': byId(gigQueryKey),
  '/container/:id': byId(containerQueryKey),
  '/profile/:userId': byId(publicUserQueryKey),
  '/gigs': byList(gigExploreQuery, gigListQueryKey),
  '/containers': byList(containerExploreQuery, containerListQueryKey),
} satisfies Record<DataPath, (params: Record<string, string>, search: URLSearchParams) => PageQuery>;

function readInitialData(doc: Document): InitialData | null {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<InitialData> | null;
    return value && typeof value.page === 'string' && value.page in QUERIES && typeof value.id === 'string' && value.data
      ? (value as InitialData)
      : null;
  } catch {
    return null;
  }
}

/**
 * Seeds the query cache with the data sent for the page at `pathname` and `search` (never another
 * page's, nor another list's). It
 * counts as read when the server read it, so it stays fresh as long as a fetched answer would (the
 * client's staleTime) and a page restored from the browser's history much later asks again.
 */
export function seedInitialData(
  queryClient: QueryClient,
  doc: Document = document,
  pathname = window.location.pathname,
  search = window.location.search,
): void {
  const initial = readInitialData(doc);
  if (!initial) return;
  const match = matchAppPath(pathname);
  if (match?.path !== initial.page) return;
  const query = QUERIES[initial.page](match.params, new URLSearchParams(search));
  if (query.id !== initial.id) return;
  const readAt = Date.parse(initial.at);
  const updatedAt = Number.isNaN(readAt) ? Date.now() : Math.min(readAt, Date.now());
  queryClient.setQueryData(query.key, initial.data, { updatedAt });
}
