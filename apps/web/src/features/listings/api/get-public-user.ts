import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@spaceshare/shared/schemas/user';
import { api } from '@/lib/api-client';

/** GET /api/users/public/{id}: a seller's public profile (no email or phone). */
export function getPublicUser(userId: string, signal?: AbortSignal): Promise<PublicUser> {
  return api<PublicUser>(`/users/public/${encodeURIComponent(userId)}`, { signal });
}

export const publicUserQueryKey = (userId: string) => ['users', 'public', userId] as const;

export function publicUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: publicUserQueryKey(userId),
    queryFn: ({ signal }) => getPublicUser(userId, signal),
    enabled: !!userId,
  });
}

export function usePublicUser(userId: string | undefined) {
  return useQuery(publicUserQueryOptions(userId ?? ''));
}
