import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterestResult } from '@spaceshare/shared/schemas/interest';
import { api } from '@/lib/api-client';
import { interestedQueryKey } from '@/lib/live-query-keys';
import type { ListingKind } from '../types';

/** GET /api/{gigs|containers}/{id}/interested: who registered interest, and whether I did. Signed-in only. */
export function getInterested(kind: ListingKind, id: string, signal?: AbortSignal): Promise<InterestResult> {
  return api<InterestResult>(`/${kind}/${encodeURIComponent(id)}/interested`, { signal });
}

export function interestedQueryOptions(kind: ListingKind, id: string, enabled = true) {
  return queryOptions({
    queryKey: interestedQueryKey(kind, id),
    queryFn: ({ signal }) => getInterested(kind, id, signal),
    enabled: enabled && !!id,
    // Interest changes while people browse; a stale list misleads the owner.
    staleTime: 30_000,
  });
}

export function useInterested(kind: ListingKind, id: string, enabled = true) {
  return useQuery(interestedQueryOptions(kind, id, enabled));
}
