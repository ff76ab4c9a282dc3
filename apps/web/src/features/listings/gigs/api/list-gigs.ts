import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import type { GigListQueryInput } from '@spaceshare/shared/schemas/list-query';
import { listPage, type ListPage } from '../../api/list-page';

/** The shared list query of GET /api/gigs, as the client sends it. */
export type GigListParams = GigListQueryInput;

export type GigPage = ListPage<Gig>;

/** GET /api/gigs: a page of gigs and the total from X-Total-Count. */
export function listGigs(params: GigListParams, signal?: AbortSignal): Promise<GigPage> {
  return listPage<Gig>('/gigs', params, signal);
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
