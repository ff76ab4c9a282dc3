import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser, SellerFacts, User } from '@spaceshare/shared/schemas/user';
import { ApiError, api } from './api-client';

// A user's public profile is shown by the profile page and by the listings' seller panel, and both
// refresh it after edits and reviews, so its one request and query key live below the features.

/**
 * GET /api/users/public/{id}: no email or phone. On a 404 the client falls back to
 * GET /api/users/{id} and drops the private fields (spec §7). `null`: the account was deleted (410,
 * decision 2313), an answer to show calmly and keep like any other, not an error to ask again about.
 */
export async function getPublicUser(id: string, signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    return await api<PublicUser>(`/users/public/${encodeURIComponent(id)}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 410) return null;
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
    // The fallback answers only the owner: anyone else's 403 there means the user is not found (a
    // deleted or suspended account showed 'You are not allowed to do that').
    const own = await api<User & { password?: string }>(`/users/${encodeURIComponent(id)}`, { signal }).catch((second: unknown) => {
      throw second instanceof ApiError && (second.status === 403 || second.status === 404) ? err : second;
    });
    const { email: _email, phone: _phone, password: _password, ...rest } = own;
    // This older answer has no country code: the name as typed and no flag.
    return { ...rest, countryCode: null, countryName: rest.country };
  }
}

export const publicUserQueryKey = (id: string) => ['users', 'public', id] as const;

export function publicUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: publicUserQueryKey(id),
    queryFn: ({ signal }) => getPublicUser(id, signal),
    enabled: !!id,
  });
}

export function usePublicUser(id: string | undefined) {
  return useQuery(publicUserQueryOptions(id ?? ''));
}

/** GET /api/users/public/{id}/facts (issue 12): member since, response time, last delivery, languages. */
export function useSellerFacts(id: string | undefined) {
  return useQuery({
    queryKey: [...publicUserQueryKey(id ?? ''), 'facts'] as const,
    queryFn: ({ signal }) => api<SellerFacts>(`/users/public/${encodeURIComponent(id ?? '')}/facts`, { signal }),
    enabled: !!id,
    staleTime: 5 * 60_000,
  });
}
