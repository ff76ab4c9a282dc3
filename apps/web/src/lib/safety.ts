import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedUser, Report, ReportCreateInput } from '@spaceshare/shared/schemas/safety';
import { api } from './api-client';
import { ordersQueryKey } from './live-query-keys';

// Reports and blocks (issue 12): used from listings, profiles and conversations, and from Settings.

const blocksKey = ['blocks'] as const;

/** POST /api/reports: the confirmation message and the report; one made from an order puts it under review. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportCreateInput) => api<{ message: string; report: Report }>('/reports', { method: 'POST', body: input }),
    onSuccess: (_data, input) => (input.orderId ? queryClient.invalidateQueries({ queryKey: ordersQueryKey }) : undefined),
  });
}

export const useBlockedUsers = (enabled = true) => useQuery({ queryKey: blocksKey, queryFn: ({ signal }) => api<BlockedUser[]>('/users/me/blocks', { signal }), enabled });

/** POST or DELETE /api/users/:id/block. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      api<{ message: string }>(`/users/${encodeURIComponent(userId)}/block`, { method: blocked ? 'POST' : 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blocksKey }),
  });
}
