import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser, User } from '@spaceshare/shared/schemas/user';
import { ApiError, api } from '@/lib/api-client';

/**
 * GET /api/users/public/{id}. On a 404 the client falls back to GET /api/users/{id} and drops the
 * private fields (spec §7).
 */
export async function getPublicUser(id: string): Promise<PublicUser> {
  try {
    return await api<PublicUser>(`/users/public/${encodeURIComponent(id)}`);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
    const { email: _email, phone: _phone, password: _password, ...rest } = await api<User & { password?: string }>(`/users/${encodeURIComponent(id)}`);
    return rest;
  }
}

export const publicUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['users', 'public', id], queryFn: () => getPublicUser(id) });

export function usePublicUser(id: string | undefined) {
  return useQuery({ ...publicUserQueryOptions(id ?? ''), enabled: !!id });
}
