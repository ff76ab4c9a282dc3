import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gig, GigFormInput } from '@spaceshare/shared/schemas/gig';
import { api } from '@/lib/api-client';

/** POST /api/gigs. The owner is the session user. */
export function createGig(input: GigFormInput): Promise<Gig> {
  return api<Gig>('/gigs', { method: 'POST', body: input });
}

export function useCreateGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gigs', 'list'] }),
  });
}
