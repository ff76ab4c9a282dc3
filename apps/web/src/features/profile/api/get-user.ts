import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@spaceshare/shared/schemas/user';
import { api } from '@/lib/api-client';

/** GET /api/users/{id}: the full user, only for its owner. */
export function getUser(id: string): Promise<User> {
  return api<User>(`/users/${encodeURIComponent(id)}`);
}

/** The own-profile query has no retry (spec §7). */
export const userQueryOptions = (id: string) => queryOptions({ queryKey: ['users', id], queryFn: () => getUser(id), retry: false });

export function useUser(id: string | undefined) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: !!id });
}
