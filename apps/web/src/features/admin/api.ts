import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListing, AdminReport, AdminUser, AuditEntry, Dashboard } from '@spaceshare/shared/schemas/safety';
import { api } from '@/lib/api-client';

// The operator's console (issue 12): one file for its calls; every mutation refreshes the console.

type Page<T> = { items: T[]; total: number };
type Message = { message: string };
const root = ['admin'] as const;
/** Every console list pages by this many. */
export const PAGE_SIZE = 20;
const limit = PAGE_SIZE;

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

export const useDashboard = () => useQuery({ queryKey: [...root, 'dashboard'], queryFn: ({ signal }) => api<Dashboard>('/admin/dashboard', { signal }) });

export const useReports = (status: 'open' | 'resolved', page: number) =>
  useQuery({
    queryKey: [...root, 'reports', status, page],
    queryFn: ({ signal }) => api<Page<AdminReport>>(`/admin/reports?${qs({ status, page, limit })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (q: string, page: number) =>
  useQuery({
    queryKey: [...root, 'users', q, page],
    queryFn: ({ signal }) => api<Page<AdminUser>>(`/admin/users?${qs({ q, page, limit })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminListings = (type: 'gig' | 'container', q: string, page: number) =>
  useQuery({
    queryKey: [...root, 'listings', type, q, page],
    queryFn: ({ signal }) => api<Page<AdminListing>>(`/admin/listings?${qs({ type, q, page, limit })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number) =>
  useQuery({ queryKey: [...root, 'audit', page], queryFn: ({ signal }) => api<Page<AuditEntry>>(`/admin/audit?${qs({ page, limit })}`, { signal }), placeholderData: keepPreviousData });

/** Any console action: POST path with body; the whole console refreshes after it. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: object }) => api<Message>(`/admin/${path}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

