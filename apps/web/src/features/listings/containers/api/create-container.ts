import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Container, ContainerFormInput } from '@spaceshare/shared/schemas/container';
import { api } from '@/lib/api-client';

/** POST /api/containers. The owner is the session user. */
export function createContainer(input: ContainerFormInput): Promise<Container> {
  return api<Container>('/containers', { method: 'POST', body: input });
}

export function useCreateContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContainer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['containers', 'list'] }),
  });
}
