import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRequest, PendingRequests, RequestListQuery } from '@spaceshare/shared/schemas/booking-request';
import { api } from './api-client';
import { requestsQueryKey } from './live-query-keys';

// Booking requests are read by the listing pages (the buyer's own request, the owner's requests), the
// owner's tables, the navbar badge and the /requests page, so their reads live below the features.

/** GET /api/requests: mine as buyer and seller, newest first, narrowed by role, status and listing. */
export function getRequests(filters: RequestListQuery, signal?: AbortSignal): Promise<BookingRequest[]> {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
  const query = params.toString();
  return api<BookingRequest[]>(`/requests${query ? `?${query}` : ''}`, { signal });
}

export const requestsQueryOptions = (filters: RequestListQuery = {}, enabled = true) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'list', filters],
    queryFn: ({ signal }) => getRequests(filters, signal),
    enabled,
  });

export function useRequests(filters: RequestListQuery = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(requestsQueryOptions(filters, enabled));
}

/** GET /api/requests/pending: what I have to answer as a seller, in all and per listing. */
export function getPendingRequests(signal?: AbortSignal): Promise<PendingRequests> {
  return api<PendingRequests>('/requests/pending', { signal });
}

export function usePendingRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...requestsQueryKey, 'pending'],
    queryFn: ({ signal }) => getPendingRequests(signal),
    enabled,
  });
}
