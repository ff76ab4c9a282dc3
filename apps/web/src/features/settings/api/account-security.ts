import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession, ChangeEmailInput, ChangePasswordInput, DeleteAccountInput } from '@spaceshare/shared/schemas/account';
import { api, apiRequest } from '@/lib/api-client';

// Settings › Security (issue 11): change the password or the email, see and end the account's sessions, download
// the account's data, delete the account.

type Message = { message: string };
const sessionsQueryKey = ['sessions'] as const;

/** POST /api/auth/password: every other session ends. */
export const changePassword = (input: ChangePasswordInput) => api<Message>('/auth/password', { method: 'POST', body: input });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}

/** POST /api/auth/email: a link to the new address; the email changes when it is opened (decision 2311). */
export const useChangeEmail = () => useMutation({ mutationFn: (input: ChangeEmailInput) => api<Message>('/auth/email', { method: 'POST', body: input }) });

/** GET /api/auth/sessions: most recently used first, this browser's marked `current`. */
export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => api<AccountSession[]>('/auth/sessions', { signal }) });
}

/** DELETE /api/auth/sessions/:id. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Message>(`/auth/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** POST /api/auth/sessions/end-all: this browser included. */
export const useEndAllSessions = () => useMutation({ mutationFn: () => api<Message>('/auth/sessions/end-all', { method: 'POST' }) });

/** POST /api/auth/delete-account: the password again; the session ends with the account (decision 1403). */
export const useDeleteAccount = () => useMutation({ mutationFn: (input: DeleteAccountInput) => api<Message>('/auth/delete-account', { method: 'POST', body: input }) });

/** GET /api/auth/export: everything kept about me, and the file name the server gave it (decision 1501). */
async function exportData(): Promise<{ json: string; filename: string }> {
  const { data, headers } = await apiRequest<unknown>('/auth/export');
  const filename = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? 'spaceshare-data.json';
  return { json: JSON.stringify(data, null, 2), filename };
}

export const useExportData = () => useMutation({ mutationFn: exportData });
