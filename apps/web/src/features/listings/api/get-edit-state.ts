import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingEditState } from '@spaceshare/shared/schemas/listing';
import { api } from '@/lib/api-client';
import type { ListingKind } from '../types';

/** GET /api/{gigs|containers}/{id}/edit-state (owner only): whether open bookings hold the listing's terms. */
export function getEditState(kind: ListingKind, id: string, signal?: AbortSignal): Promise<ListingEditState> {
  return api<ListingEditState>(`/${kind}/${encodeURIComponent(id)}/edit-state`, { signal });
}

export const editStateQueryKey = (kind: ListingKind, id: string) => [kind, 'edit-state', id] as const;

/** Asked again whenever an edit page opens: a request may have come in since (decision 2107). */
export function editStateQueryOptions(kind: ListingKind, id: string, enabled = true) {
  return queryOptions({
    queryKey: editStateQueryKey(kind, id),
    queryFn: ({ signal }) => getEditState(kind, id, signal),
    enabled: enabled && !!id,
    refetchOnMount: 'always',
  });
}

export function useEditState(kind: ListingKind, id: string, enabled = true) {
  return useQuery(editStateQueryOptions(kind, id, enabled));
}
