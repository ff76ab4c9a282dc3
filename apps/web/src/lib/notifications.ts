import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@spaceshare/shared/schemas/notification';
import { api } from './api-client';
import { notificationsQueryKey } from './live-query-keys';
import { closeDeviceNotifications } from './push-device';

// Notifications are read by the navbar's bell (every page) and by /notifications.

/** GET /api/notifications: a page, newest first, with the unread count of all. */
export function getNotifications(page: number, limit: number, signal?: AbortSignal): Promise<NotificationPage> {
  return api<NotificationPage>(`/notifications?page=${page}&limit=${limit}`, { signal });
}

export function useNotifications({ page = 1, limit = 8, enabled = true }: { page?: number; limit?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...notificationsQueryKey, page, limit],
    queryFn: ({ signal }) => getNotifications(page, limit, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/notifications/read: these ids, or all of them. */
export function markNotificationsRead(ids?: string[]): Promise<{ unread: number }> {
  return api<{ unread: number }>('/notifications/read', { method: 'POST', body: ids ? { ids } : {} });
}

/** Marks read; all of them read closes what this device shows too (decision 2433). */
export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (_answer, ids) => {
      if (!ids) void closeDeviceNotifications();
      return qc.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
