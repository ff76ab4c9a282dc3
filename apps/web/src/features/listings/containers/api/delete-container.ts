import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { containerQueryKey } from './get-container';

/** DELETE /api/containers/{id} (owner only). */
export function deleteContainer(id: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/containers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContainer,
    onSuccess: (_res, id) => {
      queryClient.removeQueries({ queryKey: containerQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: ['containers', 'list'] });
    },
  });
}
