import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { INITIAL_DATA_ID, matchAppPath, type DataPath, type InitialData } from '@spaceshare/shared/pages';
import { containerQueryKey } from '@/features/listings/containers/api/get-container';
import { gigQueryKey } from '@/features/listings/gigs/api/get-gig';
import { publicUserQueryKey } from '@/lib/get-public-user';

// The server sends a listing's or a profile's data with the page's HTML (issue 13,
// docs/decisions/1301). Put into the query the page is about to ask, it lets the page draw as soon
// as its code arrives instead of asking the API only then.

/** The query each page with data asks for (the same keys as its API call's file). */
const QUERY_KEYS = {
  '/gig/:id': gigQueryKey,
  '/container/:id': containerQueryKey,
  '/profile/:userId': publicUserQueryKey,
} satisfies Record<DataPath, (id: string) => QueryKey>;

function readInitialData(doc: Document): InitialData | null {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<InitialData> | null;
    return value && typeof value.page === 'string' && value.page in QUERY_KEYS && typeof value.id === 'string' && value.data
      ? (value as InitialData)
      : null;
  } catch {
    return null;
  }
}

/**
 * Seeds the query cache with the data sent for the page at `pathname` (never another page's). It
 * counts as read when the server read it, so it stays fresh as long as a fetched answer would (the
 * client's staleTime) and a page restored from the browser's history much later asks again.
 */
export function seedInitialData(queryClient: QueryClient, doc: Document = document, pathname = window.location.pathname): void {
  const initial = readInitialData(doc);
  if (!initial) return;
  const match = matchAppPath(pathname);
  if (match?.path !== initial.page || (match.params.id ?? match.params.userId) !== initial.id) return;
  const readAt = Date.parse(initial.at);
  const updatedAt = Number.isNaN(readAt) ? Date.now() : Math.min(readAt, Date.now());
  queryClient.setQueryData(QUERY_KEYS[initial.page](initial.id), initial.data, { updatedAt });
}
