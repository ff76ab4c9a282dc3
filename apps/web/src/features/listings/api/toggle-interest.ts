import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestResult } from '@spaceshare/shared/schemas/interest';
import { api } from '@/lib/api-client';
import type { ListingKind } from '../types';
import { interestedQueryKey } from '@/lib/live-query-keys';

/** POST /api/{gigs|containers}/{id}/interest: toggles my interest ("Make Offer"). */
export function toggleInterest(kind: ListingKind, id: string): Promise<InterestResult> {
  return api<InterestResult>(`/${kind}/${encodeURIComponent(id)}/interest`, { method: 'POST' });
}

/**
 * The answer is the new state, so it goes straight into the interested-list cache; the listing's
 * detail and lists are refreshed for their interestedCount (the Popular sort depends on it).
 */
export function useToggleInterest(kind: ListingKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleInterest(kind, id),
    onSuccess: (result) => {
      queryClient.setQueryData(interestedQueryKey(kind, id), result);
      void queryClient.invalidateQueries({ queryKey: [kind], predicate: (q) => q.queryKey[1] !== 'interested' });
    },
  });
}
