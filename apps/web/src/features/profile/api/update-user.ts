import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, User } from '@spaceshare/shared/schemas/user';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { publicUserQueryKey } from '@/lib/get-public-user';
import { userQueryOptions } from './get-user';

/** PUT /api/users/{id}; the answer's `info` replaces the stored user. */
export function updateUser(id: string, input: ProfileUpdateInput): Promise<{ info: User }> {
  return api<{ info: User }>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateUser(id, input),
    onSuccess: ({ info }) => {
      setCurrentUser(info);
      queryClient.setQueryData(userQueryOptions(id).queryKey, info);
      void queryClient.invalidateQueries({ queryKey: publicUserQueryKey(id) });
    },
  });
}
