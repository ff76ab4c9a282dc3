import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Container } from '@spaceshare/shared/schemas/container';
import { api } from '@/lib/api-client';
import { containerQueryKey } from './get-container';

/** POST /api/containers/{id}/complete (owner only, expired containers only). */
export function completeContainer(id: string): Promise<Container> {
  return api<Container>(`/containers/${encodeURIComponent(id)}/complete`, { method: 'POST' });
}

export function useCompleteContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeContainer,
    onSuccess: (container) => {
      queryClient.setQueryData(containerQueryKey(container._id), container);
      return queryClient.invalidateQueries({ queryKey: ['containers', 'list'] });
    },
  });
}
