import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gigQueryKey } from './get-gig';

/** DELETE /api/gigs/{id} (owner only). */
export function deleteGig(id: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/gigs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGig,
    onSuccess: (_res, id) => {
      queryClient.removeQueries({ queryKey: gigQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: ['gigs', 'list'] });
    },
  });
}
