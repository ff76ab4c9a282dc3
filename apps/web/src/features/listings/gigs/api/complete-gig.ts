import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gig } from '@spaceshare/shared/schemas/gig';
import { api } from '@/lib/api-client';
import { gigQueryKey } from './get-gig';

/** POST /api/gigs/{id}/complete (owner only, expired gigs only). */
export function completeGig(id: string): Promise<Gig> {
  return api<Gig>(`/gigs/${encodeURIComponent(id)}/complete`, { method: 'POST' });
}

export function useCompleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeGig,
    onSuccess: (gig) => {
      queryClient.setQueryData(gigQueryKey(gig._id), gig);
      return queryClient.invalidateQueries({ queryKey: ['gigs', 'list'] });
    },
  });
}
