import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@spaceshare/shared/settings';
import { api } from '@/lib/api-client';

// Settings on the account (issue 11): they follow the user to another device and the server honours
// them (which emails to send). The browser keeps its copy for offline use.

const settingsQueryKey = ['settings'] as const;

/** GET /api/users/me/settings. */
export function getAccountSettings(signal?: AbortSignal): Promise<Settings> {
  return api<Settings>('/users/me/settings', { signal });
}

/** The account's copy; nothing is asked while signed out. */
export function useAccountSettings(signedIn: boolean) {
  return useQuery({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getAccountSettings(signal), staleTime: 60_000, enabled: signedIn });
}

/** PUT /api/users/me/settings: every switch, as the page shows them. */
export function saveAccountSettings(settings: Settings): Promise<Settings> {
  return api<Settings>('/users/me/settings', { method: 'PUT', body: settings });
}

export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
