import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GigSort } from '@spaceshare/shared/constants';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import { apiRequest, toQueryString } from '@/lib/api-client';

export type GigListParams = {
  search?: string;
  cat?: string;
  min?: string;
  max?: string;
  sort?: GigSort;
  userId?: string;
  page?: number;
  limit?: number;
};

export type GigPage = { items: Gig[]; total: number };

/** GET /api/gigs: a page of gigs and the total from X-Total-Count. */
export async function listGigs(params: GigListParams, signal?: AbortSignal): Promise<GigPage> {
  const { data, headers } = await apiRequest<Gig[]>(`/gigs${toQueryString(params)}`, { signal });
  const total = Number(headers.get('x-total-count'));
  return { items: data, total: Number.isFinite(total) && headers.has('x-total-count') ? total : data.length };
}

export const gigListQueryKey = (params: GigListParams) => ['gigs', 'list', params] as const;

export function gigListQueryOptions(params: GigListParams) {
  return queryOptions({
    queryKey: gigListQueryKey(params),
    queryFn: ({ signal }) => listGigs(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGigs(params: GigListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...gigListQueryOptions(params), enabled: options.enabled ?? true });
}
