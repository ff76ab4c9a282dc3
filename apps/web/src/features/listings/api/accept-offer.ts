import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptOfferInput, Order } from '@spaceshare/shared/schemas/order';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from '@/lib/live-query-keys';
import type { ListingKind } from '../types';

/** POST /api/{gigs|containers}/{id}/accept: the owner turns an interested user's offer into an order. */
export function acceptOffer(kind: ListingKind, listingId: string, input: AcceptOfferInput): Promise<Order> {
  return api<Order>(`/${kind}/${encodeURIComponent(listingId)}/accept`, { method: 'POST', body: input });
}

/** On success everything about that listing line (detail: space left, lists, interest) and my orders refresh. */
export function useAcceptOffer(kind: ListingKind, listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptOfferInput) => acceptOffer(kind, listingId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [kind] }),
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      ]),
  });
}
