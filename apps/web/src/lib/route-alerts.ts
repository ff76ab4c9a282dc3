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
