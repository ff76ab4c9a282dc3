import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@spaceshare/shared/schemas/booking-request';
import type { Order } from '@spaceshare/shared/schemas/order';
import { api } from './api-client';
import { ordersQueryKey, requestsQueryKey } from './live-query-keys';

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

/** Requests, orders and the listing's space may all have changed. */
export function refreshAfterAnswer(qc: QueryClient, listingType?: BookingRequest['listingType']) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: requestsQueryKey }),
    qc.invalidateQueries({ queryKey: ordersQueryKey }),
    listingType ? qc.invalidateQueries({ queryKey: [`${listingType}s`] }) : undefined,
  ]);
}

export function useAcceptRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ request, quantity }: { request: BookingRequest; quantity?: number }) => acceptRequest(request._id, quantity),
    onSuccess: (_order, { request }) => refreshAfterAnswer(qc, request.listingType),
  });
}

export function useDeclineRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ request, reason }: { request: BookingRequest; reason?: string }) => declineRequest(request._id, reason),
    onSuccess: () => refreshAfterAnswer(qc),
  });
}

export function useWithdrawRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequest) => withdrawRequest(request._id),
    onSuccess: () => refreshAfterAnswer(qc),
  });
}
