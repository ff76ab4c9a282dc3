import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Container, ContainerEditInput } from '@spaceshare/shared/schemas/container';
import { api } from '@/lib/api-client';
import { containerQueryKey } from './get-container';

/** PUT /api/containers/{id} (owner only): the whole form again, with the space it was loaded with. */
export function updateContainer(id: string, input: ContainerEditInput): Promise<Container> {
  return api<Container>(`/containers/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateContainer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContainerEditInput) => updateContainer(id, input),
    onSuccess: (container) => {
      // The container page shows the answer at once; every list holding it asks again.
      queryClient.setQueryData(containerQueryKey(container._id), container);
      return queryClient.invalidateQueries({ queryKey: ['containers', 'list'] });
    },
  });
}
