import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteAlert } from '@spaceshare/shared/schemas/route-alert';
import { api } from '@/lib/api-client';

// Route alerts (decision 1401): the routes the signed-in user watches.

const alertsKey = ['alerts'] as const;

export const useRouteAlerts = (enabled = true) =>
  useQuery({ queryKey: alertsKey, queryFn: ({ signal }) => api<RouteAlert[]>('/alerts', { signal }), enabled });

/** POST /api/alerts: watch the route of a search (the alert kept already, when it is watched). */
export function useWatchRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: string) => api<RouteAlert>('/alerts', { method: 'POST', body: { search } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}

/** DELETE /api/alerts/:id. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}

/**
 * PATCH /api/alerts/:id { email }: the switch moves at once and goes back if the server refuses
 * (decision 1505).
 */
export function useAlertEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: boolean }) =>
      api<RouteAlert>(`/alerts/${encodeURIComponent(id)}`, { method: 'PATCH', body: { email } }),
    onMutate: async ({ id, email }) => {
      await queryClient.cancelQueries({ queryKey: alertsKey });
      const before = queryClient.getQueryData<RouteAlert[]>(alertsKey);
      queryClient.setQueryData<RouteAlert[]>(alertsKey, (list) => list?.map((alert) => (alert._id === id ? { ...alert, email } : alert)));
      return { before };
    },
    onError: (_err, _change, context) => queryClient.setQueryData(alertsKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}
