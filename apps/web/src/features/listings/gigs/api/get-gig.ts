import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import { api } from '@/lib/api-client';

/** GET /api/gigs/single/{id}. */
export function getGig(id: string, signal?: AbortSignal): Promise<Gig> {
  return api<Gig>(`/gigs/single/${encodeURIComponent(id)}`, { signal });
}

export const gigQueryKey = (id: string) => ['gigs', 'detail', id] as const;

export function gigQueryOptions(id: string) {
  return queryOptions({ queryKey: gigQueryKey(id), queryFn: ({ signal }) => getGig(id, signal), enabled: !!id });
}

export function useGig(id: string) {
  return useQuery(gigQueryOptions(id));
}
