import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import type { Order } from '@spaceshare/shared/schemas/order';
import { api } from './api-client';
import { interestedQueryKey, ordersQueryKey, requestsQueryKey } from './live-query-keys';

// Answers to a booking request: the owner accepts (an order) or declines, the buyer withdraws. Used on
// the listing page (owner and buyer) and on /requests.

const path = (id: string, action: string) => `/requests/${encodeURIComponent(id)}/${action}`;

/** POST /api/requests/{id}/accept: the order for `quantity` (or the requested quantity). */
export const acceptRequest = (id: string, quantity?: number) => api<Order>(path(id, 'accept'), { method: 'POST', body: { quantity } });

/** POST /api/requests/{id}/decline, with an optional reason. */
export const declineRequest = (id: string, reason?: string) =>
  api<BookingRequest>(path(id, 'decline'), { method: 'POST', body: reason ? { reason } : {} });

/** POST /api/requests/{id}/withdraw (the buyer). */
export const withdrawRequest = (id: string) => api<BookingRequest>(path(id, 'withdraw'), { method: 'POST', body: {} });

/**
 * Requests and orders may have changed, and who is interested in the listing: a declined or withdrawn
 * request ends the buyer's interest (decision 2101). An accept also took space: the whole listing.
 */
function refreshAfterAnswer(qc: QueryClient, request: BookingRequest, { booked = false } = {}) {
  const listing = booked ? [`${request.listingType}s`] : interestedQueryKey(`${request.listingType}s`, request.listingId);
  return Promise.all([
    qc.invalidateQueries({ queryKey: requestsQueryKey }),
    qc.invalidateQueries({ queryKey: ordersQueryKey }),
    qc.invalidateQueries({ queryKey: listing }),
  ]);
}

export function useAcceptRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ request, quantity }: { request: BookingRequest; quantity?: number }) => acceptRequest(request._id, quantity),
    onSuccess: (_order, { request }) => refreshAfterAnswer(qc, request, { booked: true }),
  });
}

export function useDeclineRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ request, reason }: { request: BookingRequest; reason?: string }) => declineRequest(request._id, reason),
    onSuccess: (_answer, { request }) => refreshAfterAnswer(qc, request),
  });
}

export function useWithdrawRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequest) => withdrawRequest(request._id),
    onSuccess: (_answer, request) => refreshAfterAnswer(qc, request),
  });
}
