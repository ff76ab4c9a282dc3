import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest, BookingRequestFormInput } from '@spaceshare/shared/schemas/booking-request';
import { api } from '@/lib/api-client';
import { interestedQueryKey, requestsQueryKey } from '@/lib/live-query-keys';
import type { ListingKind } from '../types';

/** POST /api/{gigs|containers}/{id}/requests: ask the owner for a quantity of space. */
export function createRequest(kind: ListingKind, id: string, input: BookingRequestFormInput): Promise<BookingRequest> {
  return api<BookingRequest>(`/${kind}/${encodeURIComponent(id)}/requests`, { method: 'POST', body: input });
}

/** Asking also registers interest, so the interested list and count refresh with my requests. */
export function useCreateRequest(kind: ListingKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingRequestFormInput) => createRequest(kind, id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: interestedQueryKey(kind, id) }),
      ]),
  });
}
