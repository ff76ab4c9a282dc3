import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RemovedListings } from '@spaceshare/shared/schemas/removed-listing';
import { api } from '@/lib/api-client';
import { LISTING_NOUN, type ListingKind } from '../types';

/** GET /api/listings/removed?type=gig|container: my listings an operator removed, latest first (signed-in only). */
export function listRemoved(kind: ListingKind, signal?: AbortSignal): Promise<RemovedListings> {
  return api<RemovedListings>(`/listings/removed?type=${LISTING_NOUN[kind]}`, { signal });
}

export const removedQueryKey = (kind: ListingKind) => [kind, 'removed'] as const;

export function removedQueryOptions(kind: ListingKind, enabled = true) {
  return queryOptions({
    queryKey: removedQueryKey(kind),
    queryFn: ({ signal }) => listRemoved(kind, signal),
    enabled,
  });
}

export function useRemovedListings(kind: ListingKind, enabled = true) {
  return useQuery(removedQueryOptions(kind, enabled));
}
