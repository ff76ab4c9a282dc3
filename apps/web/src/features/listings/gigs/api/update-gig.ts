import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gig, GigEditInput } from '@spaceshare/shared/schemas/gig';
import { api } from '@/lib/api-client';
import { gigQueryKey } from './get-gig';

/** PUT /api/gigs/{id} (owner only): the whole form again, with the space it was loaded with. */
export function updateGig(id: string, input: GigEditInput): Promise<Gig> {
  return api<Gig>(`/gigs/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateGig(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GigEditInput) => updateGig(id, input),
    onSuccess: (gig) => {
      // The gig page shows the answer at once; every list holding it (Explore, My Gigs, a profile) asks again.
      queryClient.setQueryData(gigQueryKey(gig._id), gig);
      return queryClient.invalidateQueries({ queryKey: ['gigs', 'list'] });
    },
  });
}
