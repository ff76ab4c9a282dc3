import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListing, AdminOrder, AdminOrderFilter, AdminReport, AdminUser, AuditEntry, Dashboard, ReportContext } from '@spaceshare/shared/schemas/safety';
import { api } from '@/lib/api-client';

// The operator's console (issue 12): one file for its calls; every mutation refreshes the console.

type Page<T> = { items: T[]; total: number };
type Message = { message: string };
const root = ['admin'] as const;
/** Every console list pages by this many. */
export const PAGE_SIZE = 20;

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();

/** One page of a console list, GET /api/admin/<list>?<params>; the last page stays on screen while the next loads. */
const usePageOf = <T>(list: string, params: Record<string, string | number>) =>
  useQuery({
    queryKey: [...root, list, params],
    queryFn: ({ signal }) => api<Page<T>>(`/admin/${list}?${qs({ ...params, limit: PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useDashboard = () => useQuery({ queryKey: [...root, 'dashboard'], queryFn: ({ signal }) => api<Dashboard>('/admin/dashboard', { signal }) });

export const useReports = (status: 'open' | 'resolved', page: number) => usePageOf<AdminReport>('reports', { status, page });

/** A reported message with the two either side of it (decision 2202), read only once the operator asks. */
export const useReportContext = (reportId: string, enabled: boolean) =>
  useQuery({ queryKey: [...root, 'report-context', reportId], queryFn: ({ signal }) => api<ReportContext>(`/admin/reports/${reportId}/context`, { signal }), enabled });

export const useAdminUsers = (q: string, page: number) => usePageOf<AdminUser>('users', { q, page });

export const useAdminListings = (type: 'gig' | 'container', q: string, page: number) => usePageOf<AdminListing>('listings', { type, q, page });

/** Orders by id, title or either person's name (decision 1701). */
export const useAdminOrders = (status: AdminOrderFilter, q: string, page: number) => usePageOf<AdminOrder>('orders', { status, q, page });

export const useAudit = (page: number) => usePageOf<AuditEntry>('audit', { page });

/**
 * Any console action: POST path with body. The whole console refreshes after it, refused or not: a
 * refusal (an order no longer active, a report already resolved) usually means the list is stale.
 */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: object }) => api<Message>(`/admin/${path}`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
